import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { callApi } from '../../../lib/call-api.ts';
import { callKey } from '../../../lib/call-query.ts';

const call = calls.Ride.RequestRide;

/**
 * issue 33: books the ride under the booking's own Idempotency-Key (a double tap, or a retry after a
 * lost answer, books once), then reloads the rider's rides so the page moves to the ride.
 */
export const useRequestRide = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: BodyOf<typeof call>; idempotencyKey: string }) =>
      callApi(call, { body, idempotencyKey }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: callKey(calls.Ride.GetMyRides) }),
        client.invalidateQueries({ queryKey: callKey(calls.Ride.GetMyRide) }),
      ]),
  });
};
