import { useQuery } from '@tanstack/react-query';
import { calls } from '@wayfare/contracts';
import { callQuery } from '../../../lib/call-query.ts';

const call = calls.Blogs.GetPublishedBlog;

/** spec 000 §7: one published article by its url (404 when unknown or unpublished). */
export const usePublishedBlog = (url: string | undefined, { silent = false } = {}) =>
  useQuery({
    ...callQuery(call, { query: { url: url ?? '' } }),
    enabled: !!url,
    meta: silent ? { silent: true } : undefined,
  });
