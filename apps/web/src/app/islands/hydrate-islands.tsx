import '../zod-without-eval.ts';
import { hydrate } from '@tanstack/react-query';
import { hydrateRoot } from 'react-dom/client';
import { ISLAND_KEY_ATTRIBUTE } from '../../lib/island.tsx';
import { createQueryClient } from '../providers.tsx';
import { readQueryState } from '../query-state.ts';
import { readTyped, replayBeforeHydration } from './before-hydration.ts';
import { islandLoaders } from './island-loaders.ts';
import { IslandRoot } from './island-root.tsx';

/**
 * Takes over the interactive parts of a public page the server drew as islands (issue 32): each island's
 * element is hydrated as its own root with its own code; the rest of the page stays the server's HTML, with no
 * code of its own. The islands share one query client, started from the data the page was drawn with.
 */
export async function hydrateIslands(rootElement: HTMLElement) {
  const client = createQueryClient();
  const state = readQueryState();
  if (state) hydrate(client, state);
  const url = window.location.pathname + window.location.search + window.location.hash;
  const islands = [...rootElement.querySelectorAll<HTMLElement>('[data-island]')];
  await Promise.all(
    islands.map(async (element) => {
      await whenNearView(element);
      const Component = await islandLoaders[element.dataset.island ?? '']?.();
      if (!Component) return;
      const props = JSON.parse(element.dataset.props ?? '{}') as Record<string, unknown>;
      const typed = readTyped(element);
      const hydrated = () => replayBeforeHydration(element, typed);
      hydrateRoot(
        element,
        <IslandRoot Component={Component} props={props} url={url} client={client} onHydrated={hydrated} />,
        { identifierPrefix: element.getAttribute(ISLAND_KEY_ATTRIBUTE) ?? undefined },
      );
    }),
  );
}

const NOT_DRAWN = new Set(['LINK', 'META', 'SCRIPT', 'STYLE', 'TITLE']);

/** How near the screen an island below it comes before its code is fetched. */
const NEAR_VIEW = '300px';

/**
 * Resolves when the island is on screen or near it: a part below the fold (the steps carousel on a phone)
 * downloads and runs its code when the person scrolls towards it, not while the page loads. An island that
 * draws no box (the alert area, the page's effects) starts at once.
 */
function whenNearView(element: HTMLElement) {
  // Not the resource hints React puts first (a picture's preload link), which have no box.
  const drawn = [...element.children].find((child) => !NOT_DRAWN.has(child.tagName));
  if (!drawn || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise<void>((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: NEAR_VIEW },
    );
    observer.observe(drawn);
  });
}
