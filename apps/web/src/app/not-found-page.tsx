import { Button, Stack, Text, Title } from '@mantine/core';
import { texts } from '@wayfare/contracts';
import { Link } from 'react-router';
import { paths } from '../lib/paths.ts';

export function NotFoundPage() {
  return (
    <Stack align="center" gap="md" py="xl" ta="center">
      <Title order={1}>Page not found</Title>
      <Text c="dimmed">{texts.urlDoesNotExist}</Text>
      <Button component={Link} to={paths.home} variant="light">
        Go to the home page
      </Button>
    </Stack>
  );
}
