import { useQuery } from '@tanstack/react-query';
import * as calls from '@wayfare/contracts/calls';
import { callQuery } from '../../../lib/call-query.ts';

/** issue 20 §3: a saved article for its editor, asked only for a valid id. */
export const useBlogById = (id: number, { enabled }: { enabled: boolean }) =>
  useQuery({ ...callQuery(calls.Blogs.GetBlogById, { query: { id } }), enabled });
