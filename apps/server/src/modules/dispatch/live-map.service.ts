import { cityAreaOf, isDriverInCity, type LiveMap } from '@wayfare/contracts';
import type { Db } from '../../db/database.ts';
import { readMapDrivers, readMapRides } from './live-map.read.ts';
import { readDemand } from './live-map-demand.ts';

/**
 * issue 31, Ride/GetLiveMap: the snapshot the operator's map starts from. Filtered by a city, it shows
 * that city's rides and the drivers on them or around them (`isDriverInCity`); `Cities` are always
 * every city with a ride on the map, to choose from.
 */
export async function getLiveMap(
  db: Db,
  input: { now: Date; staleSeconds: number; city?: string | undefined },
): Promise<LiveMap> {
  const [allDrivers, allRides] = await Promise.all([readMapDrivers(db, input), readMapRides(db)]);
  const city = input.city?.toLowerCase();
  const rides = city ? allRides.filter((ride) => ride.CurrentCity.toLowerCase() === city) : allRides;
  const area = cityAreaOf(rides);
  const drivers = city ? allDrivers.filter((driver) => isDriverInCity(driver, rides, area)) : allDrivers;
  const cities = [...new Set(allRides.map((ride) => ride.CurrentCity))].sort((a, b) => a.localeCompare(b));
  return {
    Drivers: drivers,
    Rides: rides,
    Demand: await readDemand(db, { now: input.now, city: input.city, drivers: allDrivers }),
    Cities: cities,
    GeneratedAt: input.now.toISOString(),
  };
}
