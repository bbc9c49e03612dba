import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageTitle } from '../lib/use-page-title.ts';
import { renderRoutes } from '../test/render.tsx';
import { routes } from './router.tsx';

// issue 33: /drive is the driver's app, in its own phone-first frame rather than the public site's.
describe('the /drive route', () => {
  it("opens the driver's app in its slim frame (the logo, no site menu), inviting a visitor to sign in", async () => {
    renderRoutes(routes, { at: '/drive' });
    expect(await screen.findByRole('heading', { name: 'Drive with Wayfare' })).toBeVisible();
    const header = within(screen.getByRole('banner'));
    expect(header.getByRole('link', { name: 'Wayfare home' })).toHaveAttribute('href', '/drive');
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Blog' })).toBeNull();
    expect(document.title).toBe(pageTitle('Drive'));
  });
});
