import { calls } from '@wayfare/contracts';
import { useCallMutation } from '../../../lib/call-query.ts';

/** issue 20 §3: an unpublished copy of an article. */
export const useDuplicateBlog = () => useCallMutation(calls.Blogs.DuplicateBlog);
