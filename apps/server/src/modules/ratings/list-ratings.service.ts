import type { RATING_SORTS, Rating, Sorting } from '@wayfare/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { Page, Paging } from '../../db/list-query.ts';
import { pageOfRatings } from './rating-view.ts';
import { ratings } from './ratings.table.ts';

type RatingListQuery = Paging &
  Partial<Sorting<(typeof RATING_SORTS)[number]>> & { keyword?: string | undefined };

/** Rating/GetRatings: every rating, newest first; the keyword in names and comments. */
export const listRatings = (db: Db, query: RatingListQuery): Promise<Page<Rating>> =>
  pageOfRatings(db, query);

/** Rating/GetMyRatings: the ratings the caller received, newest first. */
export const listMyRatings = (db: Db, query: RatingListQuery & { userId: string }): Promise<Page<Rating>> =>
  pageOfRatings(db, { ...query, where: eq(ratings.ratedUserId, query.userId) });
