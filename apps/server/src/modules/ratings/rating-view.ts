import { type RATING_SORTS, type Rating, ratingTexts, type Sorting } from '@wayfare/contracts';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';
import { containing, offsetOf, type Page, type Paging, sortedBy } from '../../db/list-query.ts';
import { averageRating, fullNameOf, peopleAs } from '../accounts/index.ts';
import { RatedAs, ratings } from './ratings.table.ts';

/** The rater and the rated person: two looks at the users table. */
const raters = peopleAs('raters');
const ratedUsers = peopleAs('rated_users');

const columns = {
  rating: ratings,
  raterFirstname: raters.firstname,
  raterSurname: raters.surname,
  ratedFirstname: ratedUsers.firstname,
  ratedSurname: ratedUsers.surname,
  ratedDriverSum: ratedUsers.ratingAsDriverSum,
  ratedDriverCount: ratedUsers.ratingAsDriverCount,
};

const selectRatingViews = (db: Db) =>
  db
    .select(columns)
    .from(ratings)
    .innerJoin(raters, eq(raters.id, ratings.ratedById))
    .innerJoin(ratedUsers, eq(ratedUsers.id, ratings.ratedUserId));

type RatingViewRow = Awaited<ReturnType<typeof selectRatingViews>>[number];

function toRating(row: RatingViewRow): Rating {
  const { rating } = row;
  const role = rating.ratedAs === RatedAs.Driver ? 'Driver' : 'Customer';
  return {
    Id: rating.id,
    RatedBy: fullNameOf({ firstname: row.raterFirstname, surname: row.raterSurname }),
    ItemName: ratingTexts.itemName(
      fullNameOf({ firstname: row.ratedFirstname, surname: row.ratedSurname }),
      role,
    ),
    ItemUrl: ratingTexts.itemUrl(rating.rideId),
    StarRating: rating.starRating,
    MyTotalStarRatingAsDriver: averageRating(row.ratedDriverSum, row.ratedDriverCount),
    RideId: rating.rideId,
    Comment: rating.comment,
    CreatedDate: rating.createdAt.toISOString(),
  };
}

/** One rating as the lists show it. */
export async function ratingById(db: Db, id: number): Promise<Rating> {
  const [row] = await selectRatingViews(db).where(eq(ratings.id, id));
  return toRating(row!);
}

/** The keyword of the rating lists: in the rater's or the rated person's name, or in the comment. */
function ratingKeyword(keyword: string | undefined): SQL | undefined {
  if (!keyword) return undefined;
  const pattern = containing(keyword);
  const name = (table: { firstname: AnyPgColumn; surname: AnyPgColumn }) =>
    sql`lower(${table.firstname} || ' ' || ${table.surname})`;
  return sql`(${name(raters)} like ${pattern} or ${name(ratedUsers)} like ${pattern} or lower(coalesce(${ratings.comment}, '')) like ${pattern})`;
}

/** One page of ratings, newest first unless sorted otherwise, with how many match. */
export async function pageOfRatings(
  db: Db,
  list: Paging &
    Partial<Sorting<(typeof RATING_SORTS)[number]>> & {
      keyword?: string | undefined;
      where?: SQL | undefined;
    },
): Promise<Page<Rating>> {
  const condition = and(list.where, ratingKeyword(list.keyword));
  const [rows, [total]] = await Promise.all([
    selectRatingViews(db)
      .where(condition)
      .orderBy(
        ...sortedBy(list, {
          columns: { CreatedDate: ratings.createdAt, StarRating: ratings.starRating },
          tieBreaker: ratings.id,
          byDefault: [desc(ratings.createdAt), desc(ratings.id)],
        }),
      )
      .limit(list.pageSize)
      .offset(offsetOf(list)),
    db
      .select({ n: count() })
      .from(ratings)
      .innerJoin(raters, eq(raters.id, ratings.ratedById))
      .innerJoin(ratedUsers, eq(ratedUsers.id, ratings.ratedUserId))
      .where(condition),
  ]);
  return { rows: rows.map(toRating), total: total?.n ?? 0 };
}
