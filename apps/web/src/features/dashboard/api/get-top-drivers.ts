import { useQuery } from '@tanstack/react-query';
import * as calls from '@wayfare/contracts/calls';
import { callQuery } from '../../../lib/call-query.ts';

/** issue 16 §4: the drivers with the most completed rides in `daysBack` days; a failure shows in the chart's place. */
export const useTopDrivers = (daysBack: number) =>
  useQuery({ ...callQuery(calls.Ride.GetTopDrivers, { query: { daysBack } }), meta: { silent: true } });
