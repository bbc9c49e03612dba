import { Badge, type BadgeProps } from '@mantine/core';

/** spec 001 §2 and §4: a location is Enabled or Disabled. */
export function StatusBadge({ enabled, ...props }: { enabled: boolean } & Omit<BadgeProps, 'color'>) {
  return (
    <Badge color={enabled ? 'green' : 'gray'} variant="light" {...props}>
      {enabled ? 'Enabled' : 'Disabled'}
    </Badge>
  );
}
