import { Box } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useInBrowser } from '../../../lib/use-in-browser.ts';

// Issue 20 §5: the carousel library comes in its own chunk while the page draws, so the blog and the other
// public pages, which share the home page's code, do not download it.
// The server's HTML carries the placeholder (useInBrowser), so the first paint waits for neither the carousel's
// code nor its styles.
const StepsCarousel = lazy(() => import('./steps-carousel.tsx'));

/** The carousel's height while its code arrives (measured: one card a row on a phone), so nothing under it moves. */
const CAROUSEL_HEIGHT = { base: 358, xs: 307 };

/** The how-it-works carousel, or its placeholder while its code arrives. */
export function StepsCarouselSlot() {
  const inBrowser = useInBrowser();
  const placeholder = <Box h={CAROUSEL_HEIGHT} />;
  return <Suspense fallback={placeholder}>{inBrowser ? <StepsCarousel /> : placeholder}</Suspense>;
}
