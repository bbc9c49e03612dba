import { Container, Text, Title } from '@mantine/core';
import { island } from '../../../lib/island.tsx';
import { StepsCarouselSlot } from './steps-carousel-slot.tsx';

// Issue 32: the carousel is the section's one interactive part, hydrated alone on the server-drawn page. The
// section, its heading and its anchor are static, there at once for a /#how_it_works link to scroll to.
const StepsCarouselIsland = island('steps-carousel', StepsCarouselSlot);

/** spec 000 §2.1: the how-it-works carousel of the home page (anchor how_it_works). */
export function HowItWorks() {
  return (
    <Container size="lg" py={64} id="how_it_works" style={{ scrollMarginTop: 80 }}>
      <Title order={2} ta="center" mb="xs">
        How It Works
      </Title>
      <Text ta="center" c="dimmed" mb="xl">
        From booking to arrival in five simple steps.
      </Text>
      <StepsCarouselIsland />
    </Container>
  );
}
