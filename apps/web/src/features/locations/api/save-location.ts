import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isEmptyIdentifier } from '@wayfare/contracts';
import { api } from '../../../lib/api-client.ts';
import { type LocationKind, locationCall } from '../location-kinds.ts';
import { refreshLocations } from './refresh-locations.ts';

// The properties each call takes (packages/contracts/src/locations.ts): the bodies are strict objects,
// so the names the list rows add (CountryName, StateName) must not be sent.
const bodyKeys: Record<LocationKind, readonly string[]> = {
  country: ['Id', 'Name', 'TwoLetterIsoCode', 'ThreeLetterIsoCode'],
  state: ['Id', 'Name', 'CountryId'],
  city: ['Id', 'Name', 'CountryId', 'StateId'],
};

export type LocationValues = Record<string, unknown>;

/** The body of Create{X} / Update{X}: only the entity's own fields, the Id 0 of a new record included. */
export const locationBody = (kind: LocationKind, values: LocationValues) =>
  Object.fromEntries(bodyKeys[kind].map((key) => [key, key === 'Id' ? (values.Id ?? 0) : values[key]]));

/** spec 001 §4 and §7: an empty Id (0) is saved with Create{X}, any other updated with Update{X}. */
export const saveLocation = (kind: LocationKind, values: LocationValues) =>
  api.post<LocationValues>(
    locationCall(kind, isEmptyIdentifier(values.Id) ? 'Create' : 'Update'),
    locationBody(kind, values),
  );

export const useSaveLocation = (kind: LocationKind) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: LocationValues) => saveLocation(kind, values),
    onSuccess: () => refreshLocations(queryClient),
  });
};
