/** The field Ids of the location forms, so a screen can address a field (e.g. reload the states). */
export const locationFieldIds = {
  name: 1,
  twoLetterIsoCode: 2,
  threeLetterIsoCode: 3,
  countryId: 4,
  stateId: 5,
} as const;

// packages/contracts/src/locations.ts: the server keeps names to 100 characters.
export const NAME_MAX_LENGTH = 100;
