import { screen, waitFor } from '@testing-library/react';
import { type SessionUser, userTexts } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { describe, expect, it } from 'vitest';
import { fakeAccountArea, ids } from '../features/accounts/testing/fake-account-area.ts';
import { session } from '../lib/session.ts';
import { signInAdmin } from '../test/admin-rights.ts';
import { answer, fakeApi } from '../test/fake-api.ts';
import { renderRoutes } from '../test/render.tsx';
import { AdminPage } from './admin-pages.tsx';
import { routes } from './router.tsx';

const ID = '0b6c2f4e-9a1d-4e57-8c3b-5d7e9f1a2b3c';

/** Where /admin/{page}/{id} leads, with only the admin page's route (any other shows the address). */
async function landingOf(at: string) {
  const rendered = renderRoutes([{ path: 'admin/:page/:id', element: <AdminPage /> }], { at });
  await waitFor(() => expect(screen.getByTestId('current-location')).toBeInTheDocument());
  return rendered.location().pathname + rendered.location().search;
}

const admin: SessionUser = {
  Id: 'u-1',
  EmailAddress: 'ada@example.com',
  Surname: 'Obi',
  FirstName: 'Ada',
  HasAdminRole: true,
  AllowAllEndPoints: true,
  AdminEndPoints: [],
};

// Issue 32: every record has an address that opens it as its list's row action does.
describe('record addresses', () => {
  it.each([
    [`/admin/users/${ID}`, `/admin/users?view=${ID}`],
    [`/admin/drivers/${ID}`, `/admin/drivers?view=${ID}`],
    [`/admin/accounts/${ID}`, `/admin/accounts?view=${ID}`],
    ['/admin/articles/12', '/admin/articles?edit=12'],
    ['/admin/roles/3', '/admin/roles?edit=3'],
    ['/admin/packages/4', '/admin/packages?edit=4'],
    ['/admin/promotions/5', '/admin/promotions?edit=5'],
    ['/admin/categories/6', '/admin/categories?edit=6'],
    [`/admin/orders/${ID}`, `/order/${ID}`],
    [`/admin/payments/${ID}`, `/admin/payments?keyword=${ID}`],
  ])('opens %s at %s', async (address, opened) => {
    expect(await landingOf(address)).toBe(opened);
  });

  it('answers Page not found for a record address of a page that has no records', async () => {
    session.signIn({ Token: 't', User: admin, RequireNewPassword: false });
    fakeApi(answer(calls.Settings.GetMyAdminEndPoints, () => []));
    renderRoutes(routes, { at: '/admin/emails/5' });
    expect(
      await screen.findByText('The URL does not exist. Thank you', {}, { timeout: 10_000 }),
    ).toBeVisible();
  });

  it("opens a person's account at /admin/users/{id}, and says so when there is no such account", async () => {
    signInAdmin();
    fakeAccountArea();
    const rendered = renderRoutes(routes, { at: `/admin/users/${ids.dayo}` });
    expect(await screen.findByRole('heading', { name: 'Dayo Bello' }, { timeout: 10_000 })).toBeVisible();
    await rendered.router.navigate('/admin/users/9e0b7c52-0000-4000-8000-000000000000');
    expect(await screen.findByText(userTexts.noUser, {}, { timeout: 10_000 })).toBeVisible();
  });
});
