import { screen, waitFor, within } from '@testing-library/react';
import { type CardOnFile, cardTexts } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { beforeEach, describe, expect, it } from 'vitest';
import { session } from '../../../lib/session.ts';
import { answer, fakeApi } from '../../../test/fake-api.ts';
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

const visa: CardOnFile = {
  Id: 7,
  Brand: 'visa',
  Last4: '4081',
  ExpMonth: '09',
  ExpYear: '2030',
  Bank: 'TEST BANK',
  GatewayName: 'Paystack',
  CreatedAt: '2026-11-20T10:00:00.000Z',
};

function fakeCards(kept: CardOnFile[]) {
  let cards = [...kept];
  return fakeApi(
    answer(calls.Wallet.GetMyWallet, () => ({
      Balance: 1500,
      BookBalance: 1500,
      WallettIdNumber: '3012345678',
      WalletAccountNumber: '0123456789',
      VirtualAccountStatusName: 'Verified',
      VirtualAccountErrorMessage: null,
      BvnNeeded: false,
      MaskedBvn: null,
      IsDriver: false,
    })),
    answer(calls.Wallet.GetMyWalletTransactions, () => ({ rows: [], total: 0 })),
    answer(calls.Package.GetAvailablePackages, () => ({ rows: [], total: 0 })),
    answer(calls.Wallet.GetMyCards, () => cards),
    answer(calls.Ride.GetMyOutstandingBalance, () => ({ Amount: 0, Rides: [] })),
    answer(calls.Wallet.RemoveMyCard, ({ body }) => {
      const removed = cards.find((card) => card.Id === body.Id)!;
      cards = cards.filter((card) => card !== removed);
      return { Message: cardTexts.removed(removed.Last4) };
    }),
  );
}

describe('/teacher/wallets: cards on file (issue 30)', () => {
  beforeEach(() => session.signIn({ Token: 't', User: rider, RequireNewPassword: false }));

  it('lists each card by brand, last four and expiry, and removes one once the prompt is confirmed', async () => {
    const api = fakeCards([visa]);
    const { user } = renderAt(<MyWalletPage />, '/teacher/wallets');
    const section = await screen.findByRole('region', { name: 'Cards on file' });
    expect(section).toHaveTextContent('Visa •••• 4081 · expires 09/30 · TEST BANK');
    await user.click(within(section).getByRole('button', { name: 'Remove Visa •••• 4081' }));
    const prompt = await screen.findByRole('dialog');
    expect(prompt).toHaveTextContent('Are you sure, you want to remove this card (Visa •••• 4081)?');
    await user.click(within(prompt).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(successes()).toEqual([cardTexts.removed('4081')]));
    expect(api.sentTo(calls.Wallet.RemoveMyCard).map((request) => request.body)).toEqual([{ Id: 7 }]);
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Cards on file' })).not.toBeInTheDocument(),
    );
  });

  it('keeps the card when the prompt is declined', async () => {
    const api = fakeCards([visa]);
    const { user } = renderAt(<MyWalletPage />, '/teacher/wallets');
    const section = await screen.findByRole('region', { name: 'Cards on file' });
    await user.click(within(section).getByRole('button', { name: 'Remove Visa •••• 4081' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'No' }));
    expect(api.sentTo(calls.Wallet.RemoveMyCard)).toHaveLength(0);
    expect(screen.getByRole('region', { name: 'Cards on file' })).toBeInTheDocument();
  });
});
