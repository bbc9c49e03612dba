import { useQuery } from '@tanstack/react-query';
import type { MyRide } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { callQuery } from '../../../lib/call-query.ts';

/**
 * issue 30: one of the person's rides, whichever page of their list it is on; `shown` (its row on the
 * list's page, when it is there) stands in until it answers.
 */
export const useMyRide = (id: number, { enabled, shown }: { enabled: boolean; shown?: MyRide | undefined }) =>
  useQuery({
    ...callQuery(calls.Ride.GetMyRide, { query: { id } }),
    enabled,
    placeholderData: shown,
  });
