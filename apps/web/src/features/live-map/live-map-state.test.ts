import type { LiveMap, LiveMapDriver, LiveMapRide } from '@wayfare/contracts';
import { describe, expect, it } from 'vitest';
import { applyEvents, stateOf } from './live-map-state.ts';

const driver = (DriverId: string, Latitude: number, more: Partial<LiveMapDriver> = {}): LiveMapDriver => ({
  DriverId,
  Name: 'Tunde Bakare',
  Latitude,
  Longitude: 3.35,
  Heading: null,
  State: 1,
  StateName: 'Idle',
  RideId: null,
  CarDetailId: null,
  LastSeenAt: '2026-11-29T10:00:00.000Z',
  ...more,
});

const ride = (Id: number, CurrentCity: string, PickupLatitude: number): LiveMapRide => ({
  Id,
  RideStatus: 1,
  RideStatusName: 'Pending',
  CustomerName: 'Ngozi Eze',
  DriverId: null,
  CurrentStreet: 'Allen Avenue',
  CurrentCity,
  DestinationAddress: 'Admiralty Way, Lekki',
  PickupLatitude,
  PickupLongitude: 3.35,
  DestinationLatitude: null,
  DestinationLongitude: null,
  RideDate: '2026-11-29T09:50:00.000Z',
});

const map = (rides: LiveMapRide[], drivers: LiveMapDriver[] = []): LiveMap => ({
  Drivers: drivers,
  Rides: rides,
  Demand: [],
  Cities: [],
  GeneratedAt: '2026-11-29T10:00:00.000Z',
});

// issue 31: the changes of Ride/LiveMapUpdates on the map's state, filtered by a city as the snapshot was.
describe("the live map's state", () => {
  it('filtered by a city, takes its rides and the drivers around them, and leaves the rest off', () => {
    const ikeja = stateOf(map([ride(1, 'Ikeja', 6.6)]));
    const next = applyEvents(
      ikeja,
      [
        { Type: 'Ride', Ride: ride(2, 'Yaba', 6.5) },
        { Type: 'Ride', Ride: ride(3, 'ikeja', 6.61) },
        { Type: 'Driver', Driver: driver('near', 6.62) },
        { Type: 'Driver', Driver: driver('far', 6.9) },
        { Type: 'Driver', Driver: driver('driving', 6.9, { RideId: 3, State: 3, StateName: 'On a ride' }) },
      ],
      'Ikeja',
    );
    expect([...next.rides.keys()]).toEqual([1, 3]);
    expect([...next.drivers.keys()]).toEqual(['near', 'driving']);
  });

  it('drops a driver who went offline or drove out of the city, and a ride that ended or moved city', () => {
    const start = stateOf(
      map([ride(1, 'Ikeja', 6.6), ride(2, 'Ikeja', 6.61)], [driver('a', 6.6), driver('b', 6.6)]),
    );
    const next = applyEvents(
      start,
      [
        { Type: 'DriverOffline', DriverId: 'a' },
        { Type: 'Driver', Driver: driver('b', 7.5) },
        { Type: 'RideEnded', Id: 1, RideStatus: 5 },
        { Type: 'Ride', Ride: ride(2, 'Yaba', 6.61) },
      ],
      'Ikeja',
    );
    expect(next.drivers.size).toBe(0);
    expect(next.rides.size).toBe(0);
    // Unfiltered, a change is taken wherever it is.
    expect(
      applyEvents(start, [{ Type: 'Driver', Driver: driver('b', 7.5) }], null).drivers.get('b')?.Latitude,
    ).toBe(7.5);
  });
});
