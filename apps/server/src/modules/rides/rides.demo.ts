import { RideStatus } from '@wayfare/contracts';
import { and, asc, eq, gt, isNotNull, isNull, like } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import type { DemoSeed } from '../../demo/demo-data.ts';
import { users } from '../accounts/accounts.table.ts';
import { driverPackages, packages } from '../packages/packages.table.ts';
import { fareOf } from './fares.ts';
import { currentFareSetting } from './ride-settings.service.ts';
import { rideSharedUsers, rideStatusUpdates, rides } from './rides.table.ts';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
/** Rides over the last 30 days; the rest of today's picture (active, pending) comes on top. */
const PAST_RIDES = 3_000;
const DAYS = 30;
const BATCH = 500;

const STREETS = [
  '12 Admiralty Way, Lekki',
  '5 Awolowo Road, Ikoyi',
  '27 Allen Avenue, Ikeja',
  '3 Broad Street, Lagos Island',
  '14 Herbert Macaulay Way, Yaba',
  '9 Adeola Odeku Street, Victoria Island',
  '40 Ogunlana Drive, Surulere',
  '2 Aminu Kano Crescent, Wuse II, Abuja',
  '18 Ring Road, Ibadan',
  '7 Trans-Amadi Road, Port Harcourt',
];
const CITIES = ['Lagos', 'Lagos', 'Lagos', 'Abuja', 'Ibadan', 'Port Harcourt'];
const CANCEL_REASONS = ['Changed my plans', 'Driver took too long', 'Booked by mistake', 'Car trouble'];

/** A small seeded generator (mulberry32): the same demo every time. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

type Person = { id: string };
type Driver = Person & { packageId: number | null; packageName: string | null };
type RideValues = typeof rides.$inferInsert;
type Step = { status: number; at: Date; by: string | null; reason?: string };
type Planned = { ride: RideValues; steps: Step[]; sharer?: { userId: string; metres: number; kobo: number } };

/** The demo people by kind: drivers allowed to drive (each given a package if they hold none), riders. */
async function demoPeople(tx: Transaction, today: string) {
  const demo = and(like(users.emailAddress, '%@demo.wayfare.ng'), isNull(users.deletedAt));
  const riders = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(demo, eq(users.isAdmin, false), eq(users.isDriver, false)))
    .orderBy(asc(users.emailAddress));
  const able = await tx
    .select({ id: users.id })
    .from(users)
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
  const offered = await tx
    .select({ id: packages.id, name: packages.name })
    .from(packages)
    .where(eq(packages.publish, true))
    .orderBy(asc(packages.id));
  const drivers: Driver[] = [];
  for (const [index, person] of able.entries()) {
    const choice = offered[index % Math.max(offered.length, 1)];
    if (choice)
      await tx
        .insert(driverPackages)
        .values({ userId: person.id, packageId: choice.id })
        .onConflictDoNothing();
    const [held] = await tx
      .select({ id: packages.id, name: packages.name })
      .from(driverPackages)
      .innerJoin(packages, eq(packages.id, driverPackages.packageId))
      .where(eq(driverPackages.userId, person.id));
    drivers.push({ id: person.id, packageId: held?.id ?? null, packageName: held?.name ?? null });
  }
  return { riders, drivers };
}

/**
 * issue 16 §5, on the demo people: 3 000 rides over the last 30 days following the state machine (about
 * 80 % completed, the rest cancelled, before or after a driver accepted), a tenth shared, each with its
 * history; today, a ride under way for some drivers and a few riders waiting. Added once: when any ride
 * exists, nothing.
 */
