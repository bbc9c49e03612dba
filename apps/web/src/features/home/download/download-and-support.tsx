import { Button, Container, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconHeadset } from '@tabler/icons-react';
import { siteInfo, telHref } from '../../../lib/site-info.ts';
import { StoreLinks } from './store-links.tsx';

/** spec 000 §2.1: the download section with links to the two mobile stores, and 24/7 customer support. */
export function DownloadAndSupport() {
  return (
    <Container size="lg" py={64}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
        <Paper radius="lg" p="xl" bg="brand.7" c="white">
          <Stack gap="md">
            <Title order={2}>Get the app</Title>
            <Text>
              Book, track and pay for rides from your phone. Drivers get trips, earnings and payouts in one
              place.
            </Text>
            <StoreLinks />
          </Stack>
        </Paper>
        <Paper radius="lg" p="xl" withBorder>
          <Stack gap="md">
            <Group gap="sm">
              <IconHeadset size={32} color="var(--mantine-color-brand-7)" />
              <Title order={2}>Customer support 24/7</Title>
            </Group>
            <Text c="dimmed">
              A question about a trip, a payment or your account? Our team answers day and night, every day.
            </Text>
            <Group>
              <Button component="a" href={telHref(siteInfo.phone)} variant="light">
                Call {siteInfo.phone}
              </Button>
              <Button component="a" href={`mailto:${siteInfo.email}`} variant="subtle">
                {siteInfo.email}
              </Button>
            </Group>
          </Stack>
        </Paper>
      </SimpleGrid>
    </Container>
  );
}
