import { OfferStatus } from '@wayfare/contracts';
import { and, eq } from 'drizzle-orm';
import { rideOffers } from './dispatch.table.ts';

/** The open offers, of a driver or of a ride (the partial unique index keeps one per driver). */
export const OPEN = {
  ofDriver: (driverId: string) =>
    and(eq(rideOffers.driverId, driverId), eq(rideOffers.status, OfferStatus.Open)),
  ofRide: (rideId: number) => and(eq(rideOffers.rideId, rideId), eq(rideOffers.status, OfferStatus.Open)),
};
