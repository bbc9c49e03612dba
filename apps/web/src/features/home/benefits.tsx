import { Box, Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconClock, IconCoin, IconLock, IconRoute, IconShieldCheck, IconWallet } from '@tabler/icons-react';

const benefits = [
  {
    icon: IconCoin,
    title: 'Fair, upfront fares',
    text: 'See the estimate before you book, or offer the fare you prefer.',
  },
  {
    icon: IconShieldCheck,
    title: 'Verified drivers',
    text: "We check every driver's licence, car papers, insurance and road-worthiness.",
  },
  {
    icon: IconRoute,
    title: 'Shared rides',
    text: 'Share a trip going your way and get a discount on your fare.',
  },
  {
    icon: IconWallet,
    title: 'Wallet and cash',
    text: 'Top up your wallet by transfer or card, or simply pay the driver in cash.',
  },
  {
    icon: IconLock,
    title: 'Your data, protected',
    text: 'We keep only what we need, and you can delete your account at any time.',
  },
  {
    icon: IconClock,
    title: 'Any time of day',
    text: 'Early flight or late shift, there is a driver near you.',
  },
];

/** spec 000 §2.1: the benefits section of the home page (anchor benefits). */
export function Benefits() {
  return (
    <Box bg="gray.0" py={64} id="benefits" style={{ scrollMarginTop: 80 }}>
      <Container size="lg">
        <Title order={2} ta="center" mb="xs">
          Benefits
        </Title>
        <Text ta="center" c="dimmed" mb="xl">
          Why riders and drivers choose Wayfare.
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xl">
          {benefits.map((benefit) => (
            <Stack key={benefit.title} gap="xs">
              <ThemeIcon size={44} radius="md">
                <benefit.icon size={24} />
              </ThemeIcon>
              <Title order={3} size="h4">
                {benefit.title}
              </Title>
              <Text c="dimmed">{benefit.text}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
