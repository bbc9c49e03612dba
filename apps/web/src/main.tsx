/*
 * The page's first script, kept small (issue 20 §5). A public page comes drawn by the server
 * (entry-server.tsx): its content paints with the style sheets alone, and code is fetched only after that
 * first paint, so on a slow link it does not share the bandwidth with the styles, and the first paint waits
 * for no script. Such a page is made of islands (issue 32): only its interactive parts get code and are
 * hydrated (app/islands), the rest stays the server's HTML. A page drawn in the browser (the back office, the
 * customer area) loads the app at once.
 *
 * The public first load's styles are imported here, not by the app's module, so they stay in the HTML's head
 * and are there when the server's markup paints.
 */
import './components/styles/public-styles.ts';
import { holdFormsUntilHydrated } from './app/islands/before-hydration.ts';

/** Resolves once the browser has painted what it has: after the next frame. */
const afterFirstPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

const rootElement = document.getElementById('root')!;
// A hidden tab paints no frame until it is shown: it starts at once.
const drawnByServer = rootElement.hasChildNodes() && document.visibilityState === 'visible';
if ('islands' in rootElement.dataset) holdFormsUntilHydrated();
const start = () =>
  'islands' in rootElement.dataset
    ? import('./app/islands/hydrate-islands.tsx').then(({ hydrateIslands }) => hydrateIslands(rootElement))
    : import('./app/start.tsx').then(({ startApp }) => startApp(rootElement));
(drawnByServer ? afterFirstPaint() : Promise.resolve()).then(start);
// Issue 32: a back-office address opened in a new tab needs the shell and the pages' code after the app's; they
// are asked for now, beside the app, not one after the other as the app's routes reach them.
if (!drawnByServer && window.location.pathname.toLowerCase().startsWith('/admin/')) {
  void import('./app/admin-shell/admin-shell.tsx');
  void import('./app/admin-pages.tsx');
}
