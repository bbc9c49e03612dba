import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { alertStore } from '../lib/alerts.ts';
import { renderRoutes } from '../test/render.tsx';
import { RouteEffects } from './route-effects.tsx';

const routes = [
  {
    element: <RouteEffects />,
    children: [
      { path: '/first', element: <p>First page</p> },
      { path: '/second', element: <p>Second page</p> },
    ],
  },
];

// spec 000 §4: all alerts are cleared on a route change unless kept.
describe('route effects', () => {
  it('keeps the alerts shown when the app opens', () => {
    alertStore.error('Shown before the first page', { autoClose: false });
    renderRoutes(routes, { at: '/first', withAlerts: true });
    expect(screen.getByText('Shown before the first page')).toBeInTheDocument();
  });

  it('clears the alerts not marked to be kept when the page changes', async () => {
    const { router } = renderRoutes(routes, { at: '/first', withAlerts: true });
    act(() => {
      alertStore.error('About the first page', { autoClose: false });
      alertStore.success('Account created', { autoClose: false, keepAfterRouteChange: true });
    });
    await act(() => router.navigate('/second'));
    expect(await screen.findByText('Second page')).toBeInTheDocument();
    expect(screen.queryByText('About the first page')).toBeNull();
    expect(screen.getByText('Account created')).toBeInTheDocument();
    await act(() => router.navigate('/first'));
    expect(screen.queryByText('Account created')).toBeNull();
  });

  it('keeps the alerts when only the query changes', async () => {
    const { router } = renderRoutes(routes, { at: '/first', withAlerts: true });
    act(() => {
      alertStore.error('Still about this page', { autoClose: false });
    });
    await act(() => router.navigate('/first?page=2'));
    expect(screen.getByText('Still about this page')).toBeInTheDocument();
  });
});
