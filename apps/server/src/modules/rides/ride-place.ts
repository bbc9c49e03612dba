import { MAX_DISTANCE_KM, MIN_DISTANCE_KM, ridePlaceTexts } from '@wayfare/contracts';
import { NoRoadError, type RoadRouter } from '../../adapters/routing/road-router.ts';
import { invalid } from '../../errors.ts';
import { dispatchCell, type GeoPoint } from '../../geo.ts';
import { metresOf } from './fares.ts';

/** issue 31: where a ride starts and ends, when the rider's app gave the coordinates. */
export type RidePlace = { pickup: GeoPoint; destination: GeoPoint };

/** The names a call gives the four coordinates (RequestRide's PascalCase, EstimateFare's camelCase). */
export type PlaceProperties = { pickup: readonly [string, string]; destination: readonly [string, string] };

export const requestRidePlaceProperties: PlaceProperties = {
  pickup: ['PickupLatitude', 'PickupLongitude'],
  destination: ['DestinationLatitude', 'DestinationLongitude'],
};
export const estimateFarePlaceProperties: PlaceProperties = {
  pickup: ['pickupLatitude', 'pickupLongitude'],
  destination: ['destinationLatitude', 'destinationLongitude'],
};

type Coordinate = number | null | undefined;

/** The place when all four coordinates are given (the contracts refuse some without the others). */
export function ridePlaceOf(values: [Coordinate, Coordinate, Coordinate, Coordinate]): RidePlace | undefined {
  const [pickupLatitude, pickupLongitude, destinationLatitude, destinationLongitude] = values;
  if (pickupLatitude == null || pickupLongitude == null) return undefined;
  if (destinationLatitude == null || destinationLongitude == null) return undefined;
  return {
    pickup: { latitude: pickupLatitude, longitude: pickupLongitude },
    destination: { latitude: destinationLatitude, longitude: destinationLongitude },
  };
}

/** A 400 naming the coordinates it is about, as a schema failure would. */
const refusal = (message: string, properties: readonly string[]) =>
  invalid(message, Object.fromEntries(properties.map((property) => [property, [message]])));

/**
 * The distance a ride is charged, in metres: with a place, the road's between its ends (the
 * DistanceToCover a client sent too is not used: the road is what is driven); without, DistanceToCover.
 * Ends closer than the least distance a fare counts are charged that least distance; no road between
 * them, or one longer than any ride, is a 400 on the coordinates.
 */
export async function distanceToCoverMetres(
  roads: RoadRouter,
  input: { place: RidePlace | undefined; distanceKm: number | undefined; properties: PlaceProperties },
): Promise<number> {
  const { place, properties } = input;
  if (!place) return metresOf(input.distanceKm!);
  let km: number;
  try {
    km = await roads.roadKm(place.pickup, place.destination);
  } catch (error) {
    if (!(error instanceof NoRoadError)) throw error;
    if (error.reason === 'no-route')
      throw refusal(ridePlaceTexts.noRoad, [...properties.pickup, ...properties.destination]);
    // OSRM names the coordinate it could not snap ("… for coordinate 1"); the pick-up is the first.
    const end = /coordinate 1\b/.test(error.message) ? 'destination' : 'pick-up';
    throw refusal(
      ridePlaceTexts.noRoadNear(end),
      end === 'destination' ? properties.destination : properties.pickup,
    );
  }
  if (km > MAX_DISTANCE_KM)
    throw refusal(ridePlaceTexts.tooFarByRoad(MAX_DISTANCE_KM), properties.destination);
  return metresOf(Math.max(km, MIN_DISTANCE_KM));
}

/** A ride's place columns: the coordinates and the pick-up's H3 cell, where dispatch looks for drivers. */
export const placeColumns = (place: RidePlace | undefined) =>
  place
    ? {
        pickupLatitude: place.pickup.latitude,
        pickupLongitude: place.pickup.longitude,
        pickupCell: dispatchCell(place.pickup),
        destinationLatitude: place.destination.latitude,
        destinationLongitude: place.destination.longitude,
      }
    : {};
