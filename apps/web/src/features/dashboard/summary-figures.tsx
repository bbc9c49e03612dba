import { dashboardCardTitles, RideStatus, type RideSummary } from '@wayfare/contracts';
import dayjs from 'dayjs';
import { SummaryCards } from '../../components/feedback/summary-cards.tsx';
import { paths } from '../../lib/paths.ts';
import { useRideSummary } from './api/get-ride-summary.ts';
import { useAwaitingReviewFigure } from './awaiting-review-figure.ts';
import { useExpiringDocumentsFigure } from './expiring-documents-figure.ts';
import { useRideMoneyFigures } from './ride-money-figures.tsx';

/** The Ride Center filtered to one status on today's date (the browser's day: the back office is in Lagos). */
const todaysRides = (status: number) => {
  const today = dayjs().format('YYYY-MM-DD');
  return `${paths.admin('otherrides')}?rideStatus=${status}&from=${today}&to=${today}`;
};

/** Each count's list: where a card leads. */
const listOf: Record<keyof RideSummary, () => string> = {
  ActiveRidesCount: () => paths.admin('activerides'),
  UnresolvedRidesWithComplaintCount: () => paths.admin('complaints'),
  PendingRidesTodayCount: () => todaysRides(RideStatus.Pending),
  CompletedRidesTodayCount: () => todaysRides(RideStatus.Completed),
  TotalUserCount: () => paths.admin('users'),
  TotalDriverCount: () => paths.admin('drivers'),
  TotalVerifiedDriverCount: () => paths.admin('drivers'),
};

const summaryKeys = Object.keys(dashboardCardTitles) as (keyof RideSummary)[];

/**
 * spec 001 §2, issue 16 §4: the seven counts of GetRideSummary as cards, each a link to its list; then,
 * for those who may see car details, the papers expiring within 30 days (issue 17 §2); for those who may
 * see the rides, today's money (issue 30).
 */
export function SummaryFigures() {
  const summary = useRideSummary();
  const expiring = useExpiringDocumentsFigure();
  const money = useRideMoneyFigures();
  const awaitingReview = useAwaitingReviewFigure();
  const figures = summaryKeys.map((key) => ({
    title: dashboardCardTitles[key],
    // '…' while loading and '—' after a failure (the error alert says why): a 0 would read as a count.
    value: summary.data ? summary.data[key] : summary.isError ? '—' : '…',
    to: listOf[key](),
  }));
  return (
    <SummaryCards
      figures={[
        ...figures,
        ...(expiring ? [expiring] : []),
        ...(awaitingReview ? [awaitingReview] : []),
        ...money,
      ]}
    />
  );
}
