import { RideStatus, rideTexts } from '@wayfare/contracts';
import { and, asc, eq, gt, isNotNull, isNull, like, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import type { DemoSeed } from '../../demo/demo-seed.ts';
import { users } from '../accounts/accounts.table.ts';
import { driverPackages, packages } from '../packages/packages.table.ts';
import { currentFareSetting } from './ride-settings.service.ts';
import { walletMoneyForDemoRides } from './rides.demo-money.ts';
import {
  DEMO_MINUTES,
  type DemoDriver,
  type DrivingPeriod,
  type Ending,
  type PlannedRide,
  ridePlanner,
} from './rides.demo-plan.ts';
import { rideSharedUsers, rides } from './rides.table.ts';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
/** issue 16 §5: 20 000 rides over 30 days, today's active and pending ones included. */
export const DEMO_RIDES = 20_000;
const DAYS = 30;
/** Rows per INSERT: 1 000 rides are 20 000 parameters, well under PostgreSQL's 65 535. */
const BATCH = 1_000;
const PENDING_TODAY = 12;
const CANCEL_REASONS = [
  'Changed my plans',
  'Booked by mistake',
  'Found another way there',
  'Too long a wait',
];
const DRIVER_CANCEL_REASON = 'The rider did not come out';

/** How the finished rides end: about 80 % completed, the rest each a cancel the state machine allows. */
function endingOf(roll: number): Ending {
  if (roll < 0.8) return 'completed';
  if (roll < 0.87) return 'riderGivesUp';
  if (roll < 0.92) return 'nobodyCame';
  if (roll < 0.97) return 'riderCancelsAccepted';
  return 'driverCancelsArrived';
}

/** The demo people by kind: riders, and drivers allowed to drive; every demo driver holds a package. */
async function demoPeople(tx: Transaction, today: string) {
  const demo = and(like(users.emailAddress, '%@demo.wayfare.ng'), isNull(users.deletedAt));
  const riders = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(demo, eq(users.isAdmin, false), eq(users.isDriver, false), eq(users.isActive, true)))
    .orderBy(asc(users.emailAddress));
  const allDrivers = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(demo, eq(users.isDriver, true)))
    .orderBy(asc(users.emailAddress));
  const offered = await tx
    .select({ id: packages.id })
    .from(packages)
    .where(eq(packages.publish, true))
    .orderBy(asc(packages.id));
  if (offered.length > 0 && allDrivers.length > 0)
    await tx
      .insert(driverPackages)
      .values(
        allDrivers.map((driver, index) => ({
          userId: driver.id,
          packageId: offered[index % offered.length]!.id,
        })),
      )
      .onConflictDoNothing();
  const held = await tx
    .select({
      id: users.id,
      packageId: packages.id,
      packageName: packages.name,
      since: driverPackages.since,
      frequency: packages.frequency,
      maxRides: packages.maxTotalRides,
    })
    .from(users)
    .leftJoin(driverPackages, eq(driverPackages.userId, users.id))
    .leftJoin(packages, eq(packages.id, driverPackages.packageId))
    .where(
      and(
        demo,
        eq(users.isDriver, true),
        eq(users.isActive, true),
        isNotNull(users.licenseApprovedAt),
        gt(users.licenseExpiryDate, today),
      ),
    )
    .orderBy(asc(users.emailAddress));
  const drivers: DemoDriver[] = held.map(({ since, frequency, maxRides, ...driver }) => ({
    ...driver,
    period: since && frequency !== null && maxRides ? periodOf(since, frequency, maxRides) : null,
  }));
  return { riders, drivers };
}

/** A package's period from its start, as driving-package.ts reads it: a day, 7 days or a month. */
function periodOf(from: Date, frequency: number, maxRides: number): DrivingPeriod {
  const until = new Date(from);
  if (frequency === 1) until.setDate(until.getDate() + 1);
  else if (frequency === 2) until.setDate(until.getDate() + 7);
  else until.setMonth(until.getMonth() + 1);
  return { from, until, maxRides };
}

