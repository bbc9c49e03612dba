import '@mantine/spotlight/styles.layer.css';
import { ActionIcon, Box, Button, Kbd, Loader, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { createSpotlight, Spotlight } from '@mantine/spotlight';
import { IconSearch } from '@tabler/icons-react';
import { type FoundRecords, SEARCH_MIN_LENGTH, searchTexts } from '@wayfare/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useFoundRecords } from './api/find-records.ts';
import { recordAddressOf } from './record-address.ts';

/** The search's key: `/`, as on GitHub and MDN; ignored while typing in a field (Spotlight's default). */
export const SEARCH_SHORTCUT = '/';
export const SEARCH_LABEL = 'Search rides, people, cars, orders and payments';
const TYPING_PAUSE_MS = 250;

const [searchStore, searchBox] = createSpotlight();

/**
 * The list scrolls in Mantine's ScrollArea, which takes `viewportProps` though Spotlight's types do not
 * name them: a focusable viewport can be scrolled from the keyboard too (axe: scrollable-region-focusable).
 */
const focusableViewport = { viewportProps: { tabIndex: 0 } } as object;

/**
 * Issue 32: the admin header's one search box. `/` (or the button; an icon on a phone) opens it; a ride
 * id, a phone, a plate, a WF- order id, an e-mail or a name finds records, grouped as the server answers
 * (only the groups the person may see); arrows choose one and Enter opens it at its record address.
 */
export function HeaderSearch({ compact }: { compact: boolean }) {
  const [query, setQuery] = useState('');
  const [typed] = useDebouncedValue(query.trim(), TYPING_PAUSE_MS);
  const found = useFoundRecords(typed);
  const navigate = useNavigate();
  return (
    <>
      {compact ? (
        <ActionIcon variant="subtle" size="lg" aria-label={SEARCH_LABEL} onClick={searchBox.open}>
          <IconSearch size={20} aria-hidden />
        </ActionIcon>
      ) : (
        <Button
          variant="default"
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={<Kbd aria-hidden>{SEARCH_SHORTCUT}</Kbd>}
          onClick={searchBox.open}
          aria-label={SEARCH_LABEL}
          aria-keyshortcuts={SEARCH_SHORTCUT}
          fw={400}
          c="dimmed"
        >
          Search…
        </Button>
      )}
      <Spotlight.Root
        store={searchStore}
        query={query}
        onQueryChange={setQuery}
        shortcut={SEARCH_SHORTCUT}
        scrollable
        maxHeight={480}
      >
        <Spotlight.Search
          placeholder="Ride id, phone, plate, WF- order id, e-mail or name"
          aria-label={SEARCH_LABEL}
          leftSection={<IconSearch size={18} aria-hidden />}
          rightSection={found.isFetching ? <Loader size="xs" aria-label="Searching" /> : null}
        />
        <Spotlight.ActionsList aria-label="Records found" {...focusableViewport}>
          <FoundGroups
            answer={typed.length >= SEARCH_MIN_LENGTH ? found.data : undefined}
            hint={query.trim().length < SEARCH_MIN_LENGTH ? searchTexts.tooShort : undefined}
            failed={found.isError ? found.error.message : undefined}
            onOpen={(address) => navigate(address)}
          />
        </Spotlight.ActionsList>
      </Spotlight.Root>
    </>
  );
}

function FoundGroups({
  answer,
  hint,
  failed,
  onOpen,
}: {
  answer: FoundRecords | undefined;
  hint: string | undefined;
  failed: string | undefined;
  onOpen: (address: string) => void;
}) {
  if (hint) return <Spotlight.Empty>{hint}</Spotlight.Empty>;
  if (failed) return <Spotlight.Empty>{failed}</Spotlight.Empty>;
  if (!answer) return null;
  if (answer.Groups.length === 0) return <Spotlight.Empty>Nothing found</Spotlight.Empty>;
  return (
    <>
      {answer.Groups.map((group) => (
        // Spotlight's own group draws its label in CSS only: this one is named for screen readers too.
        <Box key={group.Name} role="group" aria-labelledby={`found-${group.Name}`}>
          <Text id={`found-${group.Name}`} size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pt="xs">
            {group.Name}
          </Text>
          {group.Records.map((record) => (
            <Spotlight.Action
              key={`${record.Kind} ${record.Id}`}
              label={record.Title}
              description={record.Detail}
              // The button reset's padding can come after Spotlight's in the admin chunk's styles.
              px="sm"
              py={6}
              onClick={() => onOpen(recordAddressOf(record))}
            />
          ))}
        </Box>
      ))}
      {answer.Partial ? (
        <Text size="xs" c="dimmed" p="xs">
          Some groups took too long and are left out: try a longer search.
        </Text>
      ) : null}
    </>
  );
}
