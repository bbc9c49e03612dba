import { screen, waitFor, within } from '@testing-library/react';
import { formatNaira, type MyRide, type RideMoney } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, fakeApi } from '../../../test/fake-api.ts';
import { problem } from '../../../test/mock-api.ts';
import { renderAt } from '../../../test/render.tsx';
import { walletRideMoney } from '../../../test/ride-rows.ts';
import { successes } from '../../../test/screen-queries.ts';
import { signInRider } from '../../../test/sign-in-rider.ts';
import MyRidesPage from '../pages/my-rides-page.tsx';
import { completedWalletRide } from '../testing/ride-money-rows.ts';

const myRide = (more: Partial<MyRide> = {}): MyRide => ({
  ...completedWalletRide(),
  AmCustomer: true,
  RatedByMe: false,
  ...more,
});

/** The rider's ride 12 and its money in memory; the wallet holds `wallet` naira. */
function fakeMyRideMoney({ money = walletRideMoney(), ride = myRide(), wallet = 1000 } = {}) {
  let current: RideMoney = money;
  const api = fakeApi(
    answer(calls.Ride.GetMyRides, () => ({ rows: [ride], total: 1 })),
    answer(calls.Ride.GetMyRide, () => ride),
    answer(calls.Ride.GetMyRideStatusUpdates, () => ({ rows: [], total: 0 })),
    answer(calls.Ride.GetRideMoney, () => current),
    answer(calls.Ride.Receipt, () => ({
      status: 200,
      body: '%PDF-1.4 receipt',
      headers: { 'content-type': 'application/pdf' },
    })),
    answer(calls.Ride.TipDriver, ({ body }) => {
      if (body.Amount > wallet)
        return problem(
          409,
          `Your wallet has ${formatNaira(wallet)}; the tip needs ${formatNaira(body.Amount)}`,
        );
      current = { ...current, Tips: body.Amount, TipAllowance: current.TipAllowance - body.Amount };
      return { Message: `Thank you: ${formatNaira(body.Amount)} to Bola Eze`, Money: current };
    }),
    answer(calls.Ride.PayOwedFare, () => {
      if (wallet < current.Owed)
        return problem(409, `Your wallet has ${formatNaira(wallet)}; ${formatNaira(current.Owed)} is owed`);
      current = { ...current, Owed: 0, PaymentStatusName: 'Paid' };
      return myRide({ OwedAmount: 0 });
    }),
  );
  return { api, topUp: (naira: number) => (wallet = naira) };
}

const openRide = async () => {
  const rendered = renderAt(<MyRidesPage />, '/teacher/rides?view=12', { route: '/teacher/rides' });
  const drawer = await screen.findByRole('dialog', { name: 'Ride #12' });
  const money = await within(drawer).findByRole('region', { name: 'Fare and payment' });
  await within(money).findByLabelText('Fare breakdown');
  return { ...rendered, money };
};
const tipField = (money: HTMLElement) => within(money).getByLabelText(/^Tip .₦./);

describe("My Rides: a ride's money", { timeout: 20_000 }, () => {
  beforeEach(() => signInRider());
  afterEach(() => vi.restoreAllMocks());

  it('shows the fare breakdown and downloads the receipt as a PDF named after the ride', async () => {
    const { api } = fakeMyRideMoney();
    const saved = vi.fn(() => 'blob:receipt');
    // jsdom has no object URLs: the file handed to the browser is seen here (the test file's own window).
    Object.assign(URL, { createObjectURL: saved, revokeObjectURL: vi.fn() });
    const { user, money } = await openRide();
    const breakdown = within(money).getByLabelText('Fare breakdown');
    expect(breakdown).toHaveTextContent('PaymentWallet, Paid');
    expect(breakdown).toHaveTextContent('Promo discount (RIDE10)₦200');
    expect(breakdown).toHaveTextContent('Final amount₦1,800');
    expect(breakdown).toHaveTextContent('VAT included (7.5 %)₦125.58');
    await user.click(within(money).getByRole('button', { name: 'Download Receipt' }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(String(api.sentTo(calls.Ride.Receipt)[0]?.query)).toBe('rideId=12');
  });

  it('tips the driver: a wallet too low is refused under the amount, then the tip is given', async () => {
    const { api, topUp } = fakeMyRideMoney();
    const { user, fill, money } = await openRide();
    expect(within(money).getByText(/Up to ₦5,000, from your wallet/)).toBeInTheDocument();
    await fill(tipField(money), '1500');
    await user.click(within(money).getByRole('button', { name: 'Tip' }));
    await waitFor(() =>
      expect(tipField(money)).toHaveAccessibleDescription('Your wallet has ₦1,000; the tip needs ₦1,500'),
    );
    topUp(2000);
    await user.click(within(money).getByRole('button', { name: 'Tip' }));
    await waitFor(() => expect(successes()).toEqual(['Thank you: ₦1,500 to Bola Eze']));
    await waitFor(() =>
      expect(within(money).getByLabelText('Fare breakdown')).toHaveTextContent('Tips₦1,500'),
    );
    expect(api.sentTo(calls.Ride.TipDriver).map((request) => request.body)).toEqual([
      { RideId: 12, Amount: 1500 },
      { RideId: 12, Amount: 1500 },
    ]);
  });

  it('shows what is owed with Pay: the refusal of a wallet too low, then paid', async () => {
    const owed = walletRideMoney({ Owed: 300, PaymentStatusName: 'Owed', TipAllowance: 0 });
    const { topUp } = fakeMyRideMoney({ money: owed, wallet: 100 });
    const { user, money } = await openRide();
    const notice = within(money)
      .getByText('You owe ₦300 on this ride')
      .closest('.mantine-Alert-root') as HTMLElement;
    await user.click(within(notice).getByRole('button', { name: 'Pay ₦300' }));
    expect(await within(notice).findByRole('alert')).toHaveTextContent('Your wallet has ₦100; ₦300 is owed');
    topUp(500);
    await user.click(within(notice).getByRole('button', { name: 'Pay ₦300' }));
    await waitFor(() => expect(successes()).toEqual(['You paid the ₦300 owed on ride #12']));
    await waitFor(() =>
      expect(within(money).queryByText('You owe ₦300 on this ride')).not.toBeInTheDocument(),
    );
    // Past the tip's 24 hours (TipAllowance 0): no Tip.
    expect(within(money).queryByRole('button', { name: 'Tip' })).not.toBeInTheDocument();
  });

  it('offers the driver of the ride neither Tip nor Pay, and a ride under way no receipt', async () => {
    fakeMyRideMoney({
      ride: myRide({ AmCustomer: false, RideStatus: 4, RideStatusName: 'Ongoing' }),
      money: walletRideMoney({ Owed: 300, FinalAmount: null }),
    });
    const { money } = await openRide();
    expect(within(money).getByLabelText('Fare breakdown')).toHaveTextContent(
      'Not yet: the ride is not completed',
    );
    expect(within(money).queryByRole('button', { name: 'Tip' })).not.toBeInTheDocument();
    expect(within(money).queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
    expect(within(money).queryByRole('button', { name: 'Download Receipt' })).not.toBeInTheDocument();
  });
});
