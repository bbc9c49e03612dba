import { useQuery } from '@tanstack/react-query';
import * as calls from '@wayfare/contracts/calls';
import { callQuery } from '../../../lib/call-query.ts';

/** Issue 32: how many records the queue loads at once; the next ones come as these are cleared. */
export const QUEUE_PAGE_SIZE = 20;

/** Issue 32: the oldest records awaiting review (the cars and licences the person may approve). */
export const useReviewQueue = () =>
  useQuery(callQuery(calls.Onboarding.GetReviewQueue, { query: { page: 0, pageSize: QUEUE_PAGE_SIZE } }));
