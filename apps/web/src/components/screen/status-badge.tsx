import { Badge } from '@mantine/core';

/**
 * A record's on/off state as a badge: 'Enabled'/'Disabled' by default (spec 001 §4), green or grey, its
 * text 4.5:1 on its tint in either scheme (the theme's light colours, accessible-colors.ts).
 */
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
    >
      {on ? labels[0] : labels[1]}
    </Badge>
  );
}
