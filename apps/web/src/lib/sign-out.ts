import { session } from './session.ts';

/** How a full page load is started; tests replace it, since jsdom cannot load pages. */
export const pageLoad = { open: (path: string) => window.location.assign(path) };

/**
 * Signs out and opens the site root as a fresh page load: nothing the previous person loaded stays
 * in memory (query caches, forms), and no guard of the page being left gets to redirect to login.
 */
export function signOutToHome() {
  session.signOut();
  pageLoad.open('/');
}
