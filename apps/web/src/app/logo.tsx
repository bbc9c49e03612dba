import { Group, Text } from '@mantine/core';
import { Link } from 'react-router';

export function Logo({ to = '/' }: { to?: string }) {
  return (
    <Link to={to} style={{ textDecoration: 'none', color: 'inherit' }} aria-label="Wayfare home">
      <Group gap={8} wrap="nowrap">
        <img src="/favicon.svg" alt="" width={32} height={32} />
        <Text fw={800} size="xl" c="brand.7">
          Wayfare
        </Text>
      </Group>
    </Link>
  );
}
