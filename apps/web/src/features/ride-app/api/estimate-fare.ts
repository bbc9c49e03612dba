import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as calls from '@wayfare/contracts/calls';
import { callQuery } from '../../../lib/call-query.ts';
import type { PlacePoint } from '../book/places/booking-places.ts';

/** The fare from the pick-up to the destination by road, shared or not (asked only once both are set). */
export const useFareEstimate = (from: PlacePoint | null, to: PlacePoint | null, isShared: boolean) =>
  useQuery({
    ...callQuery(calls.Ride.EstimateFare, {
      query: {
        pickupLatitude: from?.latitude,
        pickupLongitude: from?.longitude,
        destinationLatitude: to?.latitude,
        destinationLongitude: to?.longitude,
        isShared,
      },
    }),
    enabled: from !== null && to !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
