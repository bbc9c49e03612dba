import { useQuery } from '@tanstack/react-query';
import * as calls from '@wayfare/contracts/calls';
import { callQuery } from '../../../../lib/call-query.ts';

/**
 * The signed-in driver's standing: one rating is enough, since each carries the rated person's average as
 * a driver (MyTotalStarRatingAsDriver), and the list's total is how many they received.
 */
export const useMyRating = () =>
  useQuery({
    ...callQuery(calls.Rating.GetMyRatings, { query: { page: 0, pageSize: 1 } }),
    select: ({ rows, total }) => ({ average: rows[0]?.MyTotalStarRatingAsDriver ?? null, count: total }),
  });
