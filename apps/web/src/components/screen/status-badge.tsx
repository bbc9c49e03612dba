import { Badge } from '@mantine/core';

/** A record's on/off state as a badge: 'Enabled'/'Disabled' by default (spec 001 §4), green or grey. */
export function StatusBadge({
  on,
  labels = ['Enabled', 'Disabled'],
}: {
  on: boolean;
  labels?: [string, string];
}) {
  return (
    <Badge
      color={on ? 'green' : 'gray'}
      variant="light"
      // Never cut to 'AC…' in a narrow column.
      miw="max-content"
      // The light badge's green text is 3.8:1 on its tint, below WCAG AA's 4.5:1 (axe); the tint says the state.
      styles={{ label: { color: 'var(--mantine-color-dark-7)' } }}
    >
      {on ? labels[0] : labels[1]}
    </Badge>
  );
}