/** Whether a ride started at `time` may end in the period of the driver's package that limits rides. */
const inLimitedPeriod = ({ period }: DemoDriver, time: number) =>
  // A ride ends within three hours of its start.
  period !== null && time >= period.from.getTime() - 3 * 3_600_000 && time < period.until.getTime();

/**
 * Issue 30: a driver for a ride completed at `time`, among those whose package still has rides left in
 * its period then (a package's card never shows more rides done than it allows); none: undefined.
 * `done` counts each driver's rides planned in that period so far.
 */
function driverWithRidesLeft(
  drivers: DemoDriver[],
  time: number,
  done: Map<string, number>,
  pick: <T>(list: readonly T[]) => T,
) {
  const hasRidesLeft = (driver: DemoDriver) =>
    !inLimitedPeriod(driver, time) || (done.get(driver.id) ?? 0) < driver.period!.maxRides;
  for (let tries = 0; tries < 5; tries++) {
    const driver = pick(drivers);
    if (hasRidesLeft(driver)) return driver;
  }
  return drivers.find(hasRidesLeft);
}

/** The rides: the past 30 days' finished ones, then today's under way (one per busy driver) and waiting. */
function planRides(input: {
  now: Date;
  riders: { id: string }[];
  drivers: DemoDriver[];
  planner: ReturnType<typeof ridePlanner>;
}): PlannedRide[] {
  const { now, riders, drivers, planner } = input;
  const { random, pick } = planner;
  const busy = drivers.slice(0, Math.ceil(drivers.length / 2));
  const past = DEMO_RIDES - busy.length - PENDING_TODAY;
  // The latest finished ride starts two hours ago, so it has ended; one ride a millisecond apart at least.
  const newest = now.getTime() - 120 * MINUTE_MS;
  const times = Array.from({ length: past }, () =>
    Math.floor(newest - random() * (DAYS * DAY_MS - 120 * MINUTE_MS)),
  );
  times.sort((a, b) => a - b);
  const done = new Map<string, number>();
  const planned = times.map((time) => {
    let ending = endingOf(random());
    const driver = ending === 'completed' ? driverWithRidesLeft(drivers, time, done, pick) : pick(drivers);
    if (!driver) ending = 'nobodyCame';
    else if (ending === 'completed' && inLimitedPeriod(driver, time))
      done.set(driver.id, (done.get(driver.id) ?? 0) + 1);
    const status = ending === 'completed' ? RideStatus.Completed : RideStatus.Cancelled;
    const driven = ending !== 'riderGivesUp' && ending !== 'nobodyCame';
    const customer = pick(riders);
    const sharer = driven && random() < 0.1 ? pick(riders) : undefined;
    return planner.plan({
      createdAt: new Date(time),
      status,
      ending,
      customerId: customer.id,
      driver: driven ? (driver ?? null) : null,
      sharerId: sharer && sharer.id !== customer.id ? sharer.id : undefined,
    });
  });
  // Today: a rider and a driver hold one unfinished ride each at most (the partial unique indexes).
  const free = [...riders];
  const active = [RideStatus.Accepted, RideStatus.Arrived, RideStatus.Ongoing];
  for (const [index, driver] of busy.entries()) {
    const customer = free.shift();
    if (customer)
      planned.push(
        planner.plan({
          createdAt: new Date(now.getTime() - (20 + index) * MINUTE_MS),
          status: active[index % active.length]!,
          customerId: customer.id,
          driver,
        }),
      );
  }
  for (let index = 0; index < PENDING_TODAY; index++) {
    const customer = free.shift();
    if (customer)
      planned.push(
        planner.plan({
          createdAt: new Date(now.getTime() - (index + 1) * 40_000),
          status: RideStatus.Pending,
          customerId: customer.id,
          driver: null,
        }),
      );
  }
  return planned;
}

/**
 * Every demo ride's history, in one INSERT … SELECT from the rides' own timestamps: Pending, then each
 * status it reached (Arrived and Ongoing at fixed minutes after acceptance), then its end. A cancel is
 * the system's when nobody accepted in time, the driver's when it came after arrival, else the rider's.
 */
