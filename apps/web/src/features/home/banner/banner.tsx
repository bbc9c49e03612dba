import { Badge, Box, Button, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { FareEstimateBox } from './fare-estimate.tsx';

/** spec 000 §2.1: the banner, with the fare estimate box of issue 20 §3 beside its promise. */
export function Banner() {
  return (
    <Box
      style={{
        background: 'linear-gradient(135deg, var(--mantine-color-brand-8), var(--mantine-color-brand-5))',
      }}
      c="white"
      py={{ base: 48, sm: 80 }}
    >
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl" style={{ alignItems: 'center' }}>
          <Stack gap="lg">
            <Badge size="lg" variant="white" color="brand" leftSection={<IconMapPin size={14} />}>
              Now in five Nigerian cities
            </Badge>
            <Title order={1} fz={{ base: 36, sm: 52 }} lh={1.1}>
              Your ride, your price, anywhere in Nigeria
            </Title>
            <Text size="lg" c="brand.0">
              Book a car in seconds, share the trip to pay less, and pay by card, wallet or cash. Every driver
              is verified and every trip is tracked.
            </Text>
            <Group>
              <Button component={Link} to={paths.register} size="lg" variant="white" color="brand">
                Get started
              </Button>
              <Button component={Link} to="/#how_it_works" size="lg" variant="outline" color="white">
                How it works
              </Button>
            </Group>
          </Stack>
          <Box style={{ display: 'flex', justifyContent: 'center' }}>
            <FareEstimateBox />
          </Box>
        </SimpleGrid>
      </Container>
    </Box>
  );
}
