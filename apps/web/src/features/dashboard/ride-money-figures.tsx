import { IconCoin } from '@tabler/icons-react';
import { formatNaira, type RideMoneySummary, RideStatus, rideMoneySummaryTitles } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import dayjs from 'dayjs';
import type { SummaryFigure } from '../../components/feedback/summary-cards.tsx';
import { useCanCall } from '../../components/screen/index.ts';
import { paths } from '../../lib/paths.ts';
import { useRideMoneySummary } from './api/get-ride-money-summary.ts';

const moneyKeys = Object.keys(rideMoneySummaryTitles) as (keyof RideMoneySummary)[];

/** Today's fares open the rides completed today (the browser's day, as the counts' cards do). */
const completedToday = () => {
  const today = dayjs().format('YYYY-MM-DD');
  return `${paths.admin('otherrides')}?rideStatus=${RideStatus.Completed}&from=${today}&to=${today}`;
};

/**
 * issue 30: today's fares, platform commission, promotion cost and tips, for those who may see the rides
 * (the money is not the AllowForAll counts'); none and nothing asked for otherwise.
 */
export function useRideMoneyFigures(): SummaryFigure[] {
  const allowed = useCanCall(calls.Ride.GetRideMoneySummary);
  const money = useRideMoneySummary({ enabled: allowed });
  if (!allowed) return [];
  return moneyKeys.map((key) => ({
    title: rideMoneySummaryTitles[key],
    // As the counts: '…' while loading, '—' after a failure (a ₦0 would read as a figure).
    value: money.data ? formatNaira(money.data[key]) : money.isError ? '—' : '…',
    icon: <IconCoin size={22} />,
    color: 'teal',
    ...(key === 'FaresTodayAmount' ? { to: completedToday() } : {}),
  }));
}
