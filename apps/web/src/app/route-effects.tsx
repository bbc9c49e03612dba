import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { alertStore } from '../lib/alerts.ts';

/** spec 000 §4: alerts are cleared on a route change unless kept. */
export function RouteEffects() {
  const { pathname } = useLocation();
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect is the reaction to a new pathname
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    alertStore.routeChanged();
  }, [pathname]);
  return <Outlet />;
}
