import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { blogCalls, type PageTypeId, PUBLIC_BLOG_PAGE_SIZE } from '@wayfare/contracts';
import { callQuery } from '../../../lib/call-query.ts';

// The area's calls, not `calls`: a public page bundles the blog's schemas only (issue 20 §5).
const call = blogCalls.GetPublishedBlogs;

export type PublishedBlogsQuery = {
  keyword?: string;
  page?: number;
  pageSize?: number;
  pageType?: PageTypeId;
};

/** spec 000 §7: the published articles (24 a page), newest first; `pageType` finds an About or Contact page. */
export const publishedBlogsQuery = ({
  keyword = '',
  page = 0,
  pageSize = PUBLIC_BLOG_PAGE_SIZE,
  pageType,
}: PublishedBlogsQuery) =>
  callQuery(call, {
    query: { ...(keyword ? { keyword } : {}), page, pageSize, ...(pageType ? { pageType } : {}) },
  });

export const usePublishedBlogs = (query: PublishedBlogsQuery, { enabled = true } = {}) =>
  useQuery({ ...publishedBlogsQuery(query), placeholderData: keepPreviousData, enabled });
