import { z } from 'zod';

/** issue 33: what a rider types to find a place, and how many places one search answers. */
export const PLACE_QUERY_MIN = 2;
export const PLACE_QUERY_MAX = 100;
export const MAX_FOUND_PLACES = 8;

export const placeSearchTexts = {
  queryLength: `q must be between ${PLACE_QUERY_MIN} and ${PLACE_QUERY_MAX} characters: type part of a place's name or address`,
};

/** Ride/FindPlaces: `q`, trimmed, 2 to 100 characters. */
export const findPlacesQuery = z.object({
  q: z
    .string({ error: placeSearchTexts.queryLength })
    .trim()
    .min(PLACE_QUERY_MIN, placeSearchTexts.queryLength)
    .max(PLACE_QUERY_MAX, placeSearchTexts.queryLength),
});
export type FindPlacesQuery = z.input<typeof findPlacesQuery>;

/** One place found: its short name, its whole address, and where it is (WGS 84). */
export const foundPlace = z.object({
  Name: z.string(),
  Address: z.string(),
  Latitude: z.number(),
  Longitude: z.number(),
});
export type FoundPlace = z.infer<typeof foundPlace>;
