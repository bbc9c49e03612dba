import type { FoundPlace } from '@wayfare/contracts';
import { type LagosPlace, lagosPlaces } from '../../demo/lagos-places.ts';
import type { PlaceFinder } from './place-finder.ts';

/** Lower case, accents and punctuation gone, spaces single: "Ikeja  City-Mall" finds "ikeja city mall". */
const plain = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

const asFound = (place: LagosPlace): FoundPlace => ({
  Name: place.name,
  Address: `${place.name}, ${place.street}, ${place.city}, ${place.subregion}`,
  Latitude: place.latitude,
  Longitude: place.longitude,
});

/**
 * Without a geocoder: the shipped Lagos places whose name holds every word typed, those whose name
 * starts with the words first (the list's order otherwise).
 */
export function shippedPlacesFinder(places: readonly LagosPlace[] = lagosPlaces): PlaceFinder {
  return {
    async findPlaces(query, limit) {
      const words = plain(query).split(' ').filter(Boolean);
      if (words.length === 0) return [];
      const matching = places.filter((place) => {
        const name = ` ${plain(place.name)}`;
        return words.every((word) => name.includes(` ${word}`));
      });
      const startsWith = (place: LagosPlace) => plain(place.name).startsWith(words[0]!);
      return [...matching.filter(startsWith), ...matching.filter((place) => !startsWith(place))]
        .slice(0, limit)
        .map(asFound);
    },
  };
}
