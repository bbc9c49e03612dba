import './zod-without-eval.ts';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { preloadModules } from '../lib/lazy-module.tsx';
import { Providers } from './providers.tsx';
import { createAppRouter } from './router.tsx';

/** Starts the app (main.tsx loads this module): it hydrates a page the server drew, or draws one. */
export async function startApp(rootElement: HTMLElement) {
  const router = createAppRouter();
  const app = (
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>
  );
  // A public page comes drawn by the server (entry-server.tsx, issue 20 §5): the same components take it over.
  // Its lazily loaded parts' code first (named by the server: prerender.ts), so it is taken over whole at once.
  if (rootElement.hasChildNodes()) {
    await preloadModules(rootElement.dataset.modules?.split(' ') ?? []);
    hydrateRoot(rootElement, app);
  } else createRoot(rootElement).render(app);
}
