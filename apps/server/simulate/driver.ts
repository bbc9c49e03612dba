import {
  type DriverPresence,
  type Ride,
  type RideOffer,
  RideStatus,
  ridePlaceTexts,
} from '@wayfare/contracts';
import type { GeoPoint } from '../src/geo.ts';
import type { SimulatedPerson } from './accounts.ts';
import { SimulatorApiError } from './api-client.ts';
import { CITY_KMH, type City, nearPlace, pause, randomPlace, refusalOf } from './city.ts';
import { headingOf, stepToward } from './movement.ts';

type Leg = { rideId: number; to: GeoPoint; next: 'arrive' | 'complete' };

/**
 * One simulated driver: online, cruising between Lagos places and telling the server where they are;
 * an offer is accepted (mostly) or declined; an accepted ride is driven to the pick-up (ArriveRide,
 * StartRide) and on to the destination (CompleteRide); then cruising again. Offers are read with
 * GetMyOffers at each move. Offline when the city stops.
 */
export async function runDriver(city: City, driver: SimulatedPerson) {
  const { api, stats } = city;
  const token = driver.token;
  let position = nearPlace(randomPlace());
  let cruisingTo = nearPlace(randomPlace());
  let leg: Leg | undefined;
  try {
    const presence = await goOnline(city, token);
    stats.count('drivers online');
    if (presence.Latitude !== null && presence.Longitude !== null)
      position = { latitude: presence.Latitude, longitude: presence.Longitude };
    if (presence.RideId !== null) leg = await resumedLeg(city, token, presence.RideId);
  } catch (error) {
    const why = refusalOf(error);
    stats.count('drivers refused online');
    city.log(`${driver.email} may not go online: ${why}`);
    return;
  }
  const kmPerTick = (CITY_KMH / 3_600_000) * city.tickMs * city.speedup;
  while (!city.stopped()) {
    const target = leg?.to ?? cruisingTo;
    const step = stepToward(position, target, kmPerTick);
    const heading = headingOf(position, step.point);
    position = step.point;
    try {
      await api.post('Ride/UpdateMyLocation', token, {
        Latitude: position.latitude,
        Longitude: position.longitude,
        Heading: Math.round(heading),
        Speed: (CITY_KMH / 3.6) * (step.arrived ? 0 : 1),
      });
      stats.count('locations sent');
      if (!leg) {
        if (step.arrived) cruisingTo = nearPlace(randomPlace());
        leg = await answerOffers(city, token);
      } else if (step.arrived) leg = await reached(city, token, leg);
    } catch (error) {
      stats.count(`driver refused ${refusalOf(error)}`);
      // A ride the rider cancelled, or a refusal we cannot mend: back to cruising.
      leg = undefined;
    }
    await pause(city, city.tickMs * (0.8 + Math.random() * 0.4));
  }
  await api.post('Ride/GoOffline', token).catch(() => undefined);
}

/** The open offers: the newest accepted (or declined); an accepted ride's first leg is to its pick-up. */
async function answerOffers(city: City, token: string): Promise<Leg | undefined> {
  const offers = await city.api.get<RideOffer[]>('Ride/GetMyOffers', token);
  const offer = offers[0];
  if (!offer) return undefined;
  city.stats.count('offers seen');
  if (Math.random() >= city.acceptShare) {
    await city.api.post('Ride/DeclineOffer', token, { Id: offer.Id });
    city.stats.count('offers declined');
    return undefined;
  }
  const ride = await city.api.post<Ride>('Ride/AcceptOffer', token, { Id: offer.Id });
  city.stats.count('offers accepted');
  return {
    rideId: ride.Id,
    to: { latitude: offer.PickupLatitude, longitude: offer.PickupLongitude },
    next: 'arrive',
  };
}

/** Online: GoOnline, or (a driver an earlier run left online, on a ride) their status as it is. */
async function goOnline(city: City, token: string) {
  try {
    return await city.api.post<DriverPresence>('Ride/GoOnline', token);
  } catch (error) {
    if (!(error instanceof SimulatorApiError && error.problem?.title === ridePlaceTexts.alreadyOnline))
      throw error;
    return city.api.get<DriverPresence>('Ride/GetMyDriverStatus', token);
  }
}

/** A ride left under way by an earlier run (its driver stopped mid-ride): taken up where it was. */
async function resumedLeg(city: City, token: string, rideId: number): Promise<Leg | undefined> {
  const ride = await city.api.get<Ride>('Ride/GetMyRide', token, { id: rideId });
  city.stats.count('rides resumed');
  if (ride.RideStatus === RideStatus.Ongoing) return legToDestination(ride);
  if (ride.RideStatus !== RideStatus.Accepted && ride.RideStatus !== RideStatus.Arrived) return undefined;
  if (ride.PickupLatitude === null || ride.PickupLongitude === null) return undefined;
  return { rideId, to: { latitude: ride.PickupLatitude, longitude: ride.PickupLongitude }, next: 'arrive' };
}

/** At the pick-up: arrived and started, the next leg to the destination; at the destination: completed. */
async function reached(city: City, token: string, leg: Leg): Promise<Leg | undefined> {
  if (leg.next === 'complete') {
    await city.api.post('Ride/CompleteRide', token, { Id: leg.rideId });
    city.stats.count('rides completed');
    return undefined;
  }
  // A resumed ride may be Arrived already: then only StartRide is left.
  await city.api.post('Ride/ArriveRide', token, { Id: leg.rideId }).catch((error) => {
    if (!(error instanceof SimulatorApiError && error.status === 409)) throw error;
  });
  await pause(city, city.tickMs);
  const ride = await city.api.post<Ride>('Ride/StartRide', token, { Id: leg.rideId });
  city.stats.count('rides started');
  return legToDestination(ride);
}

/** From the pick-up to the ride's destination (a few streets when the ride has no coordinates). */
function legToDestination(ride: Ride): Leg {
  if (ride.DestinationLatitude === null || ride.DestinationLongitude === null)
    return { rideId: ride.Id, to: nearPlace(randomPlace()), next: 'complete' };
  return {
    rideId: ride.Id,
    to: { latitude: ride.DestinationLatitude, longitude: ride.DestinationLongitude },
    next: 'complete',
  };
}
