import { RideStatus } from '@wayfare/contracts';
import { sql } from 'drizzle-orm';
import type { DemoSeed } from '../../demo/demo-seed.ts';
import { RatedAs, ratings } from './ratings.table.ts';

const ABOUT_DRIVERS = [
  'Smooth ride, very polite',
  'Arrived on time and knew the way',
  'Clean car, good music',
  'Drove a bit fast on the expressway',
  'The air conditioning was not working',
];
const ABOUT_RIDERS = ['Ready at the pick-up point', 'Friendly passenger', 'Kept me waiting a while'];

const texts = (list: string[]) =>
  sql.join(
    list.map((text) => sql`${text}::text`),
    sql`, `,
  );

/**
 * issue 17 §6: ratings on most completed demo rides, in one INSERT … SELECT: the owner rates the driver
 * on about 85 % of them, the driver the owner on about 60 %, a sharer the driver on half of theirs;
 * mostly four and five stars, some with a comment, each within a day of the ride's end. The people's
 * sums and counts (MyRatingAsDriver, MyRatingAsCustomer) are then set from the ratings, so they agree.
 * Added once: when any rating exists, nothing.
 */
export const ratingsDemo: DemoSeed = {
  area: 'ratings',
  async seed(tx) {
    if ((await tx.$count(ratings)) > 0) return { created: 0 };
    // A fixed hash of the ride (and the rater's part) stands for a dice roll: the same demo every time.
    const roll = (salt: number) => sql.raw(`((r.id * 7919 + ${salt}) % 100)`);
    const stars = (salt: number) => {
      const dice = sql.raw(`((r.id * 104729 + ${salt}) % 100)`);
      return sql`case when ${dice} < 55 then 5 when ${dice} < 82 then 4 when ${dice} < 93 then 3
        when ${dice} < 97 then 2 else 1 end`;
    };
    const comment = (list: string[], salt: number) =>
      sql`case when (r.id + ${salt}::int) % 3 = 0 then (array[${texts(list)}])[1 + (r.id + ${salt}::int) % ${list.length}::int] end`;
    const at = (minutes: number) =>
      sql`least(r.completed_at + ${minutes}::int * interval '1 minute' + (r.id % 600) * interval '1 minute', now())`;
    await tx.execute(sql`
      insert into ratings (ride_id, rated_by_id, rated_user_id, rated_as, star_rating, comment, created_at)
      select r.id, r.customer_id, r.driver_id, ${RatedAs.Driver}::smallint, ${stars(1)}, ${comment(ABOUT_DRIVERS, 1)}, ${at(5)}
      from rides r where r.status = ${RideStatus.Completed} and r.driver_id is not null and ${roll(1)} < 85
      union all
      select r.id, r.driver_id, r.customer_id, ${RatedAs.Customer}::smallint, ${stars(2)}, ${comment(ABOUT_RIDERS, 2)}, ${at(2)}
      from rides r where r.status = ${RideStatus.Completed} and r.driver_id is not null and ${roll(2)} < 60
      union all
      select r.id, s.user_id, r.driver_id, ${RatedAs.Driver}::smallint, ${stars(3)}, ${comment(ABOUT_DRIVERS, 3)}, ${at(9)}
      from rides r join ride_shared_users s on s.ride_id = r.id
      where r.status = ${RideStatus.Completed} and r.driver_id is not null and s.user_id <> r.customer_id
        and ${roll(3)} < 50
      on conflict do nothing`);
    const created = await tx.$count(ratings);
    await tx.execute(sql`
      update users u set
        rating_as_driver_sum = t.driver_sum, rating_as_driver_count = t.driver_count,
        rating_as_customer_sum = t.customer_sum, rating_as_customer_count = t.customer_count
      from (select rated_user_id,
              coalesce(sum(star_rating) filter (where rated_as = ${RatedAs.Driver}), 0)::int as driver_sum,
              count(*) filter (where rated_as = ${RatedAs.Driver})::int as driver_count,
              coalesce(sum(star_rating) filter (where rated_as = ${RatedAs.Customer}), 0)::int as customer_sum,
              count(*) filter (where rated_as = ${RatedAs.Customer})::int as customer_count
            from ratings group by rated_user_id) t
      where u.id = t.rated_user_id`);
    return { created };
  },
};
