import type { ReactNode } from 'react';
import { createPath, type Navigator, parsePath, Router, type To } from 'react-router';

const href = (to: To) => (typeof to === 'string' ? to : createPath(to));

/**
 * Every move is an ordinary page load (issue 32): the next public page comes drawn by the server, as this
 * one did, and an address the server does not draw (the back office, the customer area) starts the app there.
 * A page of islands has no app around them to move within; its server-drawn pages cost a reply each.
 */
const pageLoads: Navigator = {
  createHref: href,
  go: (delta) => window.history.go(delta),
  push: (to) => window.location.assign(href(to)),
  replace: (to) => window.location.replace(href(to)),
};

/** The router of an island: the page's address, read only, and page loads for links and redirects. */
export function PageLoadRouter({ url, children }: { url: string; children: ReactNode }) {
  const location = parsePath(url);
  return (
    <Router
      location={{
        pathname: location.pathname ?? '/',
        search: location.search ?? '',
        hash: location.hash ?? '',
      }}
      navigator={pageLoads}
    >
      {children}
    </Router>
  );
}
