import { Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { EMPTY_TABLE_MIN_HEIGHT } from '../../../components/table/data-table.tsx';
import type { LocationKind } from '../location-kinds.ts';

export const chooseFilterHints: Record<Exclude<LocationKind, 'country'>, string> = {
  state: 'Choose a country to see its states.',
  city: 'Choose a country and a state to see their cities.',
};

/** spec 001 §2: states and cities load only once their filters are chosen; until then, say so. */
export function ChooseFilterHint({ kind }: { kind: Exclude<LocationKind, 'country'> }) {
  return (
    <Paper withBorder radius="md" mih={EMPTY_TABLE_MIN_HEIGHT} data-testid="choose-filter-hint">
      <Stack align="center" justify="center" mih={EMPTY_TABLE_MIN_HEIGHT} gap="sm" p="md">
        <ThemeIcon variant="light" size={48} radius="xl" aria-hidden>
          <IconMapPin size={26} />
        </ThemeIcon>
        <Text fw={500} ta="center">
          {chooseFilterHints[kind]}
        </Text>
      </Stack>
    </Paper>
  );
}
