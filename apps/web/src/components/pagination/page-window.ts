export const PAGE_WINDOW_SIZE = 5;

/** How many pages `total` rows fill at `pageSize` a page (at least one, so an empty list has page 1). */
export const pageCount = (total: number, pageSize: number) =>
  Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, pageSize)));

/**
 * spec 000 §2.3: five page numbers, pages 1-5 while the current page is 4 or lower, otherwise the
 * five ending at the current page.
 *
 * "Current page" here is the number a person sees (1-based): `page` on the wire and in the URL is
 * 0-based, so the page shown as 6 is `page` 5. Read either way the rule draws the same windows:
 * shown pages 1-5 give the window 1-5 (the five ending at page 5 are 1-5), shown page 6 gives
 * 2-6, shown page 12 gives 8-12. The window never reaches past the last page, so a list of three
 * pages shows 1-3; a page past the last (a stale link) draws the window of the last page.
 *
 * Returns the shown (1-based) numbers.
 */
export function pageWindow(page: number, total: number, pageSize: number): number[] {
  const last = pageCount(total, pageSize);
  const current = Math.min(Math.max(0, page) + 1, last);
  const end = Math.min(last, Math.max(PAGE_WINDOW_SIZE, current));
  const start = Math.max(1, end - PAGE_WINDOW_SIZE + 1);
  return Array.from({ length: end - start + 1 }, (_, index) => start + index);
}

/** spec 000 §2.3: Next is disabled once the last page (from X-Total-Count and the page size) is shown. */
export const isLastPage = (page: number, total: number, pageSize: number) => (page + 1) * pageSize >= total;
