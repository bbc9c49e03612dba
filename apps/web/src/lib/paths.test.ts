import { describe, expect, it } from 'vitest';
import { isAdminPage, paths } from './paths.ts';

// spec 000 §2.2: a page counts as an admin page when its path starts with /admin/ or /order/.
describe('isAdminPage', () => {
  it.each(['/admin/home', '/admin/users', '/order/42', '/order/abc/print', '/ADMIN/Home'])(
    'is true for %s',
    (path) => {
      expect(isAdminPage(path)).toBe(true);
    },
  );

  it.each([
    '/',
    '/admin',
    '/order',
    '/blog',
    '/account/login',
    '/teacher/orders',
    '/administrator/x',
    '/orders/1',
    '/x/admin/home',
  ])('is false for %s', (path) => {
    expect(isAdminPage(path)).toBe(false);
  });
});

describe('paths', () => {
  it('puts the return path into the login address, encoded', () => {
    expect(paths.login()).toBe('/account/login');
    expect(paths.login('/admin/orders?page=2')).toBe('/account/login/%2Fadmin%2Forders%3Fpage%3D2');
  });
});
