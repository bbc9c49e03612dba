import { screen, waitFor, within } from '@testing-library/react';
import {
  complaintTexts,
  type MyRide,
  type Rating,
  type RideStatusId,
  type RideStatusUpdate,
  ratingTexts,
  rideStatusNames,
  rideTexts,
} from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { beforeEach, describe, expect, it } from 'vitest';
import { session } from '../../../lib/session.ts';
import { answer, type FakeAnswer, fakeApi } from '../../../test/fake-api.ts';
import { problem } from '../../../test/mock-api.ts';
import { renderAt } from '../../../test/render.tsx';
import { aRide as aListedRide, driverBola } from '../../../test/ride-rows.ts';
import { successes, tableRowOf } from '../../../test/screen-queries.ts';
import { complaintSent } from '../complain/complain-about-ride.tsx';
import MyRidesPage from '../pages/my-rides-page.tsx';
import { ratedAlready } from '../rate/rate-ride.tsx';

/**
 * The rider's own ride (Ada is 'r1'): Bola Eze drives it past Pending in his Toyota; a 10 km ride, paid
 * ₦2,150.50 in cash once completed, due in cash until then.
 */
const aRide = (Id: number, RideStatus: RideStatusId, more: Partial<MyRide> = {}): MyRide => {
  const completed = RideStatus === 5;
  return {
    ...aListedRide(Id, RideStatus, {
      CustomerId: 'r1',
      ...driverBola(RideStatus),
      ...(RideStatus === 1
        ? {}
        : {
            CarDetailId: 3,
            CarName: 'Toyota',
            CarModel: 'Corolla',
            CarYear: 2021,
            LicenseNumber: 'LAG-123-AB',
          }),
      DistanceToCover: 10,
      EstimatedAmount: 2000,
      Amount: completed ? 2150.5 : null,
      CurrentStreet: '3 Broad Street',
      FinalAmount: completed ? 2150.5 : null,
      PaymentStatus: completed ? 2 : 6,
      PaymentStatusName: completed ? 'Paid' : 'DueInCash',
    }),
    AmCustomer: true,
    RatedByMe: false,
    ...more,
  };
};

const rides = [
  aRide(12, 5),
  aRide(11, 1, { RideDate: '2026-11-19T08:00:00.000Z' }),
  aRide(10, 5, {
    AmCustomer: false,
    CustomerFirstname: 'Chidi',
    CustomerSurname: 'Nwosu',
    DriverId: 'r1',
    DriverFirstname: 'Ada',
    DriverSurname: 'Okafor',
    RideDate: '2026-11-18T08:00:00.000Z',
  }),
];

const aRating = (body: { RideId: number; StarRating: number; Comment: string | null }): Rating => ({
  Id: 1,
  RatedBy: 'Ada Okafor',
  ItemName: 'Bola Eze (Driver)',
  ItemUrl: `/admin/otherrides/${body.RideId}`,
  MyTotalStarRatingAsDriver: body.StarRating,
  CreatedDate: '2026-11-20T10:00:00.000Z',
  ...body,
});

/** A ride's history as GetMyRideStatusUpdates answers it. */
const anUpdate = (Id: number, RideStatus: 1 | 2 | 5 | 6, more: Partial<RideStatusUpdate> = {}) => ({
  Id,
  RideId: 12,
  RideStatus,
  RideStatusName: rideStatusNames[RideStatus],
  Reason: null,
  CreatedDate: `2026-11-20T09:3${Id}:00.000Z`,
  ByUserId: 'r1',
  ByName: 'Ada Okafor',
  ...more,
});
const history = [
  anUpdate(1, 1),
  anUpdate(2, 2, { ByUserId: 'd1', ByName: 'Bola Eze' }),
  anUpdate(5, 5, { ByUserId: 'd1', ByName: 'Bola Eze' }),
];

/** The rider's calls in memory: their rides (filtered by status) one by one too, rating and complaining. */
function fakeRides(...more: FakeAnswer[]) {
  return fakeApi(
    answer(calls.Ride.GetMyRides, ({ query }) => {
      const rows = rides.filter((ride) => !query.rideStatus || ride.RideStatus === query.rideStatus);
      return { rows, total: rows.length };
    }),
    answer(
      calls.Ride.GetMyRide,
      ({ query }) => rides.find((ride) => ride.Id === query.id) ?? problem(404, rideTexts.noRide(query.id)),
    ),
    answer(calls.Ride.GetMyRideStatusUpdates, () => ({ rows: history, total: history.length })),
    answer(calls.Rating.RateRide, ({ body }) => aRating(body)),
    answer(calls.Complaint.CreateComplaint, () => ({ Id: 31 })),
    ...more,
  );
}

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

