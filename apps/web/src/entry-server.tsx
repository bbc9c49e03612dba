/**
 * The server's render of a public page (issue 20 §5): the same routes and components as the browser's,
 * drawn to HTML with their data, so that the page's content is in the first reply and paints before any
 * script has run; `app/start.tsx` hydrates it. Built by `vite build --ssr` into apps/web/dist-ssr and loaded
 * by the server (apps/server/src/http/prerender.ts), which hands over its API in-process (`fetch`).
 *
 * TanStack Query's way: a first render registers the page's queries in its query client; they are fetched
 * (anonymously, through the server's own API) and the page is drawn again with their data, which goes in
 * the page too (app/query-state.ts) so the browser's first render is the same. A query that fails here is
 * dropped before the second render: the page draws it loading, as the browser's first render will, and the
 * browser fetches it (an unknown article's 404 page is the server's own, web-app.ts).
 */
import './app/zod-without-eval.ts';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { createQueryClient, Providers } from './app/providers.tsx';
import { queryStateScript } from './app/query-state.ts';
import { routes } from './app/router.tsx';
import { type ApiFetch, sendCallsInProcess } from './lib/api-client.ts';
import { RenderedModules } from './lib/lazy-module.tsx';

export type RenderedPage = {
  /** The markup of the app's root element. */
  html: string;
  /** The lazily loaded modules the page drew (keys of the client build's manifest). */
  modules: string[];
  /** The data block of the queries the page was drawn with (app/query-state.ts); '' when none. */
  data: string;
  /** Whether the page may be kept for its address: it shows no data that can change while the server runs. */
  keep: boolean;
};

/** A page that draws more queries once it has data (a list, then its items) gets this many rounds at most. */
const FETCH_ROUNDS = 3;

type QueryOptionsSeen = { enabled?: unknown; staleTime?: unknown };
const isEnabled = (query: Query) => (query.options as QueryOptionsSeen).enabled !== false;
/** Data declared unchanging while the app runs (the site's settings, from the server's configuration). */
const neverStale = (query: Query) => {
  const { staleTime } = query.options as QueryOptionsSeen;
  return staleTime === Number.POSITIVE_INFINITY || staleTime === 'static';
};

/** Draws the page once, with what the query client holds; returns its markup and the modules it drew. */
async function draw(url: string, client: QueryClient) {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  // A redirect (none of the public pages has one): the browser draws it.
  if (context instanceof Response) return undefined;
  const router = createStaticRouter(handler.dataRoutes, context);
  const modules = new Set<string>();
  const { prelude } = await prerender(
    <StrictMode>
      <RenderedModules value={modules}>
        <Providers client={client}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </Providers>
      </RenderedModules>
    </StrictMode>,
    // Every part inline, in its place: a part sent apart is put in place by an inline script, which the
    // Content-Security-Policy (script-src 'self') refuses.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return { html: await new Response(prelude).text(), modules: [...modules] };
}

/**
 * Renders the page at `url` (an absolute address) with its data, waiting for its lazily loaded parts.
 * `fetch` answers the page's API calls in-process; the render never signs in.
 */
export async function renderPage(
  url: string,
  { fetch }: { fetch: ApiFetch },
): Promise<RenderedPage | undefined> {
  sendCallsInProcess(fetch);
  const client = createQueryClient({ quiet: true });
  // By query hash: a query that failed is dropped and comes back loading in the next render, not fetched again.
  const fetched = new Map<string, { kept: boolean }>();
  let page = await draw(url, client);
  for (let round = 0; page && round < FETCH_ROUNDS; round++) {
    const waiting = client
      .getQueryCache()
      .getAll()
      .filter(
        (query) => !fetched.has(query.queryHash) && query.state.status === 'pending' && isEnabled(query),
      );
    if (waiting.length === 0) break;
    await Promise.all(
      waiting.map((query) => client.prefetchQuery({ ...query.options, queryKey: query.queryKey })),
    );
    for (const query of waiting)
      fetched.set(query.queryHash, { kept: query.state.status === 'success' && neverStale(query) });
    client.removeQueries({ predicate: (query) => query.state.status === 'error' });
    page = await draw(url, client);
  }
  if (!page) return undefined;
  const state = dehydrate(client);
  return {
    ...page,
    data: state.queries.length > 0 ? queryStateScript(state) : '',
    // A failed query is not kept either: the next visitor's render tries it again.
    keep: [...fetched.values()].every(({ kept }) => kept),
  };
}
