import { Group, Text } from '@mantine/core';
import { Link } from 'react-router';

/** `onDark` for dark backgrounds (the footer), where the brand green is too dark to read. */
export function Logo({ to = '/', onDark = false }: { to?: string; onDark?: boolean }) {
  return (
    <Link to={to} style={{ textDecoration: 'none', color: 'inherit' }} aria-label="Wayfare home">
      <Group gap={8} wrap="nowrap">
        <img src="/favicon.svg" alt="" width={32} height={32} />
        <Text fw={800} size="xl" c={onDark ? 'brand.1' : 'var(--wayfare-logo-text)'}>
          Wayfare
        </Text>
      </Group>
    </Link>
  );
}
