import { Card, Group, Loader, Text } from '@mantine/core';
import { IconMoodEmpty } from '@tabler/icons-react';
import { texts } from '@wayfare/contracts';

/** spec 000 §2.3: an empty list shows a 'No Record' card. */
export function NoRecordCard() {
  return (
    <Card withBorder padding="xl" data-testid="no-record">
      <Group justify="center" gap="xs" c="dimmed">
        <IconMoodEmpty size={22} aria-hidden />
        <Text fw={500}>{texts.noRecord}</Text>
      </Group>
    </Card>
  );
}

/** spec 000 §2.3: a loading list shows 'Loading...' cards. */
export function LoadingCard() {
  return (
    <Card withBorder padding="xl" aria-busy="true" data-testid="loading">
      <Group justify="center" gap="xs" c="dimmed">
        <Loader size="sm" aria-hidden />
        <Text fw={500}>{texts.loading}</Text>
      </Group>
    </Card>
  );
}
