import { Stack, Text, Title } from '@mantine/core';
import { usePageTitle } from '../lib/use-page-title.ts';

/** A public page's title and subtitle; the title also names the browser tab. */
export function PageHeading({ title, subtitle }: { title: string; subtitle?: string }) {
  usePageTitle(title);
  return (
    <Stack gap={4} mb="xl">
      <Title order={1}>{title}</Title>
      {subtitle && <Text c="dimmed">{subtitle}</Text>}
    </Stack>
  );
}
