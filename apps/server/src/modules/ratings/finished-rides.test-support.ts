import type { Ride } from '@wayfare/contracts';
import { eq } from 'drizzle-orm';
import type { TestApp } from '../../test/test-app.ts';
import { rides } from '../rides/rides.table.ts';
import { ok, type Person, requested } from '../rides/rides.test-support.ts';

/**
 * The rides the rating and complaint tests need, driven through the Ride calls as their people would.
 * Everything that drives a ride for them is here, so a change to how a driver accepts a ride (an
 * approved car, issue 17 §1) is made in this one place.
 */

/** A ride its driver accepted (and the sharers joined), left Accepted. */
export async function acceptedRide(input: {
  owner: Person;
  driver: Person;
  sharers?: Person[];
}): Promise<Ride> {
  const sharers = input.sharers ?? [];
  const ride = await requested(input.owner, { AllowSharing: sharers.length > 0 });
  for (const sharer of sharers)
    await ok(sharer.api, 'ShareRide', {
      Id: ride.Id,
      DestinationAddress: '5 Herbert Macaulay Way, Yaba',
      DistanceToCover: 5,
    });
  return ok(input.driver.api, 'AcceptRide', { Id: ride.Id });
}

/** A ride driven to the end: Completed now, or `completedAt` as given (to test the 7-day window). */
export async function completedRide(input: {
  owner: Person;
  driver: Person;
  sharers?: Person[];
  t?: TestApp;
  completedAt?: Date;
}): Promise<Ride> {
  const ride = await acceptedRide(input);
  await ok(input.driver.api, 'ArriveRide', { Id: ride.Id });
  await ok(input.driver.api, 'StartRide', { Id: ride.Id });
  const done = await ok(input.driver.api, 'CompleteRide', { Id: ride.Id });
  if (input.t && input.completedAt)
    await input.t.db.update(rides).set({ completedAt: input.completedAt }).where(eq(rides.id, ride.Id));
  return done;
}

/** A ride nobody accepted, cancelled by its owner: it never had a driver. */
export async function cancelledUnacceptedRide(owner: Person): Promise<Ride> {
  const ride = await requested(owner);
  return ok(owner.api, 'CancelRide', { Id: ride.Id, Reason: 'Changed my plans' });
}
