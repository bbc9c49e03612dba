import { OfferStatus, RideStatus } from '@wayfare/contracts';
import { eq, max } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import { dispatchCell } from '../../geo.ts';
import { lockedRideToOffer, ridersOf } from '../rides/index.ts';
import { rideOffers } from './dispatch.table.ts';
import type { DispatchSettings } from './dispatch-settings.ts';
import { type Candidate, nearestIdleDrivers } from './nearest-drivers.ts';
import { OPEN } from './offer-statuses.ts';
import { notifyDriver, toRideOffer } from './offer-view.ts';

/**
 * issue 31: offers a Pending ride with a pick-up place to the nearest idle drivers who may drive, up
 * to OFFERS_AT_ONCE open at a time: within DISPATCH_RADIUS_KM, else (once) within twice it, else no
 * offer (it stays Pending until the pending-ride job cancels it; the sweep looks again meanwhile).
 * The ride's row is locked, so offers of one ride are made one after another whichever process makes
 * them; a driver another ride took meanwhile is skipped by the insert (the partial unique index keeps
 * a driver on one open offer). Resolves with how many offers it made.
 */
export async function offerRide(db: Db, input: { rideId: number; now: Date; settings: DispatchSettings }) {
  const { settings } = input;
  return db.transaction(async (tx) => {
    const ride = await lockedRideToOffer(tx, input.rideId);
    // The offer starts when it is made: a sweep's `now` is from before the rides ahead of this one and
    // before this ride's lock, and an offer ended meanwhile (declined, expired) must end before it.
    const now = new Date(Math.max(input.now.getTime(), Date.now()));
    if (
      !ride ||
      ride.status !== RideStatus.Pending ||
      ride.pickupLatitude === null ||
      ride.pickupLongitude === null
    )
      return 0;
    const open = await tx.$count(rideOffers, OPEN.ofRide(ride.id));
    let wanted = settings.offersAtOnce - open;
    if (wanted <= 0) return 0;
    const [widest] = await tx
      .select({ round: max(rideOffers.round) })
      .from(rideOffers)
      .where(eq(rideOffers.rideId, ride.id));
    const pickup = {
      latitude: ride.pickupLatitude,
      longitude: ride.pickupLongitude,
      cell:
        ride.pickupCell ?? dispatchCell({ latitude: ride.pickupLatitude, longitude: ride.pickupLongitude }),
    };
    const riders = await ridersOf(tx, ride.id);
    let made = 0;
    for (let round = widest?.round ?? 0; round <= 1 && wanted > 0; round++) {
      const candidates = await nearestIdleDrivers(tx, {
        pickup,
        radiusKm: settings.radiusKm * (round + 1),
        rideId: ride.id,
        riders,
        now,
        staleSeconds: settings.staleSeconds,
      });
      for (const candidate of candidates) {
        if (wanted === 0) break;
        if (!(await mayDrive(tx, candidate, { now, settings }))) continue;
        const [offer] = await tx
          .insert(rideOffers)
          .values({
            rideId: ride.id,
            driverId: candidate.driverId,
            status: OfferStatus.Open,
            distanceToPickupMetres: Math.round(candidate.distanceKm * 1000),
            round,
            offeredAt: now,
            expiresAt: new Date(now.getTime() + settings.offerSeconds * 1000),
          })
          .onConflictDoNothing()
          .returning();
        if (!offer) continue;
        await notifyDriver(tx, offer.driverId, { Type: 'Offer', Offer: toRideOffer(offer, ride) });
        wanted -= 1;
        made += 1;
      }
      if (made > 0 || open > 0) break;
    }
    return made;
  });
}

/** Whether the driver may take a ride now (AcceptRide's checks): a driver who may not is passed by. */
async function mayDrive(tx: Db, candidate: Candidate, input: { now: Date; settings: DispatchSettings }) {
  try {
    await input.settings.rules.checkMayDrive(tx, {
      userId: candidate.driverId,
      now: input.now,
      timeZone: input.settings.timeZone,
    });
    return true;
  } catch (error) {
    if (error instanceof AppError) return false;
    throw error;
  }
}
