import { useQuery } from '@tanstack/react-query';
import { blogCalls } from '@wayfare/contracts';
import { callQuery } from '../../../lib/call-query.ts';

// The area's calls, not `calls`: a public page bundles the blog's schemas only (issue 20 §5).
const call = blogCalls.GetPublishedBlog;

/** spec 000 §7: one published article by its url (404 when unknown or unpublished). */
export const usePublishedBlog = (url: string | undefined, { silent = false } = {}) =>
  useQuery({
    ...callQuery(call, { query: { url: url ?? '' } }),
    enabled: !!url,
    meta: silent ? { silent: true } : undefined,
  });
