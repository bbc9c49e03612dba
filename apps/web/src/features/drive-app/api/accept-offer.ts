import { useQueryClient } from '@tanstack/react-query';
import * as calls from '@wayfare/contracts/calls';
import { refreshAreas, useCallMutation } from '../../../lib/call-query.ts';

/** issue 33: Accept an offer, with the car driven; the driver's status then names the ride. */
export function useAcceptOffer() {
  const client = useQueryClient();
  return useCallMutation(calls.Ride.AcceptOffer, { onSettled: () => refreshAreas(client, 'Ride') });
}
