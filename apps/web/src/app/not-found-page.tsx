import { Button, Stack, Text, Title } from '@mantine/core';
import { texts } from '@wayfare/contracts';
import { Link } from 'react-router';
import { paths } from '../lib/paths.ts';
import { usePageTitle } from '../lib/use-page-title.ts';

export const NOT_FOUND_TITLE = 'Page not found';

/**
 * An address no route knows. In the admin shell, whose header already holds the page's one heading
 * ('Page not found'), it goes without its own (`headed={false}`).
 */
export function NotFoundPage({ headed = true }: { headed?: boolean }) {
  usePageTitle(NOT_FOUND_TITLE);
  return (
    <Stack align="center" gap="md" py="xl" ta="center">
      {headed && <Title order={1}>{NOT_FOUND_TITLE}</Title>}
      <Text c="dimmed">{texts.urlDoesNotExist}</Text>
      <Button component={Link} to={paths.home} variant="light">
        Go to the home page
      </Button>
    </Stack>
  );
}
