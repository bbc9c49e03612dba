import type { FoundPlace } from '@wayfare/contracts';

/** A pick-up or destination: where it is, and how the rider and the driver read it. */
export type PlacePoint = {
  latitude: number;
  longitude: number;
  /** What the field shows: a place's name, 'Your location', or 'Pinned on the map'. */
  label: string;
  /** The whole address of a typed place; null for a position (the browser's or a pin). */
  address: string | null;
};

/** Lagos: where the map opens before it knows where the rider is. */
export const LAGOS = { latitude: 6.4541, longitude: 3.3947 };

export const fromFoundPlace = (place: FoundPlace): PlacePoint => ({
  latitude: place.Latitude,
  longitude: place.Longitude,
  label: place.Name,
  address: place.Address,
});

export const fromPosition = (latitude: number, longitude: number, label: string): PlacePoint => ({
  latitude,
  longitude,
  label,
  address: null,
});

const coordinates = (place: PlacePoint) => `${place.latitude.toFixed(5)}, ${place.longitude.toFixed(5)}`;

/** How the driver reads a place: its address, or a position's label with its coordinates. */
export const placeText = (place: PlacePoint) => place.address ?? `${place.label} (${coordinates(place)})`;

/**
 * RequestRide's pick-up fields from the place. A typed place's address is "name, street, …, city,
 * state[, postcode], country": the street is its first two parts, the city the one before the state.
 * A position has no address (no reverse geocoding): its label and coordinates, in Lagos, the one city
 * the app serves.
 */
export function pickupFields(place: PlacePoint) {
  if (place.address === null)
    return { CurrentStreet: placeText(place), CurrentCity: 'Lagos', CurrentSubregion: '' };
  const parts = place.address
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '' && !/^\d+$/.test(part) && part !== 'Nigeria');
  const rest = parts.slice(2);
  return {
    CurrentStreet: parts.slice(0, 2).join(', ') || place.label,
    CurrentCity: rest.at(-2) ?? rest[0] ?? parts[0] ?? place.label,
    CurrentSubregion: rest.length > 1 ? (rest.at(-1) ?? '') : '',
  };
}
