import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider, useLocation } from 'react-router';
import { createQueryClient, Providers } from '../app/providers.tsx';
import { AlertArea } from '../components/alert-area.tsx';

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
  const client = createQueryClient();
  const user = userEvent.setup(advanceTimers ? { advanceTimers } : {});
  const result = render(
    <Providers client={client}>
      {withAlerts && <AlertArea />}
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...result, router, client, user, location: () => router.state.location };
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
