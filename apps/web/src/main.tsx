/*
 * The page's first script, kept small (issue 20 §5). A public page comes drawn by the server
 * (entry-server.tsx): its content paints with the style sheets alone, and the app's code is fetched only
 * after that first paint, so on a slow link it does not share the bandwidth with the styles, and the first
 * paint waits for no script. A page drawn in the browser (the back office, the account pages) loads the
 * app at once.
 *
 * The public first load's styles are imported here, not by the app's module, so they stay in the HTML's head
 * and are there when the server's markup paints.
 */
import './components/styles/public-styles.ts';

/** Resolves once the browser has painted what it has: after the next frame. */
const afterFirstPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

const rootElement = document.getElementById('root')!;
// A hidden tab paints no frame until it is shown: it starts at once.
const drawnByServer = rootElement.hasChildNodes() && document.visibilityState === 'visible';
(drawnByServer ? afterFirstPaint() : Promise.resolve())
  .then(() => import('./app/start.tsx'))
  .then(({ startApp }) => startApp(rootElement));
