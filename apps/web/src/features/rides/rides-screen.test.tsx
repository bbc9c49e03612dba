import { act, screen, waitFor, within } from '@testing-library/react';
import {
  ACTIVE_RIDE_STATUSES,
  Endpoint,
  type Ride,
  type RideStatusId,
  type RideStatusUpdate,
  rideStatusNames,
  rideTexts,
} from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RIDE_RELOAD_DELAY_MS } from '../../lib/use-ride-refresh.ts';
import { expectPermissionNotice, myRights, signInAdmin, signInLimitedTo } from '../../test/admin-rights.ts';
import { answer, fakeApi } from '../../test/fake-api.ts';
import { type FakeEventStream, fakeEventStream } from '../../test/fake-event-stream.ts';
import { problem } from '../../test/mock-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import { aRide as aListedRide, driverBola } from '../../test/ride-rows.ts';
import { tableRowOf } from '../../test/screen-queries.ts';
import ActiveRidesPage from './pages/active-rides-page.tsx';
import OtherRidesPage from './pages/other-rides-page.tsx';

/** The admin lists' ride: Bola Eze drives it past Pending, on the Weekly Hustle package; a completed one cost ₦2,500. */
const aRide = (Id: number, RideStatus: RideStatusId, more: Partial<Ride> = {}): Ride =>
  aListedRide(Id, RideStatus, {
    ...driverBola(RideStatus),
    Amount: RideStatus === 5 ? 2500 : null,
    PackageName: 'Weekly Hustle',
    ...more,
  });

const update = (Id: number, RideStatus: 1 | 2 | 3 | 4 | 5 | 6, ByName: string | null): RideStatusUpdate => ({
  Id,
  RideId: 7,
  RideStatus,
  RideStatusName: rideStatusNames[RideStatus],
  Reason: null,
  CreatedDate: `2026-11-20T09:3${Id}:00.000Z`,
  ByUserId: null,
  ByName,
});

/**
 * The Ride area in memory: one ride on its way, one completed (shared), one cancelled; and the live
 * stream, each connection to it one of `streams`.
 */
function fakeRides(rightsAnswer = myRights()) {
  const streams: FakeEventStream[] = [];
  const rides: Ride[] = [
    aRide(7, 4, {
      CustomerFirstname: 'Ngozi',
      CustomerSurname: 'Adeyemi',
      AllowSharing: true,
      RideSharedusers: [
        {
          Id: 1,
          UserId: 's1',
          CustomerSurname: 'Bello',
          CustomerFirstname: 'Musa',
          DestinationAddress: '3 Allen Avenue, Ikeja',
          DistanceToCover: 8,
          EstimatedAmount: 1280,
        },
      ],
    }),
    aRide(6, 5, { CustomerFirstname: 'Tunde', CustomerSurname: 'Bakare', Amount: 3100 }),
    aRide(5, 6, { CustomerFirstname: 'Kemi', CustomerSurname: 'Ojo' }),
  ];
  const list = (query: { keyword?: string; rideStatus?: number }, only?: readonly number[]) => {
    const rows = rides.filter(
      (ride) =>
        (!only || only.includes(ride.RideStatus)) &&
        (!query.rideStatus || ride.RideStatus === query.rideStatus) &&
        `${ride.CustomerFirstname} ${ride.CustomerSurname}`
          .toLowerCase()
          .includes((query.keyword ?? '').toLowerCase()),
    );
    return { rows, total: rows.length };
  };
  const api = fakeApi(
    rightsAnswer,
    answer(calls.Ride.GetActiveRides, ({ query }) => list(query, ACTIVE_RIDE_STATUSES)),
    answer(calls.Ride.GetRides, ({ query }) => list(query)),
    answer(calls.Ride.GetRideById, ({ query }) => {
      const ride = rides.find((each) => each.Id === query.id);
      return ride ?? problem(404, rideTexts.noRide(query.id));
    }),
    answer(calls.Ride.RideUpdates, () => {
      const stream = fakeEventStream();
      streams.push(stream);
      return stream.reply;
    }),
    answer(calls.Ride.GetRideStatusUpdates, () => ({
      rows: [
        update(1, 1, 'Ngozi Adeyemi'),
        update(2, 2, 'Bola Eze'),
        update(3, 3, 'Bola Eze'),
        update(4, 4, 'Bola Eze'),
      ],
      total: 4,
    })),
  );
  return { api, rides, streams };
}

