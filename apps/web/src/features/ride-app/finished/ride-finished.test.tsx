import { screen, waitFor, within } from '@testing-library/react';
import { formatNaira, type MyRide, type RideMoney, type RideStatusUpdate } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe.ts';
import { answer, fakeApi } from '../../../test/fake-api.ts';
import { fakeEventStream } from '../../../test/fake-event-stream.ts';
import { problem } from '../../../test/mock-api.ts';
import { renderAt } from '../../../test/render.tsx';
import { walletRideMoney } from '../../../test/ride-rows.ts';
import { signInRider } from '../../../test/sign-in-rider.ts';
import { FollowPage, followedRide } from '../testing/follow-rows.tsx';

/** The completed wallet ride's money (₦1,800 charged, ₦5,000 left to tip), completed just now. */
const money = (more: Partial<RideMoney> = {}): RideMoney =>
  walletRideMoney({ CompletedAt: new Date().toISOString(), Lines: [], ...more });

const cancelled = (ByUserId: string | null, Reason: string): RideStatusUpdate => ({
  Id: 3,
  RideId: 12,
  RideStatus: 6,
  RideStatusName: 'Cancelled',
  Reason,
  CreatedDate: new Date().toISOString(),
  ByUserId,
  ByName: null,
});

/** Ride 12 finished, its money, its history; the wallet holds `wallet` naira for tips. */
function fakeFinished(
  ride: MyRide,
  options: { money?: RideMoney; history?: RideStatusUpdate[]; wallet?: number } = {},
) {
  let current = options.money ?? money();
  let rated = ride.RatedByMe;
  const wallet = options.wallet ?? 1000;
  return fakeApi(
    answer(calls.Ride.GetMyRide, () => ({ ...ride, RatedByMe: rated })),
    answer(calls.Ride.GetRideMoney, () => current),
    answer(calls.Ride.GetMyRideStatusUpdates, () => ({ rows: options.history ?? [], total: 0 })),
    answer(calls.Ride.MyRideUpdates, () => fakeEventStream().reply),
    answer(calls.Ride.Receipt, () => ({
      status: 200,
      body: '%PDF-1.4 receipt',
      headers: { 'content-type': 'application/pdf' },
    })),
    answer(calls.Rating.RateRide, ({ body }) => {
      rated = true;
      return {
        Id: 1,
        RatedBy: 'c1',
        ItemName: 'Bola Eze',
        ItemUrl: '',
        StarRating: body.StarRating,
        MyTotalStarRatingAsDriver: 4.5,
        RideId: 12,
        Comment: body.Comment ?? null,
        CreatedDate: new Date().toISOString(),
      };
    }),
    answer(calls.Ride.TipDriver, ({ body }) => {
      if (body.Amount > wallet)
        return problem(
          409,
          `Your wallet holds ${formatNaira(wallet)}; this tip needs ${formatNaira(body.Amount)}. Top up first.`,
        );
      current = { ...current, Tips: body.Amount, TipAllowance: current.TipAllowance - body.Amount };
      return { Message: `${formatNaira(body.Amount)} tip sent to the driver of ride #12`, Money: current };
    }),
    answer(calls.Complaint.CreateComplaint, () => ({ Id: 77 }) as never),
  );
}

