import { screen, waitFor, within } from '@testing-library/react';
import { bvnTexts, maskBvn } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { beforeEach, describe, expect, it } from 'vitest';
import { session } from '../../../lib/session.ts';
import { answer, fakeApi } from '../../../test/fake-api.ts';
import { problem } from '../../../test/mock-api.ts';
import { renderAt } from '../../../test/render.tsx';
import { successes } from '../../../test/screen-queries.ts';
import MyWalletPage from '../pages/my-wallet-page.tsx';

const rider = {
  Id: '5a1c2e3f-4b5d-4e6f-8a7b-9c0d1e2f3a4b',
  EmailAddress: 'ada@example.com',
  Surname: 'Okafor',
  FirstName: 'Ada',
  HasAdminRole: false,
  AllowAllEndPoints: false,
  AdminEndPoints: [],
};

/** The wallet as the server answers it when WALLET_GATEWAY is Flutterwave (or not: `bvnNeeded`). */
function fakeWallet({ bvnNeeded = true } = {}) {
  let stored: string | null = null;
  const api = fakeApi(
    answer(calls.Wallet.GetMyWallet, () => ({
      Balance: 0,
      BookBalance: 0,
      WallettIdNumber: '3012345678',
      WalletAccountNumber: null,
      VirtualAccountStatusName: stored ? 'Pending' : 'Failed',
      VirtualAccountErrorMessage: stored ? null : bvnTexts.needed('Flutterwave'),
      BvnNeeded: bvnNeeded,
      MaskedBvn: stored ? maskBvn(stored) : null,
      IsDriver: false,
    })),
    answer(calls.Wallet.GetMyWalletTransactions, () => ({ rows: [], total: 0 })),
    // Issue 30: no card kept on file.
    answer(calls.Wallet.GetMyCards, () => []),
    answer(calls.Package.GetAvailablePackages, () => ({ rows: [], total: 0 })),
    answer(calls.Wallet.SetMyBvn, ({ body }) => {
      if (body.Bvn === '00000000000')
        return problem(400, 'One or more validation errors occurred.', {
          Bvn: ['The bank does not know this BVN'],
        });
      stored = body.Bvn;
      return { Message: bvnTexts.saved };
    }),
  );
  return { api };
}

describe('/teacher/wallets: the BVN Flutterwave needs (issue 29 §1)', () => {
  beforeEach(() => session.signIn({ Token: 't', User: rider, RequireNewPassword: false }));

  it('asks for it, saying why; refuses anything but 11 digits before sending; then shows only the last four', async () => {
    const { api } = fakeWallet();
    const { user, fill } = renderAt(<MyWalletPage />, '/teacher/wallets');
    const card = await screen.findByRole('region', { name: 'Bank Verification Number (BVN)' });
    expect(within(card).getByText(bvnTexts.why)).toBeInTheDocument();
    expect(await screen.findByText(bvnTexts.needed('Flutterwave'))).toBeInTheDocument();

    const input = within(card).getByLabelText(/^Your BVN/);
    await fill(input, '12345');
    await user.click(within(card).getByRole('button', { name: 'Save BVN' }));
    expect(await within(card).findByText(bvnTexts.shape.replace(/^Bvn/, 'BVN'))).toBeInTheDocument();
    expect(api.sentTo(calls.Wallet.SetMyBvn)).toHaveLength(0);

    await fill(input, '00000000000');
    await user.click(within(card).getByRole('button', { name: 'Save BVN' }));
    expect(await within(card).findByText('The bank does not know this BVN')).toBeInTheDocument();

    await fill(input, '222 1234 5678');
    await user.click(within(card).getByRole('button', { name: 'Save BVN' }));
    await waitFor(() => expect(successes()).toContain(bvnTexts.saved));
    expect(api.sentTo(calls.Wallet.SetMyBvn).at(-1)?.body).toEqual({ Bvn: '222 1234 5678' });
    expect(await within(card).findByText('*******5678')).toBeInTheDocument();
    expect(within(card).queryByLabelText(/^Your BVN/)).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Change BVN' }));
    expect(within(card).getByLabelText(/^Your BVN/)).toHaveValue('');
  });

  it('is not asked for when the provider does not need it', async () => {
    fakeWallet({ bvnNeeded: false });
    renderAt(<MyWalletPage />, '/teacher/wallets');
    expect(await screen.findByRole('button', { name: /^Top Up/ })).toBeInTheDocument();
    // The wallet has loaded (its account's hint shows).
    expect(await screen.findByText(bvnTexts.needed('Flutterwave'))).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Bank Verification Number (BVN)' })).not.toBeInTheDocument();
  });
});
