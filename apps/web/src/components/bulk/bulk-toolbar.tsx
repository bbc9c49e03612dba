import { Anchor, Button, Group, Paper, Text } from '@mantine/core';
import type { BulkActionSpec, BulkOptions, SelectableList } from './bulk-types.ts';
import type { BulkSelection } from './use-bulk-selection.ts';

export const selectedText = (count: number, items: string) => `${count} ${items} selected`;
export const pageChosenText = (count: number) => `All ${count} on this page are selected.`;
export const selectAllMatchingText = (total: number) => `Select all ${total} matching`;
export const allMatchingText = (total: number) => `All ${total} matching are selected.`;
export const CLEAR_SELECTION = 'Clear selection';

/**
 * Above a list with rows chosen: how many, the bulk actions, and, when the whole page is chosen and
 * more rows match, the offer to choose them all (as Gmail and react-admin do).
 */
export function BulkToolbar({
  list,
  selection,
  options,
  running,
  onRun,
}: {
  list: SelectableList;
  selection: BulkSelection;
  options: BulkOptions;
  running: boolean;
  onRun: (spec: BulkActionSpec) => void;
}) {
  if (selection.count === 0) return null;
  const more = selection.pageChosen && list.total > list.rows.length;
  return (
    <Paper withBorder p="xs" mb="sm" role="region" aria-label="Bulk actions">
      <Group justify="space-between" gap="xs">
        <Group gap="xs">
          <Text fw={600} size="sm" aria-live="polite">
            {selectedText(selection.count, options.items)}
          </Text>
          {options.actions.map((spec) => (
            <Button
              key={spec.call.action}
              size="xs"
              color={spec.color}
              disabled={running}
              onClick={() => onRun(spec)}
            >
              {spec.label}
            </Button>
          ))}
        </Group>
        <Group gap="xs">
          {more && !selection.allMatching && (
            <Text size="sm">
              {pageChosenText(list.rows.length)}{' '}
              <Anchor component="button" type="button" size="sm" onClick={selection.chooseAllMatching}>
                {selectAllMatchingText(list.total)}
              </Anchor>
            </Text>
          )}
          {selection.allMatching && <Text size="sm">{allMatchingText(list.total)}</Text>}
          <Anchor component="button" type="button" size="sm" onClick={selection.clear}>
            {CLEAR_SELECTION}
          </Anchor>
        </Group>
      </Group>
    </Paper>
  );
}
