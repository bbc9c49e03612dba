import { screen } from '@testing-library/react';
import { TransactionType, TransferStatus } from '@wayfare/contracts';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../test/render.tsx';
import { aTransaction } from './testing/wallet-test-rows.ts';
import { statusNameOf, WalletStatusBadge } from './wallet-status.tsx';

/** Issue 29 §1: a withdrawal Paystack holds for its transfer OTP reads as waiting for approval, not pending. */
describe('a withdrawal awaiting approval', () => {
  it('shows its transfer status in words', async () => {
    const held = aTransaction(7, {
      TransactionType: TransactionType.PendingWithDraw,
      TransactionStatus: 0,
      TransactionStatusName: 'Pending',
      TransferStatus: TransferStatus.AwaitingApproval,
      TransferStatusName: 'AwaitingApproval',
    });
    expect(statusNameOf(held)).toBe('AwaitingApproval');
    renderAt(<WalletStatusBadge name={statusNameOf(held)} />, '/');
    expect(await screen.findByText('Awaiting approval')).toBeInTheDocument();
  });
});
