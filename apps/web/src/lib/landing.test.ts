import { describe, expect, it } from 'vitest';
import { homeOf, landingAfterSignIn, maySee } from './landing.ts';

const admin = { HasAdminRole: true };
const rider = { HasAdminRole: false };

// spec 000 §6 and issue 21: a deep link survives the sign-in when the person may see it.
describe('where a sign-in lands', () => {
  it('is the home of the person without a return path', () => {
    expect(homeOf(admin)).toBe('/admin/home');
    expect(homeOf(rider)).toBe('/');
    expect(landingAfterSignIn(undefined, admin)).toBe('/admin/home');
    expect(landingAfterSignIn(undefined, rider)).toBe('/');
  });

  it('is the return path, query included, when the person may see it', () => {
    expect(landingAfterSignIn('/admin/countries?keyword=st.%20kitts', admin)).toBe(
      '/admin/countries?keyword=st.%20kitts',
    );
    expect(landingAfterSignIn('/order/42', rider)).toBe('/order/42');
    expect(landingAfterSignIn('/teacher/orders', rider)).toBe('/teacher/orders');
  });

  it("is the person's home when the return path is an admin page they may not see", () => {
    expect(maySee('/admin/countries', rider)).toBe(false);
    expect(maySee('/Admin', rider)).toBe(false);
    expect(landingAfterSignIn('/admin/countries', rider)).toBe('/');
    expect(maySee('/administrators-guide', rider)).toBe(true);
  });

  it('never leaves the site', () => {
    for (const path of ['//evil.example/x', '/\\evil.example', 'https://evil.example', 'admin/home'])
      expect(landingAfterSignIn(path, admin)).toBe('/admin/home');
  });
});
