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
    <Badge color={on ? 'green' : 'gray'} variant="light">
      {on ? labels[0] : labels[1]}
    </Badge>
  );
}
