import { and, eq, inArray, like, lt } from 'drizzle-orm';
import { dispatchCell } from '../../geo.ts';
import { users } from '../accounts/accounts.table.ts';
import type { JobDefinition } from '../jobs/job-registry.ts';
import { driverPositions } from './dispatch.table.ts';

/** How far a demo driver moves each run, in degrees (about 150 m), and how much they turn. */
const STEP_DEGREES = 0.0014;
const TURN_DEGREES = 40;

/** A demo driver heard from this recently is driven by a client of theirs (the simulator, a person): left alone. */
const DRIVEN_BY_A_CLIENT_MS = 15_000;

/**
 * issue 31, DEMO_DATA only: the demo drivers with a position are kept online (heard from at each run,
 * within DRIVER_STALE_SECONDS; back online after a restart turned them stale) and drive slow loops
 * around where they are, so the live map is alive without `npm run simulate`. Run by one process at
 * a time, like every job; no account outside the demo's domain is touched.
 */
export const keepDemoDriversMoving: JobDefinition = {
  everyMs: 20_000,
  async run({ db, now }) {
    const demoDrivers = db
      .select({ id: users.id })
      .from(users)
      .where(like(users.emailAddress, '%@demo.wayfare.ng'));
    const resting = await db
      .select()
      .from(driverPositions)
      .where(
        and(
          inArray(driverPositions.driverId, demoDrivers),
          lt(driverPositions.seenAt, new Date(now.getTime() - DRIVEN_BY_A_CLIENT_MS)),
        ),
      );
    for (const position of resting) {
      if (position.latitude === null || position.longitude === null) continue;
      const heading = ((position.heading ?? 0) + TURN_DEGREES) % 360;
      const latitude = position.latitude + Math.cos((heading * Math.PI) / 180) * STEP_DEGREES;
      const longitude = position.longitude + Math.sin((heading * Math.PI) / 180) * STEP_DEGREES;
      await db
        .update(driverPositions)
        .set({
          online: true,
          latitude,
          longitude,
          heading,
          cell: dispatchCell({ latitude, longitude }),
          seenAt: now,
        })
        .where(eq(driverPositions.driverId, position.driverId));
    }
    return { moved: resting.length };
  },
};
