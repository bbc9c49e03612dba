import { useQuery } from '@tanstack/react-query';
import * as calls from '@wayfare/contracts/calls';
import { callQuery } from '../../../lib/call-query.ts';

/** issue 30: a ride's fare breakdown and the ledger lines behind it. */
export const useRideMoney = (rideId: number, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...callQuery(calls.Ride.GetRideMoney, { query: { rideId } }), enabled });
