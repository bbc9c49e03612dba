import { useQuery } from '@tanstack/react-query';
import * as calls from '@wayfare/contracts/calls';
import { callQuery } from '../../../lib/call-query.ts';

/** issue 14 §4: an administrator's latest admin changes, the first page of `pageSize`. */
export const useLatestAdminActivities = (userId: string, pageSize: number) =>
  useQuery(callQuery(calls.Activity.GetAdminActivities, { query: { userId, page: 0, pageSize } }));
