import { List, Text } from '@mantine/core';
import type { AdminChange } from '@wayfare/contracts';

/** A logged value as a person reads it: text as it is, nothing as a dash, anything else as JSON. */
export const changeValueText = (value: unknown) => {
  if (value === null || value === undefined || value === '') return '—';
  return typeof value === 'string' ? value : JSON.stringify(value);
};

/** issue 14 §3: the fields an admin change touched, each 'Field: before → after'. */
export function AdminChanges({ changes }: { changes: AdminChange[] }) {
  if (changes.length === 0) return <Text c="dimmed">—</Text>;
  return (
    <List size="sm" spacing={2} listStyleType="none">
      {changes.map((change) => (
        <List.Item key={change.Field} style={{ overflowWrap: 'anywhere' }}>
          <Text component="span" fw={600} size="sm">
            {change.Field}:
          </Text>{' '}
          {changeValueText(change.Before)} → {changeValueText(change.After)}
        </List.Item>
      ))}
    </List>
  );
}
