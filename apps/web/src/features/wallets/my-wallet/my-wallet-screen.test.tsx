import { act, screen, waitFor, within } from '@testing-library/react';
import {
  CURRENCY_SIGN,
  drivingPackageTexts,
  type MyPackage,
  type Package,
  type WalletTransaction,
  walletTexts,
} from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { alertStore } from '../../../lib/alerts.ts';
import { session } from '../../../lib/session.ts';
import { answer, fakeApi } from '../../../test/fake-api.ts';
import { problem } from '../../../test/mock-api.ts';
import { renderAt } from '../../../test/render.tsx';
import { successes, tableRowOf } from '../../../test/screen-queries.ts';
import { checkout } from '../fund/top-up-dialog.tsx';
import MyWalletPage from '../pages/my-wallet-page.tsx';
import { aPendingTopUp, aTransaction } from '../testing/wallet-test-rows.ts';
import { WALLET_RETRY_RELOAD_MS } from '../transactions/use-wallet-actions.tsx';

const rider = {
  Id: '5a1c2e3f-4b5d-4e6f-8a7b-9c0d1e2f3a4b',
  EmailAddress: 'ada@example.com',
  Surname: 'Okafor',
  FirstName: 'Ada',
  HasAdminRole: false,
  AllowAllEndPoints: false,
  AdminEndPoints: [],
};

const weekly: Package = {
  Id: 4,
  Name: 'Weekly Hustle',
  PackageFrequency: 2,
  PackageFrequencyName: 'Weekly',
  MinTotalRides: 0,
  MaxTotalRides: 50,
  MinimumAmountRequired: 2000,
  Amount: 8000,
  BonusAmount: 500,
  Publish: true,
  Description: '',
  CurrencySign: CURRENCY_SIGN,
};

/** Issue 30: the driver's package, its period's rides and bonus, as GetMyPackage answers them. */
const heldWeekly = (more: Partial<MyPackage> = {}): MyPackage => ({
  Package: { ...weekly, MinTotalRides: 10 },
  PeriodStart: '2026-11-23T08:00:00.000Z',
  PeriodEnd: '2026-11-30T08:00:00.000Z',
  RidesDone: 12,
  RidesLeft: 38,
  MinTotalRides: 10,
  MaxTotalRides: 50,
  BonusAmount: 500,
  BonusEarned: true,
  BonusCredited: true,
  BonusCreditedAt: '2026-11-27T15:30:00.000Z',
  CanAcceptRides: true,
  Refusal: null,
  CurrencySign: CURRENCY_SIGN,
  ...more,
});

const checkoutUrl = 'http://127.0.0.1:4000/fake-gateway/paystack/checkout/ac_1';

