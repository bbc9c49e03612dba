import { type MyRide, type Ride, RideStatus } from '@wayfare/contracts';
import type { SimulatedPerson } from './accounts.ts';
import { type City, nearPlace, pause, randomPlace, refusalOf } from './city.ts';

const UNFINISHED: number[] = [
  RideStatus.Pending,
  RideStatus.Accepted,
  RideStatus.Arrived,
  RideStatus.Ongoing,
];

/**
 * One simulated rider: now and then asks for a ride between two Lagos places (their coordinates and
 * addresses), then follows it with GetMyRide until it is completed or cancelled (no driver took it).
 * A ride of theirs left unfinished by an earlier run is cancelled while Pending, else waited for.
 */
export async function runRider(city: City, rider: SimulatedPerson, meanPauseMs: number) {
  const { api, stats, stopped } = city;
  await pause(city, Math.random() * meanPauseMs);
  while (!stopped()) {
    let rideId: number | undefined;
    try {
      rideId = (await requestRide(city, rider)).Id;
      stats.count('rides requested');
    } catch (error) {
      stats.count(`rider refused ${refusalOf(error)}`);
      rideId = await unfinishedRide(city, rider);
    }
    while (rideId !== undefined && !stopped()) {
      await pause(city, city.tickMs);
      const ride = await api
        .get<MyRide>('Ride/GetMyRide', rider.token, { id: rideId })
        .catch(() => undefined);
      if (ride && !UNFINISHED.includes(ride.RideStatus)) {
        stats.count(`rides ended ${ride.RideStatusName}`);
        rideId = undefined;
      }
    }
    await pause(city, meanPauseMs * (0.5 + Math.random()));
  }
}

function requestRide(city: City, rider: SimulatedPerson) {
  const from = randomPlace();
  let to = randomPlace();
  while (to === from) to = randomPlace();
  const pickup = nearPlace(from);
  const destination = nearPlace(to);
  return city.api.post<Ride>('Ride/RequestRide', rider.token, {
    PickupLatitude: pickup.latitude,
    PickupLongitude: pickup.longitude,
    DestinationLatitude: destination.latitude,
    DestinationLongitude: destination.longitude,
    IsHighTraffic: false,
    DestinationAddress: `${to.street}, ${to.city}`,
    CurrentStreet: from.street,
    CurrentCity: from.city,
    CurrentSubregion: from.subregion,
    AllowSharing: false,
    EnableCustomerPerferredAmount: false,
  });
}

/** A ride of the rider's still under way (from before): a Pending one cancelled, any other followed. */
async function unfinishedRide(city: City, rider: SimulatedPerson) {
  const rides = await city.api.get<MyRide[]>('Ride/GetMyRides', rider.token, { pageSize: 5 }).catch(() => []);
  const mine = rides.find((ride) => ride.AmCustomer && UNFINISHED.includes(ride.RideStatus));
  if (!mine) return undefined;
  if (mine.RideStatus !== RideStatus.Pending) return mine.Id;
  await city.api
    .post('Ride/CancelRide', rider.token, { Id: mine.Id, Reason: 'The simulation started again' })
    .catch(() => undefined);
  return undefined;
}