const open = (at = '/teacher/rides') => renderAt(<MyRidesPage />, at, { route: '/teacher/rides' });

/** Opens a ride's panel from the row with this text. */
async function viewRide(user: ReturnType<typeof open>['user'], date: string) {
  const row = await tableRowOf(date);
  await user.click(within(row).getByRole('button', { name: 'View' }));
  return screen.findByRole('dialog', { name: /^Ride #/ });
}

/** A mouse clicks the star drawn over the radio. */
const chooseStars = (user: ReturnType<typeof open>['user'], within_: HTMLElement, stars: number) =>
  user.click(
    (within(within_).getByRole('radio', { name: `${stars} stars` }) as HTMLInputElement).labels![0]!,
  );

describe('My Rides', { timeout: 30_000 }, () => {
  beforeEach(() =>
    session.signIn({
      Token: 'rider-token',
      User: {
        Id: 'r1',
        EmailAddress: 'ada@example.com',
        Surname: 'Okafor',
        FirstName: 'Ada',
        HasAdminRole: false,
        AllowAllEndPoints: false,
        AdminEndPoints: [],
      },
      RequireNewPassword: false,
    }),
  );

  it('lists the rides with their route, driver and car, amount and status', async () => {
    const api = fakeRides();
    open();
    expect(await screen.findByRole('heading', { name: 'My Rides', level: 1 })).toBeInTheDocument();
    const completed = (await tableRowOf('Bola Eze · Toyota Corolla 2021 (LAG-123-AB)')) as HTMLElement;
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      '#',
      'Date',
      'Route',
      'Driver / Car',
      'Amount',
      'Status',
      'Actions',
    ]);
    const [number, , route, , amount, status, actions] = cellsOf(completed);
    expect([number, route, amount, status, actions]).toEqual([
      '1',
      '3 Broad Street, Lagos, Lagos Island → 12 Admiralty Way, Lekki',
      '₦2,150.50',
      'Completed',
      'View',
    ]);
    const pending = cellsOf(await tableRowOf('No driver yet'));
    expect([pending[4], pending[5]]).toEqual(['₦2,000 (estimate)', 'Pending']);
    expect(cellsOf(await tableRowOf('You drove Chidi Nwosu'))[5]).toBe('Completed');
    expect(api.sentTo(calls.Ride.GetMyRides)).toHaveLength(1);
  });

  it('says so when there is no ride, and sends the chosen status to GetMyRides', async () => {
    const api = fakeRides();
    open('/teacher/rides?rideStatus=6');
    expect(await within(await screen.findByRole('table')).findByText('No Record')).toBeInTheDocument();
    expect(api.sentTo(calls.Ride.GetMyRides).at(-1)?.query.get('rideStatus')).toBe('6');
  });

  it("rates a completed ride's driver from its panel, once", async () => {
    const api = fakeRides();
    const { user, fill } = open();
    const panel = await viewRide(user, 'Bola Eze · Toyota Corolla 2021 (LAG-123-AB)');
    expect(within(panel).getByLabelText('The ride')).toHaveTextContent('LAG-123-AB');
    const rate = within(panel).getByRole('region', { name: 'Rate the driver' });
    await chooseStars(user, rate, 4);
    await fill(within(rate).getByRole('textbox', { name: /^Comment/ }), 'Smooth and on time');
    await user.click(within(rate).getByRole('button', { name: 'Rate' }));
    await waitFor(() =>
      expect(within(rate).getByRole('status')).toHaveTextContent('You gave Bola Eze 4 stars. Thank you'),
    );
    expect(api.sentTo(calls.Rating.RateRide).map((request) => request.body)).toEqual([
      { RideId: 12, StarRating: 4, Comment: 'Smooth and on time' },
    ]);
    expect(within(rate).queryByRole('button', { name: 'Rate' })).not.toBeInTheDocument();
    expect(successes()).toContain('You gave Bola Eze 4 stars. Thank you');
  });

  it("shows the server's refusal in the panel: a ride rated already", async () => {
    fakeRides(answer(calls.Rating.RateRide, () => problem(409, ratingTexts.alreadyRated)));
    const { user } = open();
    const panel = await viewRide(user, 'Bola Eze · Toyota Corolla 2021 (LAG-123-AB)');
    const rate = within(panel).getByRole('region', { name: 'Rate the driver' });
    await chooseStars(user, rate, 5);
    await user.click(within(rate).getByRole('button', { name: 'Rate' }));
    await waitFor(() => expect(within(rate).getByRole('status')).toHaveTextContent(ratingTexts.alreadyRated));
  });

  it('asks for the stars before rating', async () => {
    const api = fakeRides();
    const { user } = open();
    const panel = await viewRide(user, 'Bola Eze · Toyota Corolla 2021 (LAG-123-AB)');
    const rate = within(panel).getByRole('region', { name: 'Rate the driver' });
    await user.click(within(rate).getByRole('button', { name: 'Rate' }));
    await waitFor(() =>
      expect(within(rate).getByRole('radiogroup', { name: /^Rating/ })).toHaveAccessibleDescription(
        'Rating is required',
      ),
    );
    expect(api.sentTo(calls.Rating.RateRide)).toEqual([]);
  });

  it('complains about a ride, then links to the complaint in My Complaints', async () => {
    const api = fakeRides();
    const { user, fill } = open();
    const panel = await viewRide(user, 'Bola Eze · Toyota Corolla 2021 (LAG-123-AB)');
    await user.click(within(panel).getByRole('button', { name: 'Complain about this ride' }));
    await user.click(within(panel).getByRole('button', { name: 'Send Complaint' }));
    const title = within(panel).getByRole('textbox', { name: /^Title/ });
    await waitFor(() => expect(title).toHaveAccessibleDescription('Enter Title'));
    expect(api.sentTo(calls.Complaint.CreateComplaint)).toEqual([]);
    await fill(title, 'Charged twice');
    await fill(
      within(panel).getByRole('textbox', { name: /^Message/ }),
      'The driver asked for cash as well.',
    );
    await user.click(within(panel).getByRole('button', { name: 'Send Complaint' }));
    const sent = await within(panel).findByRole('status');
    expect(sent).toHaveTextContent(complaintSent);
    expect(within(sent).getByRole('link', { name: 'See your complaint' })).toHaveAttribute(
      'href',
      '/teacher/complaints?view=31',
    );
    expect(api.sentTo(calls.Complaint.CreateComplaint).map((request) => request.body)).toEqual([
      { RideId: 12, Title: 'Charged twice', Message: 'The driver asked for cash as well.', Picture: null },
    ]);
  });

  it('shows the refusal of a second Pending complaint about the ride', async () => {
    fakeRides(answer(calls.Complaint.CreateComplaint, () => problem(409, complaintTexts.alreadyPending)));
    const { user, fill } = open();
    const panel = await viewRide(user, 'Bola Eze · Toyota Corolla 2021 (LAG-123-AB)');
    await user.click(within(panel).getByRole('button', { name: 'Complain about this ride' }));
    await fill(within(panel).getByRole('textbox', { name: /^Title/ }), 'Charged twice');
    await fill(within(panel).getByRole('textbox', { name: /^Message/ }), 'Again.');
    await user.click(within(panel).getByRole('button', { name: 'Send Complaint' }));
    const refused = await within(panel).findByRole('status');
    expect(refused).toHaveTextContent(complaintTexts.alreadyPending);
    expect(within(refused).getByRole('link', { name: 'See My Complaints' })).toHaveAttribute(
      'href',
      '/teacher/complaints',
    );
  });

  it('offers neither Rate nor Complain on a ride no driver took; a driver rates the rider', async () => {
    fakeRides();
    const { user } = open();
    const waiting = await viewRide(user, 'No driver yet');
    expect(within(waiting).getByLabelText('The ride')).toHaveTextContent('Pending');
    expect(within(waiting).queryByRole('button', { name: 'Rate' })).not.toBeInTheDocument();
    expect(
      within(waiting).queryByRole('button', { name: 'Complain about this ride' }),
    ).not.toBeInTheDocument();
    await user.click(within(waiting).getByRole('button', { name: 'Close the ride' }));
    const driven = await viewRide(user, 'You drove Chidi Nwosu');
    expect(within(driven).getByRole('region', { name: 'Rate the rider' })).toBeInTheDocument();
    expect(
      within(driven).queryByRole('button', { name: 'Complain about this ride' }),
    ).not.toBeInTheDocument();
  });

  it("opens the address's ride though it is on no page of the list (a complaint's link)", async () => {
    const api = fakeRides(
      answer(calls.Ride.GetMyRide, ({ query }) =>
        aRide(query.id, 6, { RideDate: '2026-10-02T07:00:00.000Z', DestinationAddress: '1 Marina, Lagos' }),
      ),
    );
    open('/teacher/rides?view=7');
    const panel = await screen.findByRole('dialog', { name: 'Ride #7' });
    expect(await within(panel).findByLabelText('The ride')).toHaveTextContent('1 Marina, Lagos');
    expect(within(panel).getByLabelText('The ride')).toHaveTextContent('Cancelled');
    expect(api.sentTo(calls.Ride.GetMyRide).map((request) => request.query.get('id'))).toEqual(['7']);
  });

  it("says so when the address's ride is unknown, or not the person's", async () => {
    fakeRides();
    open('/teacher/rides?view=99');
    const panel = await screen.findByRole('dialog', { name: 'Ride #99' });
    expect(await within(panel).findByText(rideTexts.noRide(99))).toBeInTheDocument();
    expect(within(panel).queryByLabelText('The ride')).not.toBeInTheDocument();
  });

  it("refuses another's ride with the server's words", async () => {
    fakeRides(answer(calls.Ride.GetMyRide, () => problem(403, rideTexts.notYourRide)));
    open('/teacher/rides?view=40');
    const panel = await screen.findByRole('dialog', { name: 'Ride #40' });
    expect(await within(panel).findByText(rideTexts.notYourRide)).toBeInTheDocument();
  });

  it('shows the status history in the panel: each status, when, by whom, and a reason', async () => {
    const cancelled = [
      anUpdate(1, 1),
      anUpdate(6, 6, { ByUserId: null, ByName: null, Reason: 'No driver accepted the ride in time' }),
    ];
    const api = fakeRides(
      answer(calls.Ride.GetMyRideStatusUpdates, ({ query }) =>
        query.rideId === 12 ? { rows: history, total: history.length } : { rows: cancelled, total: 2 },
      ),
    );
    const { user } = open();
    const panel = await viewRide(user, 'Bola Eze · Toyota Corolla 2021 (LAG-123-AB)');
    const timeline = await within(
      within(panel).getByRole('region', { name: 'Status History' }),
    ).findByLabelText('Status History');
    expect(
      within(timeline)
        .getAllByText(/^(Pending|Accepted|Arrived|Ongoing|Completed|Cancelled)$/)
        .map((title) => title.textContent),
    ).toEqual(['Pending', 'Accepted', 'Completed']);
    expect(
      within(timeline)
        .getAllByText(/ · /)
        .map((line) => line.textContent?.split(' · ')[1]),
    ).toEqual(['Ada Okafor', 'Bola Eze', 'Bola Eze']);
    expect(api.sentTo(calls.Ride.GetMyRideStatusUpdates).at(-1)?.query.get('rideId')).toBe('12');
    await user.click(within(panel).getByRole('button', { name: 'Close the ride' }));
    const waiting = await viewRide(user, 'No driver yet');
    expect(await within(waiting).findByText('No driver accepted the ride in time')).toBeInTheDocument();
    expect(within(waiting).getByText(/· System$/)).toBeInTheDocument();
  });

  it('says the ride was rated already instead of offering Rate (RatedByMe)', async () => {
    const rated = { ...rides[0]!, RatedByMe: true };
    const api = fakeRides(
      answer(calls.Ride.GetMyRides, () => ({ rows: [rated], total: 1 })),
      answer(calls.Ride.GetMyRide, () => rated),
    );
    const { user } = open();
    const panel = await viewRide(user, 'Bola Eze · Toyota Corolla 2021 (LAG-123-AB)');
    const rate = within(panel).getByRole('region', { name: 'Rate the driver' });
    expect(within(rate).getByText(ratedAlready('Bola Eze'))).toBeInTheDocument();
    expect(within(rate).queryByRole('button', { name: 'Rate' })).not.toBeInTheDocument();
    expect(within(rate).queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(api.sentTo(calls.Rating.RateRide)).toEqual([]);
  });
});
