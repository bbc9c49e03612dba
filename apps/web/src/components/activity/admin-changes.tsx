import { List, Spoiler, Text } from '@mantine/core';
import type { AdminChange } from '@wayfare/contracts';

/** A logged value as a person reads it: text as it is, nothing as a dash, anything else as JSON. */
export const changeValueText = (value: unknown) => {
  if (value === null || value === undefined || value === '') return '—';
  return typeof value === 'string' ? value : JSON.stringify(value);
};

const changed = (change: AdminChange) => changeValueText(change.Before) !== changeValueText(change.After);

/**
 * issue 14 §3: the fields an admin change touched, each 'Field: before → after'. A field empty before
 * and after (most of a new account's) says nothing and is left out; a long list opens on demand.
 */
export function AdminChanges({ changes }: { changes: AdminChange[] }) {
  const shown = changes.filter(changed);
  if (shown.length === 0) return <Text c="dimmed">—</Text>;
  return (
    <Spoiler maxHeight={130} showLabel="Show all changes" hideLabel="Show fewer">
      <List size="sm" spacing={2} listStyleType="none">
        {shown.map((change) => (
          <List.Item key={change.Field} style={{ overflowWrap: 'anywhere' }}>
            <Text component="span" fw={600} size="sm">
              {change.Field}:
            </Text>{' '}
            {changeValueText(change.Before)} → {changeValueText(change.After)}
          </List.Item>
        ))}
      </List>
    </Spoiler>
  );
}
