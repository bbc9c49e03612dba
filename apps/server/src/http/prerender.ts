import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { InProcessFetch } from './in-process-fetch.ts';

/** One entry of the client build's manifest (Vite's `build.manifest`). */
type ManifestChunk = { file: string; css?: string[]; imports?: string[] };
type Manifest = Record<string, ManifestChunk>;

/** What apps/web/src/entry-server.tsx exports. */
type ServerRender = {
  renderPage: (
    url: string,
    options: { fetch: InProcessFetch },
  ) => Promise<{ html: string; modules: string[]; data: string; keep: boolean } | undefined>;
};

/** Puts a server-rendered page into the app's HTML: the markup in the root element, its links in the head. */
export type Prerender = (indexHtml: string, url: string) => Promise<string>;

/** The pages kept are those without data (see loadPrerender): a few hundred addresses cover them. */
const CACHED_PAGES = 200;

/**
 * The style sheets of the lazily loaded modules a page drew, and of the chunks they import, that the
 * app's HTML does not already name: the page's styles must be there when its markup paints. Their scripts
 * are not named: the app fetches its code after the first paint (apps/web/src/main.tsx).
 */
export function styleLinks(manifest: Manifest, modules: readonly string[], indexHtml: string) {
  const visited = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || visited.has(key)) return;
    visited.add(key);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of modules) visit(module);
  return [...styles]
    .filter((file) => !indexHtml.includes(`/${file}"`))
    .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`)
    .join('');
}

/**
 * Loads the server render of the web app's public pages (issue 20 §5: their content in the first reply,
 * so it paints before the scripts have arrived and run), built beside the web app in `ssrDir`; undefined
 * when it was not built, and the pages are drawn in the browser alone. `fetch` is the API in-process
 * (in-process-fetch.ts), which the render calls for the pages' data, anonymously.
 *
 * A page drawn with data is drawn again for every request: it must show the database as it is now (an
 * unpublished article is gone, an edited one shows its edit), and knowing which kept page an edit touched
 * would mean tracking every page's reads. The pages that showed no data that can change while the server
 * runs (the render says so: `keep`) are kept for the most recent addresses: their markup depends on the
 * address alone.
 */
export async function loadPrerender(
  distDir: string,
  ssrDir: string,
  fetch: InProcessFetch,
): Promise<Prerender | undefined> {
  const entry = path.join(ssrDir, 'entry-server.js');
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(entry) || !existsSync(manifestFile)) return undefined;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const { renderPage } = (await import(pathToFileURL(entry).href)) as ServerRender;
  const cache = new Map<string, string>();

  return async (indexHtml, url) => {
    const kept = cache.get(url);
    if (kept !== undefined) return kept;
    const rendered = await renderPage(`http://localhost${url}`, { fetch });
    const page = rendered
      ? indexHtml
          .replace(/<\/head>/i, () => `${styleLinks(manifest, rendered.modules, indexHtml)}</head>`)
          .replace(
            /<div id="root"><\/div>/,
            // The browser loads the modules' code before it takes the page over (lib/lazy-module.tsx), and
            // its queries start from the data the page was drawn with (app/query-state.ts).
            () =>
              `<div id="root" data-modules="${rendered.modules.join(' ')}">${rendered.html}</div>${rendered.data}`,
          )
      : indexHtml;
    if (!rendered || rendered.keep) {
      if (cache.size >= CACHED_PAGES) cache.delete(cache.keys().next().value as string);
      cache.set(url, page);
    }
    return page;
  };
}
