import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { users } from './accounts.table.ts';

/**
 * One rating more on the rated person's sum and count as a driver or as a customer, written by the
 * ratings module in the rating's transaction: MyRatingAsDriver and MyRatingAsCustomer are read
 * without counting ratings.
 */
export async function addReceivedRating(
  tx: Db,
  input: { userId: string; as: 'driver' | 'customer'; stars: number },
) {
  const added =
    input.as === 'driver'
      ? {
          ratingAsDriverSum: sql`${users.ratingAsDriverSum} + ${input.stars}`,
          ratingAsDriverCount: sql`${users.ratingAsDriverCount} + 1`,
        }
      : {
          ratingAsCustomerSum: sql`${users.ratingAsCustomerSum} + ${input.stars}`,
          ratingAsCustomerCount: sql`${users.ratingAsCustomerCount} + 1`,
        };
  await tx.update(users).set(added).where(eq(users.id, input.userId));
}
