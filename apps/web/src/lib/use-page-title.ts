import { useEffect } from 'react';

/** The browser tab's text for a page: '{Page} · Wayfare' (issue 21). */
export const pageTitle = (page: string) => `${page} · Wayfare`;

/** Names the browser tab after the page's one heading. */
export function usePageTitle(page: string) {
  useEffect(() => {
    document.title = pageTitle(page);
  }, [page]);
}
