import { screen, waitFor, within } from '@testing-library/react';
import {
  type CalendarEvent,
  dashboardCardTitles,
  dashboardTexts,
  Endpoint,
  eventTexts,
  type RideSummary,
  rideMoneySummaryTitles,
} from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import dayjs from 'dayjs';
import { beforeEach, describe, expect, it } from 'vitest';
import { myRights, signInAdmin, signInLimitedTo } from '../../test/admin-rights.ts';
import { answer, fakeApi, problem } from '../../test/fake-api.ts';
import { renderAt } from '../../test/render.tsx';
import { aRide } from '../../test/ride-rows.ts';
import { successes } from '../../test/screen-queries.ts';
import DashboardPage from './pages/dashboard-page.tsx';

const summary: RideSummary = {
  ActiveRidesCount: 12,
  UnresolvedRidesWithComplaintCount: 0,
  PendingRidesTodayCount: 4,
  CompletedRidesTodayCount: 1520,
  TotalUserCount: 500,
  TotalDriverCount: 50,
  TotalVerifiedDriverCount: 41,
};

const usage = [
  {
    PackageName: 'Weekly Hustle',
    UsageCounts: [
      { Date: '2026-11-24', Count: 3 },
      { Date: '2026-11-25', Count: 5 },
    ],
  },
];

const expiringLicence = {
  CarDetailId: 3,
  Name: 'Toyota',
  LicenseNumber: 'LAG-417-KJ',
  DriverId: 'd1',
  DriverSurname: 'Okafor',
  DriverFirstname: 'Chidi',
  Document: 'Car Licence',
  ExpiryDate: '2026-12-10',
};

/** The dashboard's calls, the events kept in memory. */
function fakeDashboard({ rights = myRights(), usageFails = false } = {}) {
  let events: CalendarEvent[] = [
    { Id: 1, Title: 'Drivers town hall', EventDateTime: '2026-12-01T10:00:00.000Z', MeetUrl: null },
  ];
  let nextId = 2;
  const api = fakeApi(
    rights,
    answer(calls.Ride.GetRideSummary, () => summary),
    answer(calls.Ride.GetRideMoneySummary, () => ({
      FaresTodayAmount: 1_250_500,
      CommissionTodayAmount: 12_505.5,
      PromotionCostTodayAmount: 3_000,
      TipsTodayAmount: 0,
    })),
    answer(calls.Package.GetPackagesSummary, () =>
      usageFails ? problem(503, 'The database is not answering') : { rows: usage, total: usage.length },
    ),
    answer(calls.Ride.GetTopDrivers, () => ({ rows: [], total: 0 })),
    answer(calls.CarDetail.GetExpiringDocuments, () => ({ rows: [expiringLicence], total: 6 })),
    answer(calls.Onboarding.GetReviewQueue, () => ({ rows: [], total: 4 })),
    answer(calls.Ride.GetRides, () => ({
      rows: [
        aRide(9, 2, { CustomerFirstname: 'Chidi' }),
        aRide(8, 5, { CustomerFirstname: 'Tunde' }),
        aRide(7, 1, { CustomerFirstname: 'Kemi' }),
      ],
      total: 3,
    })),
    answer(calls.Calenders.GetUpcomingEvents, () => ({ rows: events, total: events.length })),
    answer(calls.Calenders.CreateEvent, ({ body }) => {
      const Id = nextId++;
      events = [
        ...events,
        { Id, Title: body.Title, EventDateTime: body.EventDateTime, MeetUrl: body.MeetUrl ?? null },
      ];
      return { Id };
    }),
    answer(calls.Calenders.DeleteEvent, ({ body }) => {
      const gone = events.find((event) => event.Id === body.Id);
      events = events.filter((event) => event.Id !== body.Id);
      return { Message: eventTexts.deleted(gone?.Title ?? '') };
    }),
  );
  return { api, events: () => events };
}

