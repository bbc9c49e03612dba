import { screen, waitFor, within } from '@testing-library/react';
import { formatNaira, type OutstandingBalance as Owed } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { beforeEach, describe, expect, it } from 'vitest';
import { answer, fakeApi } from '../../../test/fake-api.ts';
import { problem } from '../../../test/mock-api.ts';
import { renderAt } from '../../../test/render.tsx';
import { successes } from '../../../test/screen-queries.ts';
import { signInRider } from '../../../test/sign-in-rider.ts';
import { OutstandingBalance } from './outstanding-balance.tsx';

/** What the rider owes, ride by ride; PayOwedFare takes a ride's part off while the wallet holds it. */
function fakeOwed(rides: Owed['Rides'], wallet: { naira: number }) {
  let owed = rides;
  const api = fakeApi(
    answer(calls.Ride.GetMyOutstandingBalance, () => ({
      Amount: owed.reduce((sum, ride) => sum + ride.OwedAmount, 0),
      Rides: owed,
    })),
    answer(calls.Ride.PayOwedFare, ({ body }) => {
      const ride = owed.find((each) => each.RideId === body.RideId)!;
      if (wallet.naira < ride.OwedAmount)
        return problem(
          409,
          `Your wallet has ${formatNaira(wallet.naira)}; ${formatNaira(ride.OwedAmount)} is owed`,
        );
      owed = owed.filter((each) => each !== ride);
      return {} as never;
    }),
  );
  return { api };
}

describe("/teacher/wallets: the rides' outstanding balance", { timeout: 20_000 }, () => {
  beforeEach(() => signInRider());

  it('shows the balance ride by ride, each linking to the ride; a refusal in the notice, then paid', async () => {
    const wallet = { naira: 100 };
    const { api } = fakeOwed(
      [
        { RideId: 12, OwedAmount: 300 },
        { RideId: 9, OwedAmount: 50 },
      ],
      wallet,
    );
    const { user } = renderAt(<OutstandingBalance />, '/teacher/wallets');
    const notice = (await screen.findByText('Outstanding balance: ₦350')).closest(
      '.mantine-Alert-root',
    ) as HTMLElement;
    expect(within(notice).getByRole('link', { name: 'Ride #12: ₦300' })).toHaveAttribute(
      'href',
      '/teacher/rides?view=12',
    );
    await user.click(within(notice).getByRole('button', { name: 'Pay ₦300 owed on ride #12' }));
    expect(await within(notice).findByRole('alert')).toHaveTextContent('Your wallet has ₦100; ₦300 is owed');
    await user.click(within(notice).getByRole('button', { name: 'Pay ₦50 owed on ride #9' }));
    await waitFor(() => expect(successes()).toEqual(['You paid the ₦50 owed on ride #9']));
    expect(await screen.findByText('Outstanding balance: ₦300')).toBeInTheDocument();
    expect(api.sentTo(calls.Ride.PayOwedFare).map((request) => request.body)).toEqual([
      { RideId: 12 },
      { RideId: 9 },
    ]);
  });

  it('shows nothing when nothing is owed', async () => {
    const { api } = fakeOwed([], { naira: 0 });
    const { container } = renderAt(<OutstandingBalance />, '/teacher/wallets');
    await waitFor(() => expect(api.sentTo(calls.Ride.GetMyOutstandingBalance)).toHaveLength(1));
    expect(within(container).queryByText(/Outstanding balance/)).not.toBeInTheDocument();
  });
});
