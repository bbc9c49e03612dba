/**
 * The server's render of a public page (issue 20 §5): the same routes and components as the browser's,
 * drawn to HTML so that the page's content is in the first reply and paints before any script has run;
 * `app/start.tsx` hydrates it. Built by `vite build --ssr` into apps/web/dist-ssr and loaded by the server
 * (apps/server/src/http/prerender.ts). Data is not fetched here: a page that loads some shows what it
 * shows while loading, as in the browser, and the browser fetches it.
 */
import './app/zod-without-eval.ts';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { createQueryClient, Providers } from './app/providers.tsx';
import { routes } from './app/router.tsx';
import { RenderedModules } from './lib/lazy-module.tsx';

export type RenderedPage = {
  /** The markup of the app's root element. */
  html: string;
  /** The lazily loaded modules the page drew (keys of the client build's manifest). */
  modules: string[];
};

/** Renders the page at `url` (an absolute address), waiting for its lazily loaded parts. */
export async function renderPage(url: string): Promise<RenderedPage | undefined> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  // A redirect (none of the public pages has one): the browser draws it.
  if (context instanceof Response) return undefined;
  const router = createStaticRouter(handler.dataRoutes, context);
  const modules = new Set<string>();
  const { prelude } = await prerender(
    <StrictMode>
      <RenderedModules value={modules}>
        <Providers client={createQueryClient()}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </Providers>
      </RenderedModules>
    </StrictMode>,
    // Every part inline, in its place: a part sent apart is put in place by an inline script, which the
    // Content-Security-Policy (script-src 'self') refuses.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  return { html, modules: [...modules] };
}