/** A card by its title; its accessible name goes on with its figure ('Active Rides: 12'). */
const named = (title: string) => new RegExp(`^${title}: `);
const card = (key: keyof RideSummary) => screen.getByRole('link', { name: named(dashboardCardTitles[key]) });

describe('Dashboard', { timeout: 20_000 }, () => {
  beforeEach(() => signInAdmin());

  it('shows the seven counts, each a link to its list', async () => {
    fakeDashboard();
    renderAt(<DashboardPage />, '/admin/home');
    await waitFor(() => expect(card('CompletedRidesTodayCount')).toHaveTextContent('1,520'));
    const today = dayjs().format('YYYY-MM-DD');
    const expected: Record<keyof RideSummary, [string, string]> = {
      ActiveRidesCount: ['12', '/admin/activerides'],
      UnresolvedRidesWithComplaintCount: ['0', '/admin/complaints'],
      PendingRidesTodayCount: ['4', `/admin/otherrides?rideStatus=1&from=${today}&to=${today}`],
      CompletedRidesTodayCount: ['1,520', `/admin/otherrides?rideStatus=5&from=${today}&to=${today}`],
      TotalUserCount: ['500', '/admin/users'],
      TotalDriverCount: ['50', '/admin/drivers'],
      TotalVerifiedDriverCount: ['41', '/admin/drivers'],
    };
    for (const [key, [count, href]] of Object.entries(expected)) {
      const link = screen.getByRole('link', {
        name: `${dashboardCardTitles[key as keyof RideSummary]}: ${count}`,
      });
      expect(link).toHaveTextContent(count);
      expect(link).toHaveAttribute('href', href);
    }
  });

  it("counts the documents expiring in 30 days from the list's total, the card opening their list", async () => {
    const { api } = fakeDashboard();
    renderAt(<DashboardPage />, '/admin/home');
    const expiring = await screen.findByRole('link', { name: 'Documents Expiring In 30 Days: 6' });
    expect(expiring).toHaveTextContent('6');
    expect(expiring).toHaveAttribute('href', '/admin/cardetails?expiring=30');
    expect(String(api.sentTo(calls.CarDetail.GetExpiringDocuments)[0]?.query)).toBe(
      'daysAhead=30&page=0&pageSize=1',
    );
  });

  it("counts the records awaiting review from the queue's total, the card opening the queue (issue 32)", async () => {
    const { api } = fakeDashboard();
    renderAt(<DashboardPage />, '/admin/home');
    const queue = await screen.findByRole('link', { name: 'Awaiting review: 4' });
    expect(queue).toHaveAttribute('href', '/admin/onboarding');
    expect(String(api.sentTo(calls.Onboarding.GetReviewQueue)[0]?.query)).toBe('page=0&pageSize=1');
  });

  it('shows no awaiting-review card, and asks for none, to an administrator who may approve neither cars nor licences', async () => {
    const { api } = fakeDashboard({
      rights: signInLimitedTo({
        [Endpoint.CarDetail]: { CanView: true },
        [Endpoint.Ride]: { CanView: true },
      }),
    });
    renderAt(<DashboardPage />, '/admin/home');
    await waitFor(() => expect(card('TotalUserCount')).toHaveTextContent('500'));
    expect(screen.queryByRole('link', { name: named('Awaiting review') })).not.toBeInTheDocument();
    expect(api.sentTo(calls.Onboarding.GetReviewQueue)).toEqual([]);
  });

  it('shows no expiring-documents card, and asks for none, to an administrator without CarDetail view', async () => {
    const { api } = fakeDashboard({
      rights: signInLimitedTo({
        [Endpoint.CarDetail]: { CanModifyEdit: true },
        [Endpoint.Ride]: { CanView: true },
      }),
    });
    renderAt(<DashboardPage />, '/admin/home');
    await waitFor(() => expect(card('TotalUserCount')).toHaveTextContent('500'));
    expect(
      screen.queryByRole('link', { name: named('Documents Expiring In 30 Days') }),
    ).not.toBeInTheDocument();
    expect(api.sentTo(calls.CarDetail.GetExpiringDocuments)).toEqual([]);
  });

  it("shows today's fares, commission, promotion cost and tips in naira; the fares open today's completed rides", async () => {
    fakeDashboard();
    renderAt(<DashboardPage />, '/admin/home');
    const fares = await screen.findByRole('link', {
      name: `${rideMoneySummaryTitles.FaresTodayAmount}: ₦1,250,500`,
    });
    expect(fares).toHaveTextContent('₦1,250,500');
    const today = dayjs().format('YYYY-MM-DD');
    expect(fares).toHaveAttribute('href', `/admin/otherrides?rideStatus=5&from=${today}&to=${today}`);
    const figure = (title: string) => screen.getByRole('group', { name: named(title) });
    expect(figure(rideMoneySummaryTitles.CommissionTodayAmount)).toHaveTextContent('₦12,505.50');
    expect(figure(rideMoneySummaryTitles.PromotionCostTodayAmount)).toHaveTextContent('₦3,000');
    expect(figure(rideMoneySummaryTitles.TipsTodayAmount)).toHaveTextContent('₦0');
  });

  it('shows no money figures, and asks for none, to an administrator without Ride view', async () => {
    const { api } = fakeDashboard({ rights: signInLimitedTo({ [Endpoint.CarDetail]: { CanView: true } }) });
    renderAt(<DashboardPage />, '/admin/home');
    await waitFor(() => expect(card('TotalUserCount')).toHaveTextContent('500'));
    expect(screen.queryByText(rideMoneySummaryTitles.FaresTodayAmount)).not.toBeInTheDocument();
    expect(api.sentTo(calls.Ride.GetRideMoneySummary)).toEqual([]);
  });

  it('lists the newest rides, each linking to its page (active ones under Active Rides)', async () => {
    const { api } = fakeDashboard();
    renderAt(<DashboardPage />, '/admin/home');
    const rides = await screen.findByRole('region', { name: dashboardTexts.recentRides });
    expect(await within(rides).findByRole('cell', { name: 'Chidi Okafor' })).toBeInTheDocument();
    expect(within(rides).getByRole('link', { name: '#9' })).toHaveAttribute('href', '/admin/activerides/9');
    expect(within(rides).getByRole('link', { name: '#8' })).toHaveAttribute('href', '/admin/otherrides/8');
    expect(within(rides).getByRole('link', { name: '#7' })).toHaveAttribute('href', '/admin/otherrides/7');
    expect(String(api.sentTo(calls.Ride.GetRides)[0]?.query)).toBe('page=0&pageSize=5');
  });

  it("names a chart's placeholder as a status while its data loads (issue 32, axe)", async () => {
    fakeDashboard();
    renderAt(<DashboardPage />, '/admin/home');
    const chart = await screen.findByRole('region', { name: dashboardTexts.packageUsage });
    expect(
      within(chart).getByRole('status', { name: `Loading ${dashboardTexts.packageUsage}` }),
    ).toBeInTheDocument();
  });

  it('draws the package usage chart, and shows a failure to load it as an error alert', async () => {
    const { api } = fakeDashboard({ usageFails: true });
    renderAt(<DashboardPage />, '/admin/home');
    const chart = await screen.findByRole('region', { name: dashboardTexts.packageUsage });
    const alert = await within(chart).findByRole('alert');
    expect(alert).toHaveTextContent(dashboardTexts.chartFailed);
    expect(alert).toHaveTextContent('The database is not answering');
    expect(String(api.sentTo(calls.Package.GetPackagesSummary)[0]?.query)).toBe('daysBack=15');
  });

  it('adds an event: a server refusal under its field, then saved and listed', async () => {
    const { api, events } = fakeDashboard();
    const { user, fill } = renderAt(<DashboardPage />, '/admin/home');
    await user.click(await screen.findByRole('button', { name: dashboardTexts.addEvent }));
    await fill(screen.getByRole('textbox', { name: /^Title/ }), 'Quarterly safety briefing');
    // A day of next month, at 09:30: in the future whatever today is.
    const day = dayjs().add(1, 'month').date(15);
    await user.click(screen.getByRole('button', { name: /^Event Date Time/ }));
    await user.click(document.querySelector('[data-direction="next"]') as HTMLElement);
    await user.click(screen.getByRole('button', { name: day.format('D MMMM YYYY') }));
    const hours = screen.getByRole('spinbutton', { name: 'Hours of Event Date Time' });
    await user.clear(hours);
    await user.type(hours, '09');
    await user.type(screen.getByRole('spinbutton', { name: 'Minutes of Event Date Time' }), '30');
    await user.click(screen.getByRole('button', { name: 'Confirm Event Date Time' }));
    await fill(screen.getByRole('textbox', { name: /^Meet Url/ }), 'http://meet.example.ng/briefing');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // The server's sentence, under the field that it names by its label.
    expect(await screen.findByText(eventTexts.meetUrl.replace('MeetUrl', 'Meet Url'))).toBeVisible();
    expect(events()).toHaveLength(1);

    await fill(screen.getByRole('textbox', { name: /^Meet Url/ }), 'https://meet.example.ng/briefing');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(successes()).toEqual([dashboardTexts.eventAdded]));
    expect(api.sentTo(calls.Calenders.CreateEvent).at(-1)?.body).toEqual({
      Id: 0,
      Title: 'Quarterly safety briefing',
      EventDateTime: day.hour(9).minute(30).second(0).millisecond(0).toISOString(),
      MeetUrl: 'https://meet.example.ng/briefing',
    });
    expect(await screen.findByRole('listitem', { name: 'Quarterly safety briefing' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('deletes an event after the confirmation', async () => {
    const { api } = fakeDashboard();
    const { user } = renderAt(<DashboardPage />, '/admin/home');
    await user.click(await screen.findByRole('button', { name: 'Delete Drivers town hall' }));
    expect(
      await screen.findByText('Are you sure, you want to delete this event (Drivers town hall)?'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(successes()).toEqual([eventTexts.deleted('Drivers town hall')]));
    expect(api.sentTo(calls.Calenders.DeleteEvent)[0]?.body).toEqual({ Id: 1 });
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Drivers town hall' })).not.toBeInTheDocument(),
    );
    expect(screen.getByText(dashboardTexts.noEvents)).toBeVisible();
  });

  it('works for an administrator without the Ride endpoint: counts and events, no recent rides', async () => {
    const { api } = fakeDashboard({
      rights: signInLimitedTo({ [Endpoint.Package]: { CanView: true }, [Endpoint.Event]: { CanView: true } }),
    });
    renderAt(<DashboardPage />, '/admin/home');
    await waitFor(() => expect(card('TotalUserCount')).toHaveTextContent('500'));
    expect(await screen.findByRole('listitem', { name: 'Drivers town hall' })).toBeVisible();
    expect(screen.queryByRole('region', { name: dashboardTexts.recentRides })).not.toBeInTheDocument();
    expect(api.sentTo(calls.Ride.GetRides)).toEqual([]);
  });

  it('shows no events, and asks for none, to an administrator without Dashboard Events view (issue 29 §3)', async () => {
    const { api } = fakeDashboard({
      rights: signInLimitedTo({
        [Endpoint.Event]: { CanModifyCreate: true },
        [Endpoint.Ride]: { CanView: true },
      }),
    });
    renderAt(<DashboardPage />, '/admin/home');
    // The recent rides show once the rights are in: by then the events would show too, were they granted.
    expect(await screen.findByRole('region', { name: dashboardTexts.recentRides })).toBeVisible();
    expect(screen.queryByRole('region', { name: dashboardTexts.upcomingEvents })).not.toBeInTheDocument();
    expect(api.sentTo(calls.Calenders.GetUpcomingEvents)).toEqual([]);
  });
});
