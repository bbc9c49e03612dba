import { Box, Container, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useInBrowser } from '../../../lib/use-in-browser.ts';

// Issue 20 §5: the carousel library comes in its own chunk while the page draws, so the blog and the other
// public pages, which share the home page's code, do not download it. The section, its heading and its
// anchor are here at once, for a /#how_it_works link to scroll to.
// The server's HTML carries the placeholder (useInBrowser), so the first paint waits for neither the carousel's
// code nor its styles.
const StepsCarousel = lazy(() => import('./steps-carousel.tsx'));

/** The carousel's height while its code arrives (measured: one card a row on a phone), so nothing under it moves. */
const CAROUSEL_HEIGHT = { base: 358, xs: 307 };

/** spec 000 §2.1: the how-it-works carousel of the home page (anchor how_it_works). */
export function HowItWorks() {
  const inBrowser = useInBrowser();
  const placeholder = <Box h={CAROUSEL_HEIGHT} />;
  return (
    <Container size="lg" py={64} id="how_it_works" style={{ scrollMarginTop: 80 }}>
      <Title order={2} ta="center" mb="xs">
        How It Works
      </Title>
      <Text ta="center" c="dimmed" mb="xl">
        From booking to arrival in five simple steps.
      </Text>
      <Suspense fallback={placeholder}>{inBrowser ? <StepsCarousel /> : placeholder}</Suspense>
    </Container>
  );
}
