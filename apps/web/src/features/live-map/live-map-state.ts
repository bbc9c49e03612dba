import {
  cityAreaOf,
  isDriverInCity,
  type LiveMap,
  type LiveMapDriver,
  type LiveMapEvent,
  type LiveMapRide,
} from '@wayfare/contracts';

/** What the map shows now: the snapshot with every change since applied. */
export type MapState = {
  drivers: ReadonlyMap<string, LiveMapDriver>;
  rides: ReadonlyMap<number, LiveMapRide>;
};

export const stateOf = (map: LiveMap): MapState => ({
  drivers: new Map(map.Drivers.map((driver) => [driver.DriverId, driver])),
  rides: new Map(map.Rides.map((ride) => [ride.Id, ride])),
});

const inCity = (ride: LiveMapRide, city: string | null) =>
  city === null || ride.CurrentCity.toLowerCase() === city.toLowerCase();

/**
 * The state after a burst of changes (the stream sends a round's changes together: one copy for them
 * all). Filtered by a city, as the snapshot was: a ride of another city, or a driver away from the
 * city's rides (`isDriverInCity`, the server's own rule), leaves the map or never comes on it.
 */
export function applyEvents(state: MapState, events: readonly LiveMapEvent[], city: string | null): MapState {
  const drivers = new Map(state.drivers);
  const rides = new Map(state.rides);
  for (const event of events) {
    if (event.Type === 'Ride') {
      if (inCity(event.Ride, city)) rides.set(event.Ride.Id, event.Ride);
      else rides.delete(event.Ride.Id);
    } else if (event.Type === 'RideEnded') rides.delete(event.Id);
  }
  const cityRides = [...rides.values()];
  const area = city === null ? undefined : cityAreaOf(cityRides);
  for (const event of events) {
    if (event.Type === 'Driver') {
      const { Driver: driver } = event;
      if (city === null || isDriverInCity(driver, cityRides, area)) drivers.set(driver.DriverId, driver);
      else drivers.delete(driver.DriverId);
    } else if (event.Type === 'DriverOffline') drivers.delete(event.DriverId);
  }
  return { drivers, rides };
}
