import type { DriverPresence, Ride, RideOffer } from '@wayfare/contracts';
import type { GeoPoint } from '../src/geo.ts';
import type { SimulatedPerson } from './accounts.ts';
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
    await api.post<DriverPresence>('Ride/GoOnline', token);
    stats.count('drivers online');
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

/** At the pick-up: arrived and started, the next leg to the destination; at the destination: completed. */
async function reached(city: City, token: string, leg: Leg): Promise<Leg | undefined> {
  if (leg.next === 'complete') {
    await city.api.post('Ride/CompleteRide', token, { Id: leg.rideId });
    city.stats.count('rides completed');
    return undefined;
  }
  await city.api.post('Ride/ArriveRide', token, { Id: leg.rideId });
  await pause(city, city.tickMs);
  const ride = await city.api.post<Ride>('Ride/StartRide', token, { Id: leg.rideId });
  city.stats.count('rides started');
  if (ride.DestinationLatitude === null || ride.DestinationLongitude === null) {
    // A ride asked without coordinates (another client's): driven a few streets.
    return { rideId: ride.Id, to: nearPlace(randomPlace()), next: 'complete' };
  }
  return {
    rideId: ride.Id,
    to: { latitude: ride.DestinationLatitude, longitude: ride.DestinationLongitude },
    next: 'complete',
  };
}
