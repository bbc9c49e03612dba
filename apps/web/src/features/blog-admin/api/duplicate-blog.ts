import * as calls from '@wayfare/contracts/calls';
import { useCallMutation } from '../../../lib/call-query.ts';

/** issue 20 §3: an unpublished copy of an article. */
export const useDuplicateBlog = () => useCallMutation(calls.Blogs.DuplicateBlog);
