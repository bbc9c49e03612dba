import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../modules/accounts/accounts.table.ts';
import { payments } from '../modules/payments/payments.table.ts';
import { orderFor } from '../modules/payments/payments.test-support.ts';
import { rides } from '../modules/rides/rides.table.ts';
import { apiAs, listOf, problemOf } from '../test/api-client.ts';
import { createTestApp, createUser, signInAsFirstAdmin, type TestApp } from '../test/test-app.ts';

/**
 * issue 32: the admin lists sort on the server by the column asked for (`sort`, `order`), keep their
 * default order when none is, and refuse a column they cannot sort by. A handful of representative
 * lists, on one app: every list goes through the same `sortedBy`.
 */

let t: TestApp;
let admin: ReturnType<typeof apiAs>;
beforeAll(async () => {
  t = await createTestApp({ OUTBOX_POLL_MS: 60_000 });
  admin = apiAs(t, await signInAsFirstAdmin(t));
});
afterAll(() => t?.close());

/** A rider named as given, created `daysAgo` days ago, found by the keyword 'sortz'. */
async function rider(firstname: string, daysAgo: number) {
  const user = await createUser(t.db, { password: null });
  await t.db
    .update(users)
    .set({ firstname, surname: 'Sortz', createdAt: new Date(Date.now() - daysAgo * 86_400_000) })
    .where(eq(users.id, user.id));
  return user;
}

describe('sorting the admin lists', () => {
  it('sorts the riders by name either way, and newest first when no column is chosen', async () => {
    const [ada, bola, chidi] = [await rider('Ada', 2), await rider('Bola', 1), await rider('Chidi', 3)];
    const idsOf = async (query: Record<string, string>) =>
      listOf<{ Id: string }>(
        await admin.get('/api/Account/GetOtherUsers', { keyword: 'sortz', ...query }),
      ).rows.map((row) => row.Id);
    expect(await idsOf({ sort: 'Name', order: 'desc' })).toEqual([chidi.id, bola.id, ada.id]);
    expect(await idsOf({ sort: 'Name' })).toEqual([ada.id, bola.id, chidi.id]);
    expect(await idsOf({})).toEqual([bola.id, ada.id, chidi.id]);
  });

  it('pages through equal values without repeating or skipping a row', async () => {
    const twins = [await rider('Twin', 0), await rider('Twin', 0), await rider('Twin', 0)];
    const seen: string[] = [];
    for (const page of [0, 1, 2]) {
      const found = listOf<{ Id: string }>(
        await admin.get('/api/Account/GetOtherUsers', {
          keyword: 'twin sortz',
          sort: 'Name',
          page: String(page),
          pageSize: '1',
        }),
      );
      seen.push(...found.rows.map((row) => row.Id));
    }
    expect(seen.toSorted()).toEqual(twins.map((twin) => twin.id).toSorted());
  });

  it('sorts the rides by date, oldest first when asked', async () => {
    // A customer of its own to each (one unfinished ride a customer).
    const ride = async (daysAgo: number) => {
      const customer = await createUser(t.db, { password: null });
      const [row] = await t.db
        .insert(rides)
        .values({
          customerId: customer.id,
          distanceMetres: 5_000,
          destinationAddress: '1 Sortway Close, Ikeja',
          currentStreet: '2 Allen Avenue',
          currentCity: 'Lagos',
          estimatedAmountKobo: 100_000,
          createdAt: new Date(Date.now() - daysAgo * 86_400_000),
        })
        .returning();
      return row!.id;
    };
    const [middle, newest, oldest] = [await ride(2), await ride(1), await ride(3)];
    const ids = async (query: Record<string, string>) =>
      listOf<{ Id: number }>(
        await admin.get('/api/Ride/GetRides', { keyword: 'sortway', ...query }),
      ).rows.map((row) => row.Id);
    expect(await ids({ sort: 'RideDate', order: 'asc' })).toEqual([oldest, middle, newest]);
    expect(await ids({ sort: 'RideDate', order: 'desc' })).toEqual([newest, middle, oldest]);
  });

  it('sorts the payments by amount', async () => {
    const customer = await createUser(t.db, { password: null });
    const paid = async (unitKobo: number) =>
      (await orderFor(t.db, { email: customer.email }, [{ name: 'Sortitem', unitKobo }])).payment.id;
    const [small, large, middle] = [await paid(10_000), await paid(900_000), await paid(50_000)];
    const ids = async (order: string) =>
      listOf<{ Id: string; Amount: number }>(
        await admin.get('/api/Payment/GetPayments', { keyword: 'sortitem', sort: 'Amount', order }),
      ).rows.map((row) => row.Id);
    expect(await ids('desc')).toEqual([large, middle, small]);
    expect(await ids('asc')).toEqual([small, middle, large]);
    // The payment's own amount decides, whatever else changes on the row.
    await t.db.update(payments).set({ amountKobo: 1_000_000 }).where(eq(payments.id, small));
    expect(await ids('desc')).toEqual([small, large, middle]);
  });

  it('refuses a column it cannot sort by, naming those it can', async () => {
    const problem = problemOf(await admin.get('/api/Account/GetOtherUsers', { sort: 'PasswordHash' }), 400);
    expect(problem.errors?.sort).toEqual(['sort must be one of Name, EmailAddress, IsActive, CreatedDate']);
    const direction = problemOf(
      await admin.get('/api/Ride/GetRides', { sort: 'RideDate', order: 'up' }),
      400,
    );
    expect(direction.errors?.order).toEqual(['order must be asc or desc']);
  });
});
