import { Loader, Paper, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { PLACE_QUERY_MIN } from '@wayfare/contracts';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useFoundPlaces } from '../../api/find-places.ts';
import { fromFoundPlace, type PlacePoint } from './booking-places.ts';

/** Typing pauses this long before a search is asked: one search per word, not per key. */
const TYPING_PAUSE_MS = 300;

type Props = {
  label: string;
  place: PlacePoint | null;
  onPlace: (place: PlacePoint) => void;
  /** Under the field: how else to set it (the map, the browser's position). */
  description?: ReactNode;
};

/**
 * A pick-up or destination typed by name: the places found (Ride/FindPlaces) listed under the field,
 * each a button. Set some other way (a pin, the browser's position), the field shows that place.
 */
export function PlaceField({ label, place, onPlace, description }: Props) {
  const [typed, setTyped] = useState(place?.label ?? '');
  const [searching, setSearching] = useState(false);
  const [query] = useDebouncedValue(searching ? typed : '', TYPING_PAUSE_MS);
  const found = useFoundPlaces(query);
  const listId = useId();
  useEffect(() => {
    setTyped(place?.label ?? '');
    setSearching(false);
  }, [place]);
  const places = searching && query.trim().length >= PLACE_QUERY_MIN ? (found.data?.rows ?? []) : [];
  return (
    <Stack gap={4}>
      <TextInput
        label={label}
        description={description}
        value={typed}
        onChange={(event) => {
          setTyped(event.currentTarget.value);
          setSearching(true);
        }}
        placeholder="Type a place or street"
        aria-controls={listId}
        rightSection={searching && found.isFetching ? <Loader size="xs" aria-label="Searching" /> : null}
        autoComplete="off"
      />
      <Paper
        component="ul"
        id={listId}
        withBorder={places.length > 0}
        aria-label={`Places found for ${label}`}
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
      >
        {places.map((one) => (
          <li key={`${one.Latitude},${one.Longitude},${one.Name}`}>
            <UnstyledButton onClick={() => onPlace(fromFoundPlace(one))} p="xs" w="100%">
              <Text size="sm" fw={600} component="span" display="block">
                {one.Name}
              </Text>
              <Text size="xs" c="dimmed" component="span" display="block">
                {one.Address}
              </Text>
            </UnstyledButton>
          </li>
        ))}
        {searching && found.isSuccess && query.trim().length >= PLACE_QUERY_MIN && places.length === 0 && (
          <Text component="li" size="sm" p="xs">
            No place found: try another name, or pin it on the map.
          </Text>
        )}
      </Paper>
    </Stack>
  );
}
