import { Carousel } from '@mantine/carousel';
import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconCar,
  IconCreditCard,
  IconMapPinFilled,
  IconStarFilled,
  IconUsersGroup,
} from '@tabler/icons-react';
import '@mantine/carousel/styles.css';

const steps = [
  {
    icon: IconMapPinFilled,
    title: 'Set your destination',
    text: 'Tell us where you are going. We show the estimated fare before you book.',
  },
  {
    icon: IconCar,
    title: 'Meet your driver',
    text: 'A verified driver nearby accepts your trip. See their name, car and plate number.',
  },
  {
    icon: IconUsersGroup,
    title: 'Share and save',
    text: 'Going the same way as others? Share the ride and the fare drops.',
  },
  {
    icon: IconCreditCard,
    title: 'Pay your way',
    text: 'Pay by card, from your Wayfare wallet, or in cash. Your receipt comes by e-mail.',
  },
  {
    icon: IconStarFilled,
    title: 'Rate your trip',
    text: 'Tell us how it went. Ratings keep every ride safe and pleasant.',
  },
];

/** The five steps' carousel (its own chunk, with the carousel library: see how-it-works.tsx). */
export default function StepsCarousel() {
  return (
    <Carousel
      slideSize={{ base: '100%', xs: '50%', md: '33.333%' }}
      slideGap="md"
      withIndicators
      emblaOptions={{ align: 'start', loop: false }}
      previousControlProps={{ 'aria-label': 'Previous step' }}
      nextControlProps={{ 'aria-label': 'Next step' }}
      // Room at the sides for the arrows, so they never cover a card; visible indicator dots.
      px={{ base: 36, sm: 44 }}
      pb={36}
      styles={{
        indicators: { bottom: 0 },
        indicator: { backgroundColor: 'var(--mantine-color-brand-6)' },
      }}
    >
      {steps.map((step, index) => (
        <Carousel.Slide key={step.title}>
          <Paper withBorder radius="lg" p="xl" h="100%">
            <Stack gap="sm">
              <ThemeIcon size={48} radius="xl" variant="light">
                <step.icon size={26} />
              </ThemeIcon>
              <Text c="brand.7" fw={700} size="sm">
                Step {index + 1}
              </Text>
              <Title order={3} size="h4">
                {step.title}
              </Title>
              <Text c="dimmed">{step.text}</Text>
            </Stack>
          </Paper>
        </Carousel.Slide>
      ))}
    </Carousel>
  );
}