describe("the rider's finished ride (issue 33)", { timeout: 20_000 }, () => {
  beforeEach(() => signInRider());
  afterEach(() => vi.restoreAllMocks());

  it('Completed: the fare breakdown and the receipt; Done hands back to the page', async () => {
    const api = fakeFinished(followedRide(5));
    const saved = vi.fn(() => 'blob:receipt');
    Object.assign(URL, { createObjectURL: saved, revokeObjectURL: vi.fn() });
    const onDone = vi.fn();
    const { user } = renderAt(<FollowPage onDone={onDone} />, '/ride');
    const fare = await screen.findByRole('table', { name: 'Fare breakdown' });
    expect(fare).toHaveTextContent('Distance10 km at ₦200 per km');
    expect(fare).toHaveTextContent('Promo RIDE10− ₦200');
    expect(fare).toHaveTextContent('Fare₦1,800');
    expect(fare).toHaveTextContent('VAT included (7.5 %)₦125.58');
    expect(fare).toHaveTextContent('PaymentWallet, paid');
    expect(fare).toHaveTextContent('Charged₦1,800');
    await expectNoAxeViolations();
    await user.click(screen.getByRole('button', { name: 'Download receipt' }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(String(api.sentTo(calls.Ride.Receipt)[0]?.query)).toBe('rideId=12');
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('rates the driver once: stars and a comment, then thanks in the form’s place', async () => {
    const api = fakeFinished(followedRide(5));
    const { user } = renderAt(<FollowPage />, '/ride');
    const rate = within(await screen.findByRole('region', { name: 'Rate your driver' }));
    expect(rate.getByRole('button', { name: 'Rate Bola' })).toBeDisabled();
    // Mantine's stars are radios under their labels: a click lands on the label, as a pointer's does.
    await user.click((rate.getByRole('radio', { name: '4 stars' }) as HTMLInputElement).labels![0]!);
    await user.type(rate.getByRole('textbox', { name: 'Comment (optional)' }), 'Smooth ride');
    await user.click(rate.getByRole('button', { name: 'Rate Bola' }));
    expect(await rate.findByText('You gave Bola 4 stars. Thank you')).toBeInTheDocument();
    expect(api.sentTo(calls.Rating.RateRide).map((request) => request.body)).toEqual([
      { RideId: 12, StarRating: 4, Comment: 'Smooth ride' },
    ]);
  });

  it('a ride rated already says so instead of the form', async () => {
    fakeFinished(followedRide(5, { RatedByMe: true }));
    renderAt(<FollowPage />, '/ride');
    const rate = within(await screen.findByRole('region', { name: 'Rate your driver' }));
    expect(rate.getByText('You have rated Bola on this ride.')).toBeInTheDocument();
    expect(rate.queryByRole('button')).toBeNull();
  });

  it('tips within the limit: a wallet too low refused in words, then the tip sent', async () => {
    const api = fakeFinished(followedRide(5), { wallet: 1000 });
    const { user, fill } = renderAt(<FollowPage />, '/ride', { withAlerts: true });
    const tip = within(await screen.findByRole('region', { name: 'Tip your driver' }));
    expect(tip.getByText('Up to ₦5,000, from your wallet, all of it to the driver.')).toBeInTheDocument();
    await fill(tip.getByRole('textbox', { name: 'Tip (₦)' }), '1500');
    await user.click(tip.getByRole('button', { name: 'Tip' }));
    expect(await tip.findByRole('alert')).toHaveTextContent(
      'Your wallet holds ₦1,000; this tip needs ₦1,500. Top up first.',
    );
    await fill(tip.getByRole('textbox', { name: 'Tip (₦)' }), '500');
    await user.click(tip.getByRole('button', { name: 'Tip' }));
    expect(await tip.findByText('₦500 tip sent to the driver of ride #12')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('table', { name: 'Fare breakdown' })).toHaveTextContent('Tips₦500'),
    );
    expect(api.sentTo(calls.Ride.TipDriver).map((request) => request.body)).toEqual([
      { RideId: 12, Amount: 1500 },
      { RideId: 12, Amount: 500 },
    ]);
  });

  it('reports a problem: a complaint about this ride, then the way to its thread in My Complaints', async () => {
    const api = fakeFinished(followedRide(5));
    const { user, fill } = renderAt(<FollowPage />, '/ride');
    await user.click(await screen.findByRole('button', { name: 'Report a problem' }));
    const report = within(screen.getByRole('group', { name: 'Report a problem' }));
    await fill(report.getByRole('textbox', { name: 'What went wrong?' }), 'Overcharged');
    await fill(report.getByRole('textbox', { name: 'Tell us more' }), 'The driver took a long way round');
    await expectNoAxeViolations();
    await user.click(report.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByRole('link', { name: 'See your report' })).toHaveAttribute(
      'href',
      '/teacher/complaints?view=77',
    );
    expect(api.sentTo(calls.Complaint.CreateComplaint).map((request) => request.body)).toEqual([
      { RideId: 12, Title: 'Overcharged', Message: 'The driver took a long way round' },
    ]);
  });

  it('Cancelled: who cancelled, why, and the fee charged; Done', async () => {
    fakeFinished(followedRide(6), {
      money: money({
        RideStatusName: 'Cancelled',
        FinalAmount: null,
        Captured: 0,
        CancellationFee: 500,
        TipAllowance: 0,
      }),
      history: [cancelled('c1', 'Changed my plans')],
    });
    renderAt(<FollowPage />, '/ride');
    expect(await screen.findByText('You cancelled the ride')).toBeInTheDocument();
    expect(screen.getByText('Reason: Changed my plans')).toBeInTheDocument();
    expect(await screen.findByText('A cancellation fee of ₦500 was charged.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Rate your driver' })).toBeNull();
    await expectNoAxeViolations();
    expect(screen.getByRole('button', { name: 'Done' })).toBeEnabled();
  });

  it('Cancelled by the driver, or by nobody taking it: said so, no fee', async () => {
    fakeFinished(followedRide(6), {
      money: money({ FinalAmount: null, Captured: 0, TipAllowance: 0 }),
      history: [cancelled('d1', 'Car broke down')],
    });
    renderAt(<FollowPage />, '/ride');
    expect(await screen.findByText('Your driver cancelled the ride')).toBeInTheDocument();
    expect(await screen.findByText('No fee was charged.')).toBeInTheDocument();
  });

  it('Cancelled late with a wallet short of the fee: the fee is said to be owed, to pay before the next ride', async () => {
    fakeFinished(followedRide(6), {
      money: money({ FinalAmount: null, Captured: 0, TipAllowance: 0, CancellationFee: 200, Owed: 300 }),
      history: [cancelled('c1', 'Booked by mistake')],
    });
    renderAt(<FollowPage />, '/ride');
    expect(
      await screen.findByText(
        'A cancellation fee of ₦500 applies: ₦300 of it is owed, to pay from your wallet before your next ride.',
      ),
    ).toBeInTheDocument();
  });
});
