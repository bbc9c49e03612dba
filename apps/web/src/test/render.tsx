import { ModalsProvider } from '@mantine/modals';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import {
  createMemoryRouter,
  type Location,
  type RouteObject,
  RouterProvider,
  useLocation,
} from 'react-router';
import { createQueryClient, Providers } from '../app/providers.tsx';
import { AlertArea } from '../components/alert-area.tsx';
import { setUnauthorizedHandler } from '../lib/api-client.ts';
import { paths } from '../lib/paths.ts';

/** Where the router is now: shown by the catch-all route so a test can see where a redirect went. */
export function CurrentLocation() {
  const { pathname, search } = useLocation();
  return <output data-testid="current-location">{pathname + search}</output>;
}

type RenderOptions = {
  /** The address the app starts at. */
  at?: string;
  /** Also show the alert area, as both layouts do. */
  withAlerts?: boolean;
  /** Fake timers need user-event to advance them. */
  advanceTimers?: (ms: number) => unknown;
};

/**
 * Renders routes inside the app's providers (fresh query cache each time) and a memory router that
 * starts at `at`. Any address no route matches shows CurrentLocation.
 */
export function renderRoutes(
  routes: RouteObject[],
  { at = '/', withAlerts = false, advanceTimers }: RenderOptions = {},
) {
  const router = createMemoryRouter([...routes, { path: '*', element: <CurrentLocation /> }], {
    initialEntries: [at],
  });
  // The API client reads the page from window.location and sends a 401 to the login page through
  // the router, as in the app (createAppRouter): keep both in step with the memory router.
  const mirror = ({ pathname, search, hash }: Location) =>
    window.history.replaceState(null, '', pathname + search + hash);
  mirror(router.state.location);
  router.subscribe((state) => mirror(state.location));
  setUnauthorizedHandler((returnPath) => void router.navigate(paths.login(returnPath)));
  const client = createQueryClient();
  // No pause between key presses: typing is not what these tests are about.
  const user = userEvent.setup({ delay: null, ...(advanceTimers ? { advanceTimers } : {}) });
  const result = render(
    <Providers client={client} env="test">
      {/* The back office's confirmation prompts: the admin shell mounts it in the app. */}
      <ModalsProvider>
        {withAlerts && <AlertArea />}
        <RouterProvider router={router} />
      </ModalsProvider>
    </Providers>,
  );
  /** Replaces a field's text in one paste: quicker than typing key by key through a Mantine form. */
  const fill = async (field: HTMLElement, text: string) => {
    await user.clear(field);
    if (text) await user.paste(text);
  };
  return { ...result, router, client, user, fill, location: () => router.state.location };
}

/** Renders one screen at `route` (a route pattern, default: the address itself), started at `at`. */
export function renderAt(
  ui: ReactElement,
  at: string,
  options: Omit<RenderOptions, 'at'> & { route?: string } = {},
) {
  const { route = at.split('?')[0], ...rest } = options;
  return renderRoutes([{ path: route, element: ui }], { ...rest, at });
}
