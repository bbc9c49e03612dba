import { useQuery } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { MyRide, RideStatusId } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { callQuery } from '../../../lib/call-query.ts';
import { expectNoAxeViolations } from '../../../test/axe.ts';
import { answer, fakeApi } from '../../../test/fake-api.ts';
import { type FakeEventStream, fakeEventStream } from '../../../test/fake-event-stream.ts';
import { problem } from '../../../test/mock-api.ts';
import { renderAt } from '../../../test/render.tsx';
import { signInRider } from '../../../test/sign-in-rider.ts';
import { bolasCard, FollowPage, followedRide } from '../testing/follow-rows.tsx';

/** Ride 12 as the server has it now (the test moves it on), its driver's card, the rider's stream. */
function fakeFollow(start: MyRide, acceptedAt = new Date()) {
  let ride = start;
  const streams: FakeEventStream[] = [];
  const api = fakeApi(
    answer(calls.Ride.GetMyRide, () => ride),
    answer(calls.Ride.GetMyRideDriver, () =>
      ride.RideStatus === 1
        ? problem(409, 'This ride is Pending: no driver has taken it')
        : bolasCard(acceptedAt),
    ),
    answer(calls.Ride.GetMyOutstandingBalance, () => ({ Amount: 0, Rides: [] })),
    answer(calls.Ride.CancelRide, () => problem(409, 'This ride is Ongoing; it cannot be cancelled.')),
    answer(calls.Settings.GetSiteSettings, () => ({
      AppStoreUrl: null,
      PlayStoreUrl: null,
      PaystackInlineScriptUrl: '',
      FlutterwaveInlineScriptUrl: '',
      MapTileUrl: 'http://127.0.0.1:9/{z}/{x}/{y}.png',
      MapTileAttribution: '© OpenStreetMap contributors',
    })),
    answer(calls.Ride.MyRideUpdates, () => {
      const stream = fakeEventStream();
      streams.push(stream);
      return stream.reply;
    }),
  );
  /** The server moves the ride on and tells the stream, as its Status event does. */
  const moveTo = (status: RideStatusId) => {
    ride = followedRide(status);
    act(() =>
      streams
        .at(-1)!
        .send({ Type: 'Status', RideId: 12, RideStatus: status, RideStatusName: ride.RideStatusName }),
    );
  };
  const driverAt = (EtaMinutes: number | null, Latitude = 6.45) =>
    act(() =>
      streams.at(-1)!.send({
        Type: 'DriverPosition',
        RideId: 12,
        Latitude,
        Longitude: 3.4,
        Heading: null,
        EtaMinutes,
        At: new Date().toISOString(),
      }),
    );
  return { api, streams, moveTo, driverAt };
}

// jsdom lays nothing out: Leaflet would read a map of 0 × 0 px.
const sizes = ['clientWidth', 'clientHeight'] as const;
beforeAll(() => {
  for (const size of sizes)
    Object.defineProperty(HTMLElement.prototype, size, { configurable: true, get: () => 600 });
});
afterAll(() => {
  for (const size of sizes) delete (HTMLElement.prototype as unknown as Record<string, unknown>)[size];
});

/** The screen's headline, which a screen reader announces as it changes (role status). */
const status = async (text: string) =>
  expect(await screen.findByText(text)).toHaveAttribute('role', 'status');
const mark = (name: string) =>
  [...document.querySelectorAll('.ride-app-mark')].find(
    (each) => each.lastElementChild?.textContent === name,
  );

/** Another part of the booking page: what the rider owes (a late cancellation's fee stops a booking). */
function OwedProbe() {
  useQuery(callQuery(calls.Ride.GetMyOutstandingBalance));
  return null;
}

