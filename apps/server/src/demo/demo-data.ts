import { sql } from 'drizzle-orm';
import type { FileStorage } from '../adapters/storage/file-storage.ts';
import type { Database } from '../db/database.ts';
import { accountsDemo } from '../modules/accounts/accounts.demo.ts';
import { airtimeDemo } from '../modules/airtime/airtime.demo.ts';
import { blogsDemo } from '../modules/blogs/blogs.demo.ts';
import { carsDemo } from '../modules/cars/cars.demo.ts';
import { categoriesDemo } from '../modules/categories/categories.demo.ts';
import { complaintsDemo } from '../modules/complaints/complaints.demo.ts';
import { dispatchDemo } from '../modules/dispatch/dispatch.demo.ts';
import { eventsDemo } from '../modules/events/events.demo.ts';
import { messagesDemo } from '../modules/messages/messages.demo.ts';
import { ordersDemo } from '../modules/orders/orders.demo.ts';
import { packagesDemo } from '../modules/packages/packages.demo.ts';
import { paymentsDemo } from '../modules/payments/payments.demo.ts';
import { promotionsDemo } from '../modules/promotions/promotions.demo.ts';
import { ratingsDemo } from '../modules/ratings/ratings.demo.ts';
import { referralsDemo } from '../modules/referrals/referrals.demo.ts';
import { ridesDemo } from '../modules/rides/rides.demo.ts';
import { walletDemo } from '../modules/wallet/wallet.demo.ts';
import { demoPassword } from './demo-password.ts';
import type { DemoSeed, DemoSeedResult } from './demo-seed.ts';

/** Every area's demo seed, in the order their records depend on each other. */
export const demoSeeds: readonly DemoSeed[] = [
  accountsDemo,
  categoriesDemo,
  packagesDemo,
  messagesDemo,
  referralsDemo,
  blogsDemo,
  walletDemo,
  airtimeDemo,
  promotionsDemo,
  ridesDemo,
  carsDemo,
  // issue 31: after the rides and the cars: the drivers on today's rides are placed on them.
  dispatchDemo,
  ratingsDemo,
  complaintsDemo,
  eventsDemo,
  ordersDemo,
  paymentsDemo,
];

// Any constant works: it only has to be the same in every process that seeds.
const DEMO_LOCK_ID = 727_003;

/**
 * Fills an empty product with believable records so that every screen has something to show
 * (`DEMO_DATA=true` at start, or `npm run seed:demo`). One transaction under an advisory lock: two
 * processes starting together seed once, and a failure leaves nothing half made. The demo people's
 * password is `options.password` (DEMO_PASSWORD), or one made up and announced once.
 */
export async function seedDemoData(
  db: Database,
  storage: FileStorage,
  announce: (text: string) => void,
  options: { password?: string | undefined } = {},
) {
  const password = demoPassword(options.password);
  const results = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_LOCK_ID})`);
    const done: Array<DemoSeedResult & { area: string }> = [];
    for (const { area, seed } of demoSeeds) done.push({ area, ...(await seed(tx, storage, password)) });
    return done;
  });
  for (const { area, created, notes } of results) {
    announce(`Demo data, ${area}: ${created === 0 ? 'already there' : `${created} records added`}`);
    for (const note of notes ?? []) announce(note);
  }
  return results;
}
