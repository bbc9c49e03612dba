import { Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconFilter } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { EMPTY_TABLE_MIN_HEIGHT } from '../table/data-table.tsx';

/** In place of a list that loads only once its filters are chosen (spec 001 §2): says which to choose. */
export function ChooseFiltersHint({ children, icon }: { children: ReactNode; icon?: ReactNode }) {
  return (
    <Paper withBorder radius="md" mih={EMPTY_TABLE_MIN_HEIGHT} data-testid="choose-filters-hint">
      <Stack align="center" justify="center" mih={EMPTY_TABLE_MIN_HEIGHT} gap="sm" p="md">
        <ThemeIcon variant="light" size={48} radius="xl" aria-hidden>
          {icon ?? <IconFilter size={26} />}
        </ThemeIcon>
        <Text fw={500} ta="center">
          {children}
        </Text>
      </Stack>
    </Paper>
  );
}
