import './zod-without-eval.ts';
import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { preloadModules } from '../lib/lazy-module.tsx';
import { createQueryClient, Providers } from './providers.tsx';
import { readQueryState } from './query-state.ts';
import { createAppRouter } from './router.tsx';

/** Starts the app (main.tsx loads this module): it hydrates a page the server drew, or draws one. */
export async function startApp(rootElement: HTMLElement) {
  const router = createAppRouter();
  const client = createQueryClient();
  const app = (
    <StrictMode>
      <Providers client={client}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>
  );
  // A public page comes drawn by the server (entry-server.tsx, issue 20 §5): the same components take it over.
  // Its lazily loaded parts' code first (named by the server: prerender.ts), so it is taken over whole at once;
  // and the data it was drawn with, so the first render draws what the server drew and fetches none of it again.
  if (rootElement.hasChildNodes()) {
    await preloadModules(rootElement.dataset.modules?.split(' ') ?? []);
    const state = readQueryState();
    if (state) hydrate(client, state);
    hydrateRoot(rootElement, app);
  } else createRoot(rootElement).render(app);
}