describe("the rider's ride in progress (issue 33)", { timeout: 20_000 }, () => {
  beforeEach(() => signInRider());

  it("follows the stream: looking for a driver, the driver's card, the driver moving with the ETA, arrived, on the way", async () => {
    const { api, streams, moveTo, driverAt } = fakeFollow(followedRide(1));
    renderAt(<FollowPage />, '/ride');
    await status('Looking for a driver');
    expect(screen.getByText('From 4 Broad Street to 12 Admiralty Way, Lekki')).toBeInTheDocument();
    await waitFor(() => expect(streams).toHaveLength(1));
    await expectNoAxeViolations();

    moveTo(2);
    const card = within(await screen.findByRole('group', { name: 'Your driver' }));
    expect(await card.findByText('Rated 4.7 out of 5 (3 ratings)')).toBeInTheDocument();
    expect(card.getByText('Bola')).toBeInTheDocument();
    expect(card.getByText('Toyota Corolla 2018')).toBeInTheDocument();
    expect(card.getByText('LND-482-KJ')).toBeInTheDocument();
    expect(card.getByRole('img', { name: "Bola's picture" })).toHaveAttribute(
      'src',
      '/uploads/pictures/bola.jpg',
    );
    await status('Your driver is on the way');
    // The map comes in its own chunk (Leaflet).
    await waitFor(() => expect(mark('Pick-up')).toBeDefined());
    expect(mark('Destination')).toBeDefined();
    expect(mark('Your driver')).toBeUndefined();

    driverAt(4);
    await status('Your driver is 4 min away');
    await waitFor(() => expect(mark('Your driver')).toBeDefined());
    await expectNoAxeViolations();

    moveTo(3);
    await status('Arrived: your driver is at the pick-up');
    moveTo(4);
    driverAt(12, 6.44);
    await status('About 12 min to your destination');
    // Once riding, the ride cannot be cancelled any more.
    expect(screen.queryByRole('button', { name: 'Cancel ride' })).toBeNull();
    // One stream for the page, however often the ride changed; each change reloaded the ride.
    expect(streams).toHaveLength(1);
    expect(api.sentTo(calls.Ride.GetMyRide).length).toBeGreaterThanOrEqual(4);
  });

  it("a status change reloads what the rider owes too (the booking page's; a late cancellation's fee)", async () => {
    const { api, streams, moveTo } = fakeFollow(followedRide(2));
    renderAt(
      <>
        <FollowPage />
        <OwedProbe />
      </>,
      '/ride',
    );
    await waitFor(() => expect(streams).toHaveLength(1));
    await waitFor(() => expect(api.sentTo(calls.Ride.GetMyOutstandingBalance)).toHaveLength(1));
    moveTo(6);
    await waitFor(() => expect(api.sentTo(calls.Ride.GetMyOutstandingBalance)).toHaveLength(2));
  });

  it('reloads the ride when the stream is open again after a drop (a change may have been missed)', async () => {
    const { api, streams } = fakeFollow(followedRide(1));
    renderAt(<FollowPage />, '/ride');
    await status('Looking for a driver');
    await waitFor(() => expect(streams).toHaveLength(1));
    const asked = api.sentTo(calls.Ride.GetMyRide).length;
    act(() => streams[0]!.cut());
    await waitFor(() => expect(streams).toHaveLength(2), { timeout: 3000 });
    await waitFor(() => expect(api.sentTo(calls.Ride.GetMyRide).length).toBeGreaterThan(asked));
  });

  it('Cancel while Pending is free, said before it is confirmed', async () => {
    const { api } = fakeFollow(followedRide(1));
    const { user } = renderAt(<FollowPage />, '/ride');
    await user.click(await screen.findByRole('button', { name: 'Cancel ride' }));
    const asking = within(screen.getByRole('group', { name: 'Cancel ride' }));
    expect(asking.getByText('Cancelling is free: no driver has taken your ride yet.')).toBeInTheDocument();
    await user.click(asking.getByRole('button', { name: 'Keep my ride' }));
    expect(screen.queryByRole('group', { name: 'Cancel ride' })).toBeNull();
    expect(api.sentTo(calls.Ride.CancelRide)).toEqual([]);
  });

  it('within the grace after the driver accepted, Cancel says until when it is free and the fee after', async () => {
    fakeFollow(followedRide(2), new Date());
    const { user } = renderAt(<FollowPage />, '/ride');
    await screen.findByText('Rated 4.7 out of 5 (3 ratings)');
    await user.click(screen.getByRole('button', { name: 'Cancel ride' }));
    expect(
      screen.getByText(
        /^Free until \d{1,2}:\d{2} [AP]M \(5 min after your driver accepted\); after that, a fee of ₦500\.$/,
      ),
    ).toBeInTheDocument();
  });

  it('after the grace, Cancel names the fee; confirmed with a reason, the refusal is shown in words', async () => {
    const { api } = fakeFollow(followedRide(3), new Date(Date.now() - 10 * 60_000));
    const { user } = renderAt(<FollowPage />, '/ride');
    await screen.findByText('Rated 4.7 out of 5 (3 ratings)');
    await user.click(screen.getByRole('button', { name: 'Cancel ride' }));
    const asking = within(screen.getByRole('group', { name: 'Cancel ride' }));
    expect(
      asking.getByText(
        'Cancelling now costs a fee of ₦500: more than 5 min have passed since your driver accepted.',
      ),
    ).toBeInTheDocument();
    await user.click(asking.getByRole('radio', { name: 'The driver is taking too long' }));
    await expectNoAxeViolations();
    await user.click(asking.getByRole('button', { name: 'Cancel ride' }));
    expect(await asking.findByRole('alert')).toHaveTextContent(
      'This ride is Ongoing; it cannot be cancelled.',
    );
    expect(api.sentTo(calls.Ride.CancelRide).map((request) => request.body)).toEqual([
      { Id: 12, Reason: 'The driver is taking too long' },
    ]);
  });
});