function writeHistories(tx: Transaction, firstRideId: number) {
  const minutes = (count: number) => sql`${count}::int * interval '1 minute'`;
  const arrived = sql`r.accepted_at + ${minutes(DEMO_MINUTES.arrive)}`;
  const systemCancel = sql`r.driver_id is null and r.cancelled_at >= r.created_at + ${minutes(DEMO_MINUTES.nobodyCame)}`;
  const driverCancel = sql`r.driver_id is not null and r.cancelled_at >= ${arrived}`;
  const reasons = sql.join(
    CANCEL_REASONS.map((reason) => sql`${reason}::text`),
    sql`, `,
  );
  return tx.execute(sql`
    insert into ride_status_updates (ride_id, status, reason, by_user_id, created_at)
    select r.id, step.status, step.reason, step.by_user_id, step.at
    from rides r
    cross join lateral (values
      (1, r.created_at, r.customer_id, null::text),
      (2, r.accepted_at, r.driver_id, null),
      (3, ${arrived}, r.driver_id, null),
      (4, r.accepted_at + ${minutes(DEMO_MINUTES.start)}, r.driver_id, null),
      (5, r.completed_at, r.driver_id, null),
      (6, r.cancelled_at,
        case when ${systemCancel} then null when ${driverCancel} then r.driver_id else r.customer_id end,
        case when ${systemCancel} then ${rideTexts.noDriverAccepted}::text
             when ${driverCancel} then ${DRIVER_CANCEL_REASON}::text
             else (array[${reasons}])[1 + r.id % ${CANCEL_REASONS.length}::int] end)
    ) as step(status, at, by_user_id, reason)
    where r.id >= ${firstRideId} and step.at is not null and (
      step.status in (1, 2, 5, 6)
      or (step.status = 3 and (r.status in (3, 4, 5) or (r.status = 6 and r.cancelled_at >= ${arrived})))
      or (step.status = 4 and r.status in (4, 5))
    )
    order by r.id, step.status`);
}

/**
 * issue 16 §5, on the demo people: 20 000 rides over the last 30 days (about 80 % completed, the rest
 * cancelled in each way the state machine allows), a tenth shared, each with its history; today, a
 * ride under way for half the drivers and a few riders waiting. Added once: when any ride exists, nothing.
 */
export const ridesDemo: DemoSeed = {
  area: 'rides',
  async seed(tx) {
    if ((await tx.$count(rides)) > 0) return { created: 0 };
    const now = new Date();
    const { riders, drivers } = await demoPeople(tx, now.toISOString().slice(0, 10));
    if (riders.length < PENDING_TODAY + drivers.length || drivers.length === 0) return { created: 0 };
    const planner = ridePlanner(await currentFareSetting(tx), 16);
    const planned = planRides({ now, riders, drivers, planner });

    let firstRideId: number | undefined;
    const seats: (typeof rideSharedUsers.$inferInsert)[] = [];
    for (let start = 0; start < planned.length; start += BATCH) {
      const batch = planned.slice(start, start + BATCH);
      const saved = await tx
        .insert(rides)
        .values(batch.map((item) => item.ride))
        .returning({ id: rides.id });
      firstRideId ??= saved[0]?.id;
      batch.forEach(({ ride, sharer }, index) => {
        if (sharer)
          seats.push({
            rideId: saved[index]!.id,
            userId: sharer.userId,
            destinationAddress: sharer.destinationAddress,
            distanceMetres: sharer.distanceMetres,
            estimatedAmountKobo: sharer.kobo,
            createdAt: ride.acceptedAt ?? ride.createdAt ?? now,
          });
      });
    }
    for (let start = 0; start < seats.length; start += BATCH)
      await tx.insert(rideSharedUsers).values(seats.slice(start, start + BATCH));
    if (firstRideId !== undefined) {
      await writeHistories(tx, firstRideId);
      await walletMoneyForDemoRides(tx, { firstRideId, now });
    }
    return { created: planned.length };
  },
};