const routes = [
  { path: '/admin/activerides', element: <ActiveRidesPage /> },
  { path: '/admin/activerides/:id', element: <ActiveRidesPage /> },
  { path: '/admin/otherrides', element: <OtherRidesPage /> },
  { path: '/admin/otherrides/:id', element: <OtherRidesPage /> },
];

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('the ride lists and a ride’s page', { timeout: 20_000 }, () => {
  beforeEach(() => signInAdmin());
  afterEach(() => vi.useRealTimers());

  it('lists only the rides on their way under Active Rides, with the issue’s columns', async () => {
    const { api } = fakeRides();
    renderRoutes(routes, { at: '/admin/activerides' });
    const row = await tableRowOf('Ngozi Adeyemi');
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      '#',
      'Customer',
      'Driver',
      'Car',
      'Destination',
      'Distance (km)',
      'Amount (₦)',
      'Payment',
      'Date',
      'Status',
      'Actions',
    ]);
    expect(cellsOf(row)).toEqual([
      '1',
      'Ngozi Adeyemi',
      'Bola Eze',
      '—',
      '12 Admiralty Way, Lekki',
      '12.5',
      '2,500',
      'CashDue in cash',
      expect.stringMatching(/^20 Nov 2026, /),
      'Ongoing',
      'View',
    ]);
    expect(screen.queryByRole('cell', { name: 'Tunde Bakare' })).not.toBeInTheDocument();
    // Active rides: a keyword, no status or date filters.
    expect(screen.getByPlaceholderText('Search with Keywords')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument();
    expect(api.sentTo(calls.Ride.GetActiveRides)).toHaveLength(1);
  });

  it('lists every ride under the Ride Center, Completed green and Cancelled red, filtered by status', async () => {
    const { api } = fakeRides();
    const { user, location } = renderRoutes(routes, { at: '/admin/otherrides' });
    const completed = within(await tableRowOf('Tunde Bakare')).getByText('Completed');
    const cancelled = within(await tableRowOf('Kemi Ojo')).getByText('Cancelled');
    expect(completed.closest('.mantine-Badge-root')?.getAttribute('style')).toContain('green');
    expect(cancelled.closest('.mantine-Badge-root')?.getAttribute('style')).toContain('red');
    // A completed ride shows what it cost; one on its way its estimate.
    expect(cellsOf(await tableRowOf('Tunde Bakare'))[6]).toBe('3,100');

    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(status).toHaveValue('All Rides');
    await user.click(status);
    const choices = await screen.findAllByRole('option');
    expect(choices.map((choice) => choice.textContent)).toEqual([
      'All Rides',
      'Pending',
      'Accepted',
      'Arrived',
      'Ongoing',
      'Completed',
      'Cancelled',
    ]);
    await user.click(screen.getByRole('option', { name: 'Completed' }));
    await waitFor(() => expect(location().search).toBe('?rideStatus=5'));
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Kemi Ojo' })).not.toBeInTheDocument());
    expect(api.sentTo(calls.Ride.GetRides).at(-1)?.query.get('rideStatus')).toBe('5');
    expect(api.sentTo(calls.Ride.GetRides)[0]?.query.get('rideStatus')).toBeNull();
    expect(screen.getByRole('button', { name: 'From' })).toBeInTheDocument();
  });

  it('shows a completed ride’s final amount and each ride’s payment: its method and status badge', async () => {
    const { rides } = fakeRides();
    rides.push(
      aRide(9, 5, {
        CustomerFirstname: 'Femi',
        CustomerSurname: 'Lawal',
        Amount: 2000,
        PromoDiscount: 200,
        FinalAmount: 1800,
        PaymentMethod: 1,
        PaymentMethodName: 'Wallet',
        PaymentStatus: 2,
        PaymentStatusName: 'Paid',
      }),
      aRide(10, 5, {
        CustomerFirstname: 'Uche',
        CustomerSurname: 'Obi',
        FinalAmount: 2500,
        OwedAmount: 100,
        PaymentMethod: 1,
        PaymentMethodName: 'Wallet',
        PaymentStatus: 3,
        PaymentStatusName: 'Owed',
      }),
    );
    renderRoutes(routes, { at: '/admin/otherrides' });
    const paid = await tableRowOf('Femi Lawal');
    expect(cellsOf(paid).slice(6, 8)).toEqual(['1,800', 'WalletPaid']);
    expect(within(paid).getByText('Paid').closest('.mantine-Badge-root')?.getAttribute('style')).toContain(
      'green',
    );
    const owed = await tableRowOf('Uche Obi');
    expect(within(owed).getByText('Owed').closest('.mantine-Badge-root')?.getAttribute('style')).toContain(
      'red',
    );
    expect(within(await tableRowOf('Kemi Ojo')).getByText('Due in cash')).toBeInTheDocument();
  });

  it('reloads the list shortly after a ride update arrives on the live stream, and again after a drop', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { api, rides, streams } = fakeRides();
    renderRoutes(routes, { at: '/admin/activerides', advanceTimers: vi.advanceTimersByTime });
    await tableRowOf('Ngozi Adeyemi');
    await waitFor(() => expect(streams.filter((stream) => !stream.closed)).toHaveLength(1));
    const live = streams.find((stream) => !stream.closed)!;
    expect(api.sentTo(calls.Ride.RideUpdates)[0]?.headers.get('Authorization')).toMatch(/^Bearer /);
    const first = api.sentTo(calls.Ride.GetActiveRides).length;
    rides[0] = { ...rides[0]!, RideStatus: 5, RideStatusName: 'Completed' };
    rides.push(aRide(8, 2, { CustomerFirstname: 'Femi', CustomerSurname: 'Lawal' }));
    // A burst of changes is one reload.
    live.send({ Id: 7, RideStatus: 5, RideStatusName: 'Completed' });
    live.send({ Id: 8, RideStatus: 1, RideStatusName: 'Pending' });
    live.send({ Id: 8, RideStatus: 2, RideStatusName: 'Accepted' });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(RIDE_RELOAD_DELAY_MS);
    });
    await tableRowOf('Femi Lawal');
    expect(screen.queryByRole('cell', { name: 'Ngozi Adeyemi' })).not.toBeInTheDocument();
    expect(api.sentTo(calls.Ride.GetActiveRides).length).toBe(first + 1);

    // The stream drops: connected again, the list reloads (a change may have been missed meanwhile).
    rides.push(aRide(9, 3, { CustomerFirstname: 'Sade', CustomerSurname: 'Ade' }));
    const before = streams.length;
    live.cut();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000 + RIDE_RELOAD_DELAY_MS);
    });
    await tableRowOf('Sade Ade');
    expect(streams).toHaveLength(before + 1);
    expect(streams.filter((stream) => !stream.closed)).toHaveLength(1);
  });

  it('stops following the stream when the screen goes', async () => {
    const { streams } = fakeRides();
    const { unmount } = renderRoutes(routes, { at: '/admin/activerides' });
    await tableRowOf('Ngozi Adeyemi');
    await waitFor(() => expect(streams.filter((stream) => !stream.closed)).toHaveLength(1));
    unmount();
    await waitFor(() => expect(streams.every((stream) => stream.closed)).toBe(true));
  });

  it('opens a ride’s page: breadcrumb, the ride, who shares it and its status history', async () => {
    const { api } = fakeRides();
    const { user, location } = renderRoutes(routes, { at: '/admin/activerides' });
    await user.click(within(await tableRowOf('Ngozi Adeyemi')).getByRole('button', { name: 'View' }));
    await waitFor(() => expect(location().pathname).toBe('/admin/activerides/7'));
    expect(await screen.findByRole('heading', { name: 'Ride #7' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Active Rides' })).toHaveAttribute(
      'href',
      '/admin/activerides',
    );
    const facts = screen.getByLabelText('The ride');
    expect(facts).toHaveTextContent('Pick-up4 Broad Street, Lagos, Lagos Island');
    expect(facts).toHaveTextContent('Estimated Amount₦2,500');
    expect(facts).toHaveTextContent('PackageWeekly Hustle');

    const shared = screen.getByRole('table', { name: 'Shared With' });
    expect(
      within(shared)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Customer', 'Destination', 'Distance (km)', 'Estimated Amount (₦)']);
    expect(cellsOf(within(shared).getAllByRole('row')[1]!)).toEqual([
      'Musa Bello',
      '3 Allen Avenue, Ikeja',
      '8',
      '1,280',
    ]);

    const history = await screen.findByLabelText('Status History');
    await waitFor(() =>
      expect(
        within(history)
          .getAllByText(/^(Pending|Accepted|Arrived|Ongoing)$/)
          .map((title) => title.textContent),
      ).toEqual(['Pending', 'Accepted', 'Arrived', 'Ongoing']),
    );
    expect(history).toHaveTextContent('Ngozi Adeyemi');
    expect(api.sentTo(calls.Ride.GetRideStatusUpdates)[0]?.query.get('rideId')).toBe('7');
  });

  it('says so when the ride is not there', async () => {
    fakeRides();
    renderRoutes(routes, { at: '/admin/otherrides/99' });
    expect(await screen.findByText(rideTexts.noRide(99))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Ride Center' })).toHaveAttribute(
      'href',
      '/admin/otherrides',
    );
  });

  it('shows the notice, and asks for no ride, to someone without the Ride endpoint', async () => {
    const { api } = fakeRides(signInLimitedTo({ [Endpoint.Package]: { CanView: true } }));
    renderRoutes(routes, { at: '/admin/otherrides' });
    await expectPermissionNotice(api, calls.Ride.GetRides);
    expect(api.sentTo(calls.Ride.RideUpdates)).toEqual([]);
  });
});
