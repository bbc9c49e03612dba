import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One titled part of a record's page or panel, a region named by its title (under the page's h2). */
export function RecordSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={3} size="h4">
        {title}
      </Title>
      {children}
    </Stack>
  );
}