export const ridesDemo: DemoSeed = {
  area: 'rides',
  async seed(tx) {
    if ((await tx.$count(rides)) > 0) return { created: 0 };
    const now = new Date();
    const today = now.toISOString().slice(0, 10);
    const { riders, drivers } = await demoPeople(tx, today);
    if (riders.length < 2 || drivers.length === 0) return { created: 0 };
    const setting = await currentFareSetting(tx);
    const random = seeded(16);
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;

    const plan = (createdAt: Date, status: number, customer: Person, driver: Driver | null): Planned => {
      const distanceMetres = 1_000 + Math.floor(random() * 34_000);
      const isHighTraffic = random() < 0.3;
      const shared = random() < 0.1;
      const fare = fareOf(setting, { distanceMetres, isHighTraffic, isShared: shared });
      const city = pick(CITIES);
      const steps: Step[] = [{ status: RideStatus.Pending, at: createdAt, by: customer.id }];
      const at = (minutes: number) => new Date(createdAt.getTime() + minutes * MINUTE_MS);
      const reached = [
        RideStatus.Accepted,
        RideStatus.Arrived,
        RideStatus.Ongoing,
        RideStatus.Completed,
      ].filter((step) => step <= status && status !== RideStatus.Cancelled);
      const minutes = [2, 9, 11, 11 + Math.round(distanceMetres / 500)];
      for (const [index, step] of reached.entries())
        steps.push({ status: step, at: at(minutes[index]!), by: driver?.id ?? null });
      if (status === RideStatus.Cancelled) {
        if (driver) steps.push({ status: RideStatus.Accepted, at: at(2), by: driver.id });
        steps.push({
          status: RideStatus.Cancelled,
          at: at(6),
          by: customer.id,
          reason: pick(CANCEL_REASONS),
        });
      }
      const last = steps.at(-1)!.at;
      const sharerPerson = shared
        ? riders.find((rider) => rider.id !== customer.id && random() < 0.5)
        : undefined;
      const sharerMetres = 1_000 + Math.floor(random() * 10_000);
      return {
        ride: {
          customerId: customer.id,
          driverId: driver?.id ?? null,
          packageId: driver?.packageId ?? null,
          packageName: driver?.packageName ?? null,
          status,
          distanceMetres,
          isHighTraffic,
          allowSharing: shared,
          destinationAddress: pick(STREETS),
          currentStreet: pick(STREETS),
          currentCity: city,
          currentSubregion: '',
          estimatedAmountKobo: fare.naira * 100,
          amountKobo: status === RideStatus.Completed ? fare.naira * 100 : null,
          createdAt,
          acceptedAt: driver ? at(2) : null,
          completedAt: status === RideStatus.Completed ? last : null,
          cancelledAt: status === RideStatus.Cancelled ? last : null,
        },
        steps,
        ...(sharerPerson
          ? {
              sharer: {
                userId: sharerPerson.id,
                metres: sharerMetres,
                kobo:
                  fareOf(setting, { distanceMetres: sharerMetres, isHighTraffic, isShared: true }).naira *
                  100,
              },
            }
          : {}),
      };
    };

    const planned: Planned[] = [];
    // The past: finished rides only (an unfinished one would hold its driver and rider).
    for (let i = 0; i < PAST_RIDES; i++) {
      const createdAt = new Date(now.getTime() - (1 + random() * (DAYS * DAY_MS - 4 * 60 * MINUTE_MS)));
      const roll = random();
      const status = roll < 0.82 ? RideStatus.Completed : RideStatus.Cancelled;
      const driver = status === RideStatus.Completed || roll > 0.9 ? pick(drivers) : null;
      if (createdAt.getTime() > now.getTime() - 3 * 60 * MINUTE_MS) continue;
      planned.push(plan(createdAt, status, pick(riders), driver));
    }
    // Today: half the drivers on a ride under way, and a few riders still waiting; one ride each.
    const busy = drivers.slice(0, Math.max(1, Math.floor(drivers.length / 2)));
    const free = [...riders];
    const active = [RideStatus.Accepted, RideStatus.Arrived, RideStatus.Ongoing];
    busy.forEach((driver, index) => {
      const customer = free.shift();
      if (customer)
        planned.push(
          plan(new Date(now.getTime() - (20 + index) * MINUTE_MS), active[index % 3]!, customer, driver),
        );
    });
    for (let index = 0; index < 3; index++) {
      const customer = free.shift();
      if (customer)
        planned.push(
          plan(new Date(now.getTime() - (index + 1) * MINUTE_MS), RideStatus.Pending, customer, null),
        );
    }

    for (let start = 0; start < planned.length; start += BATCH) {
      const batch = planned.slice(start, start + BATCH);
      const saved = await tx
        .insert(rides)
        .values(batch.map((item) => item.ride))
        .returning({ id: rides.id });
      const updates = batch.flatMap((item, index) =>
        item.steps.map((step) => ({
          rideId: saved[index]!.id,
          status: step.status,
          byUserId: step.by,
          reason: step.reason ?? null,
          createdAt: step.at,
        })),
      );
      for (let from = 0; from < updates.length; from += BATCH)
        await tx.insert(rideStatusUpdates).values(updates.slice(from, from + BATCH));
      const seats = batch.flatMap((item, index) =>
        item.sharer &&
        (item.ride.status === RideStatus.Completed || item.ride.status === RideStatus.Cancelled)
          ? [
              {
                rideId: saved[index]!.id,
                userId: item.sharer.userId,
                destinationAddress: pick(STREETS),
                distanceMetres: item.sharer.metres,
                estimatedAmountKobo: item.sharer.kobo,
                createdAt: item.ride.createdAt ?? now,
                // Finished rides' sharers are done with them too.
                leftAt: null,
              },
            ]
          : [],
      );
      if (seats.length > 0) await tx.insert(rideSharedUsers).values(seats);
    }
    return { created: planned.length };
  },
};
