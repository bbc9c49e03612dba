import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../../test/render.tsx';
import { AccountPage } from './account-page.tsx';

// spec 000 §2.1: one account screen, chosen by the path.
describe('account page', () => {
  it.each([
    ['/account/login', 'Sign in'],
    ['/account/register', 'Create your account'],
    ['/account/resetpassword', 'Reset your password'],
    ['/account/setpassword', 'Set a new password'],
    ['/account/deleteaccount', 'Delete your account'],
    ['/Account/Register', 'Create your account'],
  ])('shows at %s the screen titled %s', async (at, title) => {
    renderAt(<AccountPage />, at);
    // The registration form's code comes on its own (account-page.tsx), so its heading may come a moment later.
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(title);
  });

  it('shows the login screen at /account/login/{id}', () => {
    renderAt(<AccountPage />, '/account/login/%2Fadmin%2Fhome', { route: '/account/login/:id' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sign in');
  });
});
