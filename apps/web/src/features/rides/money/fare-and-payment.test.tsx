import { screen, waitFor, within } from '@testing-library/react';
import { Endpoint, formatNaira, type RideMoney } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { beforeEach, describe, expect, it } from 'vitest';
import { myRights, signInAdmin, signInLimitedTo } from '../../../test/admin-rights.ts';
import { answer, fakeApi, problem } from '../../../test/fake-api.ts';
import { fakeEventStream } from '../../../test/fake-event-stream.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { walletRideMoney } from '../../../test/ride-rows.ts';
import { successes } from '../../../test/screen-queries.ts';
import OtherRidesPage from '../pages/other-rides-page.tsx';
import { completedWalletRide } from '../testing/ride-money-rows.ts';

/** The ride's page with its money in memory: a refund or a fee changes it as the server would. */
function fakeRidePage(rights = myRights(), ride = completedWalletRide(), first = walletRideMoney()) {
  let money: RideMoney = first;
  const api = fakeApi(
    rights,
    answer(calls.Ride.GetRideById, () => ride),
    answer(calls.Ride.GetRideStatusUpdates, () => ({ rows: [], total: 0 })),
    answer(calls.Ride.RideUpdates, () => fakeEventStream().reply),
    answer(calls.Ride.GetRideMoney, () => money),
    answer(calls.Ride.RefundRide, ({ body }) => {
      if (body.Amount > money.Refundable)
        return problem(409, `At most ${formatNaira(money.Refundable)} may be refunded on ride #12`);
      money = { ...money, Refunds: body.Amount, Refundable: money.Refundable - body.Amount };
      return { Message: `${formatNaira(body.Amount)} refunded on ride #12`, Money: money };
    }),
    answer(calls.Ride.ChargeRideFee, ({ body }) => {
      money = { ...money, Fees: body.Amount };
      return { Message: `A fee of ${formatNaira(body.Amount)} charged on ride #12`, Money: money };
    }),
  );
  return { api };
}

const routes = [{ path: '/admin/otherrides/:id', element: <OtherRidesPage /> }];
const field = (dialog: HTMLElement, label: string) =>
  within(dialog).getByLabelText(new RegExp(`^${label.replace(/[()₦]/g, '.')}`));
const panel = () => screen.findByRole('region', { name: 'Fare and payment' });

describe("the admin ride page's Fare and payment", { timeout: 20_000 }, () => {
  beforeEach(() => signInAdmin());

  it('shows the breakdown and the ledger lines, each leading to the wallet transactions of the ride', async () => {
    fakeRidePage();
    renderRoutes(routes, { at: '/admin/otherrides/12' });
    const money = await panel();
    await within(money).findByRole('link', { name: '#42' });
    const breakdown = within(money).getByLabelText('Fare breakdown');
    expect(breakdown).toHaveTextContent('Final amount₦1,800');
    expect(breakdown).toHaveTextContent('VAT included (7.5 %)₦125.58');
    expect(breakdown).toHaveTextContent('Promo discount (RIDE10)₦200');
    expect(breakdown).toHaveTextContent('Released₦360');
    expect(breakdown).not.toHaveTextContent('Tips');
    const capture = within(money).getByRole('link', { name: '#42' });
    expect(capture).toHaveAttribute('href', '/admin/wallets?keyword=ride+%2312');
    expect(within(money).getByRole('cell', { name: 'Capture' })).toBeInTheDocument();
  });

  it('refunds after the prompt; a refusal shows under the amount and the form stays open', async () => {
    const { api } = fakeRidePage();
    const { user, fill } = renderRoutes(routes, { at: '/admin/otherrides/12' });
    await user.click(await within(await panel()).findByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund' });
    await fill(field(dialog, 'Amount (₦)'), '2000');
    await fill(field(dialog, 'Reason'), 'The driver took a longer road');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    const prompt = await screen.findByText('Are you sure, you want to refund this ride (#12)?');
    await user.click(
      within(prompt.closest('[role="dialog"]') as HTMLElement).getByRole('button', { name: 'Yes' }),
    );
    await waitFor(() =>
      expect(field(dialog, 'Amount (₦)')).toHaveAccessibleDescription(
        'At most ₦1,800 may be refunded on ride #12',
      ),
    );

    await fill(field(dialog, 'Amount (₦)'), '500');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(successes()).toEqual(['₦500 refunded on ride #12']));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Refund' })).not.toBeInTheDocument());
    expect(api.sentTo(calls.Ride.RefundRide).map((request) => request.body)).toEqual([
      { RideId: 12, Amount: 2000, Reason: 'The driver took a longer road' },
      { RideId: 12, Amount: 500, Reason: 'The driver took a longer road' },
    ]);
    await waitFor(async () =>
      expect(within(await panel()).getByLabelText('Fare breakdown')).toHaveTextContent('Refunds₦500'),
    );
  });

  it('charges a fee after the prompt; declining the prompt sends nothing', async () => {
    const { api } = fakeRidePage();
    const { user, fill } = renderRoutes(routes, { at: '/admin/otherrides/12' });
    await user.click(await within(await panel()).findByRole('button', { name: 'Charge fee' }));
    const dialog = await screen.findByRole('dialog', { name: 'Charge fee' });
    await fill(field(dialog, 'Amount (₦)'), '3000');
    await fill(field(dialog, 'Reason'), 'Seat cleaning, verified');
    await user.click(within(dialog).getByRole('button', { name: 'Charge fee' }));
    expect(
      await screen.findByText('Are you sure, you want to charge a fee on this ride (#12)?'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(api.sentTo(calls.Ride.ChargeRideFee)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Charge fee' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(successes()).toEqual(['A fee of ₦3,000 charged on ride #12']));
    expect(api.sentTo(calls.Ride.ChargeRideFee).map((request) => request.body)).toEqual([
      { RideId: 12, Amount: 3000, Reason: 'Seat cleaning, verified' },
    ]);
  });

  it('offers a late cancellation only Refund (of its fee), and a ride with nothing paid neither', async () => {
    fakeRidePage(
      myRights(),
      completedWalletRide({ RideStatus: 6, RideStatusName: 'Cancelled', FinalAmount: null }),
      walletRideMoney({ CancellationFee: 500, Refundable: 500, FinalAmount: null, Lines: [] }),
    );
    const { unmount } = renderRoutes(routes, { at: '/admin/otherrides/12' });
    const money = await panel();
    expect(await within(money).findByRole('button', { name: 'Refund' })).toBeInTheDocument();
    expect(within(money).queryByRole('button', { name: 'Charge fee' })).not.toBeInTheDocument();
    expect(within(money).getByText('No money has moved on this ride.')).toBeInTheDocument();
    unmount();

    fakeRidePage(myRights(), completedWalletRide(), walletRideMoney({ Refundable: 0 }));
    renderRoutes(routes, { at: '/admin/otherrides/12' });
    const paidBack = await panel();
    expect(await within(paidBack).findByRole('button', { name: 'Charge fee' })).toBeInTheDocument();
    expect(within(paidBack).queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
  });

  it('shows the money without Refund or Charge fee to an administrator who may only view rides', async () => {
    fakeRidePage(signInLimitedTo({ [Endpoint.Ride]: { CanView: true } }));
    renderRoutes(routes, { at: '/admin/otherrides/12' });
    const money = await panel();
    await within(money).findByRole('link', { name: '#42' });
    expect(within(money).queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
    expect(within(money).queryByRole('button', { name: 'Charge fee' })).not.toBeInTheDocument();
  });
});
