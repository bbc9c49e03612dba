import { useQuery } from '@tanstack/react-query';
import { blogCalls, type PageTypeId } from '@wayfare/contracts';
import { callApi } from '../../../lib/call-api.ts';

// The area's calls, not `calls`: a public page bundles the blog's schemas only (issue 20 §5).
/**
 * issue 20 §3: the published page of a kind (About 2, Contact 3), if any: the newest one
 * GetPublishedBlogs lists for the kind, read whole with GetPublishedBlog. null when none is published.
 * Quiet: when it cannot be loaded the page keeps its built-in text.
 */
export const usePublishedPage = (pageType: PageTypeId) =>
  useQuery({
    queryKey: [blogCalls.GetPublishedBlogs.area, 'PublishedPage', pageType],
    queryFn: async ({ signal }) => {
      const { rows } = await callApi(blogCalls.GetPublishedBlogs, {
        query: { pageType, page: 0, pageSize: 1 },
        signal,
      });
      const first = rows[0];
      if (!first) return null;
      return callApi(blogCalls.GetPublishedBlog, { query: { url: first.Url }, signal });
    },
    meta: { silent: true },
  });