/** The caller's wallet in memory, as the wallet module answers it; a driver also sees packages. */
function fakeMyWallet({
  driver = false,
  account = { number: null as string | null, status: 'Pending' },
  held = heldWeekly(),
} = {}) {
  let balance = 5000;
  const rows: WalletTransaction[] = [aTransaction(1), aPendingTopUp(2)];
  const api = fakeApi(
    answer(calls.Wallet.GetMyWallet, () => ({
      Balance: balance,
      BookBalance: balance,
      WallettIdNumber: '3012345678',
      WalletAccountNumber: account.number,
      VirtualAccountStatusName: account.status,
      VirtualAccountErrorMessage: null,
      BvnNeeded: false,
      MaskedBvn: null,
      IsDriver: driver,
    })),
    answer(calls.Wallet.GetMyWalletTransactions, () => ({ rows, total: rows.length })),
    // Issue 30: no card kept on file.
    answer(calls.Wallet.GetMyCards, () => []),
    answer(calls.Ride.GetMyOutstandingBalance, () => ({ Amount: 0, Rides: [] })),
    answer(calls.Wallet.FundMyWallet, ({ body }) => {
      if (body.Amount > 500_000)
        return problem(400, 'One or more validation errors occurred.', {
          Amount: ['Amount is too much for a top-up'],
        });
      return {
        Message: walletTexts.topUpStarted(body.Amount),
        Id: 3,
        Reference: 'wf-topup-3',
        AuthorizationUrl: checkoutUrl,
      };
    }),
    answer(calls.Wallet.VerifyMyTopUp, ({ query }) => {
      if (query.reference !== 'wf-topup-3') return problem(404, walletTexts.noTopUp(query.reference));
      balance += 2500;
      const paid = aTransaction(3, {
        Amount: 2500,
        CreditMessage: walletTexts.topUpMessage,
        Reference: 'wf-topup-3',
      });
      rows.unshift(paid);
      return paid;
    }),
    answer(calls.Wallet.RetryUncompletedTransaction, () => ({
      Message: walletTexts.retryStarted('Paystack'),
      Id: 2,
    })),
    answer(calls.Package.GetAvailablePackages, () =>
      driver ? { rows: [weekly], total: 1 } : problem(403, walletTexts.driversOnly),
    ),
    answer(calls.Package.BuyPackage, () => problem(409, walletTexts.belowAmount(balance, weekly.Amount))),
    answer(calls.Package.GetMyPackage, () => (driver ? held : problem(403, walletTexts.driversOnly))),
  );
  return { api, rows };
}

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label.replace(/[()₦]/g, '.')}`));

describe('/teacher/wallets', () => {
  beforeEach(() => session.signIn({ Token: 't', User: rider, RequireNewPassword: false }));
  afterEach(() => vi.restoreAllMocks());

  it('shows the balance on Top Up and the own transactions, without the customer columns', async () => {
    fakeMyWallet();
    renderAt(<MyWalletPage />, '/teacher/wallets');
    expect(await screen.findByRole('heading', { name: 'My Wallet' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Top Up (balance ₦5,000)' })).toBeInTheDocument();
    const credit = await tableRowOf('Welcome bonus');
    expect(within(credit).getByText('5,000')).toBeInTheDocument();
    expect(within(credit).queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
    const headers = within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).not.toContain('Customer');
    expect(headers).not.toContain('E-mail');
    // Not a driver: no Buy Package shows, nor any refusal.
    await waitFor(() => expect(alertStore.get()).toEqual([]));
    expect(screen.queryByRole('heading', { name: 'Buy Package' })).not.toBeInTheDocument();
  });

  it("asks nothing a rider would be refused: no driver's package, no packages to buy", async () => {
    const { api } = fakeMyWallet();
    renderAt(<MyWalletPage />, '/teacher/wallets');
    expect(await tableRowOf('Welcome bonus')).toBeInTheDocument();
    await waitFor(() => expect(api.sentTo(calls.Wallet.GetMyCards)).not.toEqual([]));
    expect(api.sentTo(calls.Package.GetAvailablePackages)).toEqual([]);
    expect(api.sentTo(calls.Package.GetMyPackage)).toEqual([]);
    expect(alertStore.get()).toEqual([]);
  });

  it('shows the wallet account to pay into by bank transfer, and its status', async () => {
    fakeMyWallet({ account: { number: '9012345678', status: 'Verified' } });
    renderAt(<MyWalletPage />, '/teacher/wallets');
    const account = await screen.findByLabelText('Wallet account');
    expect(within(account).getByText('9012345678')).toBeInTheDocument();
    expect(within(account).getByText('Verified')).toBeInTheDocument();
    expect(within(account).getByText('A bank transfer into it credits your wallet.')).toBeInTheDocument();
  });

  it('says the wallet account is still being opened, or could not be', async () => {
    fakeMyWallet();
    const { unmount } = renderAt(<MyWalletPage />, '/teacher/wallets');
    const pending = await screen.findByLabelText('Wallet account');
    expect(within(pending).getByText('Pending')).toBeInTheDocument();
    expect(within(pending).getByText('It is being opened with the bank.')).toBeInTheDocument();
    unmount();
    fakeMyWallet({ account: { number: null, status: 'Failed' } });
    renderAt(<MyWalletPage />, '/teacher/wallets');
    const failed = await screen.findByLabelText('Wallet account');
    expect(within(failed).getByText('Failed')).toBeInTheDocument();
  });

  it('tops up through the checkout: FundMyWallet, then the browser goes to the provider’s page', async () => {
    const { api } = fakeMyWallet();
    const open = vi.spyOn(checkout, 'open').mockImplementation(() => undefined);
    const { user, fill } = renderAt(<MyWalletPage />, '/teacher/wallets');
    await user.click(await screen.findByRole('button', { name: /^Top Up/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Fund Wallet' });
    await fill(field('Amount (₦)'), '2500');
    await fill(field('Message'), 'For the week');
    await user.click(within(dialog).getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith(checkoutUrl));
    expect(api.sentTo(calls.Wallet.FundMyWallet).map((request) => request.body)).toEqual([
      { Amount: 2500, Message: 'For the week' },
    ]);
  });

  it('shows a refused top-up under its field and stays on the page', async () => {
    fakeMyWallet();
    const open = vi.spyOn(checkout, 'open').mockImplementation(() => undefined);
    const { user, fill } = renderAt(<MyWalletPage />, '/teacher/wallets');
    await user.click(await screen.findByRole('button', { name: /^Top Up/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Fund Wallet' });
    await fill(field('Amount (₦)'), '900000');
    await user.click(within(dialog).getByRole('button', { name: 'Pay' }));
    await waitFor(() =>
      expect(field('Amount (₦)')).toHaveAccessibleDescription('Amount (₦) is too much for a top-up'),
    );
    expect(open).not.toHaveBeenCalled();
  }, 15_000);

  it('verifies the top-up the checkout returns with, shows the result, and the new balance', async () => {
    const { api } = fakeMyWallet();
    const { location } = renderAt(
      <MyWalletPage />,
      '/teacher/wallets?trxref=wf-topup-3&reference=wf-topup-3',
    );
    await waitFor(() =>
      expect(successes()).toEqual(['Your top-up of ₦2,500 has been credited to your wallet']),
    );
    expect(api.sentTo(calls.Wallet.VerifyMyTopUp).map((request) => request.query.get('reference'))).toEqual([
      'wf-topup-3',
    ]);
    await waitFor(() => expect(location().search).toBe(''));
    expect(await screen.findByRole('button', { name: 'Top Up (balance ₦7,500)' })).toBeInTheDocument();
  });

  it('says so, and keeps saying so, when the returned reference is not a top-up of the caller', async () => {
    fakeMyWallet();
    renderAt(<MyWalletPage />, '/teacher/wallets?reference=wf-topup-99');
    await waitFor(() =>
      expect(alertStore.get()).toEqual([
        expect.objectContaining({
          type: 'Error',
          message: walletTexts.noTopUp('wf-topup-99'),
          autoClose: false,
        }),
      ]),
    );
  });

  it('retries a pending top-up and reloads the list 5 seconds later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { api } = fakeMyWallet();
    const { user } = renderAt(<MyWalletPage />, '/teacher/wallets', {
      advanceTimers: vi.advanceTimersByTime,
    });
    await user.click(
      within(await tableRowOf(walletTexts.topUpMessage)).getByRole('button', { name: 'Retry' }),
    );
    await waitFor(() => expect(successes()).toEqual([walletTexts.retryStarted('Paystack')]));
    const loads = api.sentTo(calls.Wallet.GetMyWalletTransactions).length;
    expect(
      within(await tableRowOf(walletTexts.topUpMessage)).queryByRole('button', { name: 'Retry' }),
    ).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(WALLET_RETRY_RELOAD_MS));
    await waitFor(() =>
      expect(api.sentTo(calls.Wallet.GetMyWalletTransactions).length).toBeGreaterThan(loads),
    );
    // The server still offers the retry, so the reloaded row shows it again.
    expect(
      await within(await tableRowOf(walletTexts.topUpMessage)).findByRole('button', { name: 'Retry' }),
    ).toBeInTheDocument();
  });

  it('lets a driver buy a package, and shows the refusal with both figures when the balance is short', async () => {
    const { api } = fakeMyWallet({ driver: true });
    const { user } = renderAt(<MyWalletPage />, '/teacher/wallets');
    expect(await screen.findByRole('heading', { name: 'Buy Package' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Buy Weekly Hustle' }));
    const prompt = await screen.findByRole('dialog');
    expect(prompt).toHaveTextContent('Are you sure, you want to buy this package (Weekly Hustle)?');
    await user.click(within(prompt).getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(alertStore.get()).toEqual([
        expect.objectContaining({ type: 'Error', message: walletTexts.belowAmount(5000, 8000) }),
      ]),
    );
    expect(walletTexts.belowAmount(5000, 8000)).toContain('₦5,000');
    expect(walletTexts.belowAmount(5000, 8000)).toContain('₦8,000');
    expect(api.sentTo(calls.Package.BuyPackage).map((request) => request.body)).toEqual([{ PackageId: 4 }]);
  });

  it('shows a driver their package: period, rides done and left, the bonus credited', async () => {
    fakeMyWallet({ driver: true });
    renderAt(<MyWalletPage />, '/teacher/wallets');
    const card = await screen.findByRole('region', { name: 'My Package: Weekly Hustle' });
    expect(card).toHaveTextContent('Weekly period: 23 Nov 2026');
    expect(card).toHaveTextContent('Rides done: 12 of 50 · left: 38');
    expect(within(card).getByRole('progressbar', { name: '12 of 50 rides done' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Bonus ₦500 at 10 rides: credited to your wallet on 27 Nov 2026');
    expect(within(card).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('tells a driver why they cannot accept rides (no package, or rides used up); a rider sees no card', async () => {
    const usedUp = drivingPackageTexts.ridesUsedUp('Weekly Hustle', 50, '30 Nov 2026, 09:00');
    fakeMyWallet({
      driver: true,
      held: heldWeekly({ RidesDone: 50, RidesLeft: 0, CanAcceptRides: false, Refusal: usedUp }),
    });
    const first = renderAt(<MyWalletPage />, '/teacher/wallets');
    const card = await screen.findByRole('region', { name: 'My Package: Weekly Hustle' });
    expect(card).toHaveTextContent('Rides done: 50 of 50 · left: 0');
    expect(card).toHaveTextContent(usedUp);
    first.unmount();

    const none: MyPackage = {
      ...heldWeekly({ Package: null, PeriodStart: null, PeriodEnd: null, RidesDone: 0, RidesLeft: 0 }),
      CanAcceptRides: false,
      Refusal: drivingPackageTexts.noPackage,
    };
    fakeMyWallet({ driver: true, held: none });
    const second = renderAt(<MyWalletPage />, '/teacher/wallets');
    expect(await screen.findByRole('region', { name: 'My Package' })).toHaveTextContent(
      drivingPackageTexts.noPackage,
    );
    second.unmount();

    fakeMyWallet();
    renderAt(<MyWalletPage />, '/teacher/wallets');
    expect(await screen.findByRole('button', { name: /^Top Up/ })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: /^My Package/ })).not.toBeInTheDocument(),
    );
  });
});
