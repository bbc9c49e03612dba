import type { RideSummary } from './rides.ts';

/**
 * spec 001 §2: the dashboard's cards, in the spec's words and order ('cards for ongoing active rides
 * today, rides with unresolved complaints, pending rides awaiting drivers, completed rides, total
 * users, total drivers, total verified drivers'), each over its GetRideSummary count.
 */
export const dashboardCardTitles: Record<keyof RideSummary, string> = {
  ActiveRidesCount: 'Ongoing active rides today',
  UnresolvedRidesWithComplaintCount: 'Rides with unresolved complaints',
  PendingRidesTodayCount: 'Pending rides awaiting drivers',
  CompletedRidesTodayCount: 'Completed rides',
  TotalUserCount: 'Total users',
  TotalDriverCount: 'Total drivers',
  TotalVerifiedDriverCount: 'Total verified drivers',
};

/** spec 001 §9: the package usage window and the chart's delay after its code has loaded. */
export const PACKAGE_USAGE_DAYS = 15;
export const CHART_DELAY_MS = 500;

/** Ours: the dashboard's panel titles and sentences. */
export const dashboardTexts = {
  packageUsage: `Package usage (last ${PACKAGE_USAGE_DAYS} days)`,
  recentRides: 'Recent Rides',
  upcomingEvents: 'Upcoming Events',
  topDrivers: 'Top Drivers (last 30 days)',
  chartFailed: 'The chart could not be drawn',
  noEvents: 'No upcoming events',
  eventAdded: 'The event has been added',
  addEvent: 'Add Event',
};
