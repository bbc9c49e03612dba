import { PUBLIC_BLOG_PAGE_SIZE } from '@wayfare/contracts';
import { PaginationBar } from '../../../components/pagination/pagination-bar.tsx';
import { KeywordBox } from '../../../components/search-bar/keyword-box.tsx';
import { useListUrlState } from '../../../lib/use-list-url-state.ts';

/** spec 000 §9: the public blog searches 3 s after typing stops. */
export const BLOG_SEARCH_DELAY_MS = 3000;

/*
 * The blog's interactive parts (islands on the server-drawn page, issue 32): each changes the address's
 * keyword or page, and the list follows the address (in the app, its query; on a server-drawn page, the
 * next page load).
 */

/** The blog's keyword box. */
export function BlogSearch() {
  const { keyword, setKeyword } = useListUrlState();
  return (
    <KeywordBox
      keyword={keyword}
      onKeywordChange={setKeyword}
      placeholder="Search articles"
      delayMs={BLOG_SEARCH_DELAY_MS}
    />
  );
}

/** The blog's pages, when there is more than one. */
export function BlogPagination({ total }: { total: number }) {
  const { page, setPage } = useListUrlState();
  if (total <= PUBLIC_BLOG_PAGE_SIZE) return null;
  return <PaginationBar page={page} total={total} pageSize={PUBLIC_BLOG_PAGE_SIZE} onPageChange={setPage} />;
}
