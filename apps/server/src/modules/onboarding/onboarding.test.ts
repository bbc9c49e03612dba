import {
  CarStatus,
  carTexts,
  Endpoint,
  type ReviewQueueItem,
  type User,
  userTexts,
} from '@wayfare/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forbidden } from '../../errors.ts';
import { apiAs, listOf, problemOf } from '../../test/api-client.ts';
import { createTestApp, createUser, type TestApp, tokenFor } from '../../test/test-app.ts';
import { users } from '../accounts/accounts.table.ts';
import { adminActivities } from '../activity/activity.table.ts';
import { carFor } from '../cars/test-support.ts';
import { outboxMessages } from '../outbox/outbox.table.ts';

let t: TestApp;
let admin: ReturnType<typeof apiAs>;
const ids = { oldCar: 0, newCar: 0, licenceHolder: '' };

/** A driver with a licence, their account last changed at `changedAt` (when their licence began to wait). */
async function driver(changedAt: string, licence: string | null = null) {
  const { id } = await createUser(t.db, { password: null });
  await t.db
    .update(users)
    .set({
      isDriver: true,
      firstname: 'Ngozi',
      surname: `Eze ${changedAt.slice(0, 10)}`,
      driverLicense: licence,
      licenseExpiryDate: licence ? '2099-06-30' : null,
      updatedAt: new Date(changedAt),
    })
    .where(eq(users.id, id));
  return id;
}

const pendingCar = async (changedAt: string, name: string) =>
  (
    await carFor(t.db, await driver(changedAt), {
      name,
      status: CarStatus.Pending,
      updatedAt: new Date(changedAt),
    })
  ).id;

/** Signed in without a password to hash: a token for a new account with these rights (all when none). */
const caller = async (options: Parameters<typeof createUser>[1]) =>
  apiAs(t, await tokenFor(await createUser(t.db, { password: null, ...options })));

const queue = (api = admin, query: Record<string, number> = {}) =>
  api.get('/api/Onboarding/GetReviewQueue', query);

beforeAll(async () => {
  t = await createTestApp({ OUTBOX_POLL_MS: 60_000 });
  admin = await caller({ allowAllEndpoints: true });
  ids.newCar = await pendingCar('2026-03-03T09:00:00Z', 'Honda');
  ids.licenceHolder = await driver('2026-03-02T09:00:00Z', '/uploads/licences/ngozi.png');
  ids.oldCar = await pendingCar('2026-03-01T09:00:00Z', 'Toyota');
  // Not waiting: an approved car, and an approved licence.
  await carFor(t.db, await driver('2026-02-01T09:00:00Z'));
  await t.db
    .update(users)
    .set({ licenseApprovedAt: new Date() })
    .where(eq(users.id, await driver('2026-02-01T09:00:00Z', '/uploads/licences/done.png')));
});
afterAll(() => t.close());

describe('Onboarding/GetReviewQueue', () => {
  it('lists Pending cars and Pending licences oldest first across both kinds, paged, with their papers', async () => {
    const { rows, total } = listOf<ReviewQueueItem>(await queue());
    expect(total).toBe(3);
    expect(rows.map((row) => [row.Kind, row.CarId ?? row.UserId])).toEqual([
      ['Car', ids.oldCar],
      ['Licence', ids.licenceHolder],
      ['Car', ids.newCar],
    ]);
    expect(rows[0]!.Documents[0]).toEqual({
      Name: 'Car Licence',
      FilePath: '/uploads/cars/licence.png',
      ExpiryDate: '2099-12-31',
    });
    expect(rows[1]!.Documents).toEqual([
      { Name: "Driver's Licence", FilePath: '/uploads/licences/ngozi.png', ExpiryDate: '2099-06-30' },
    ]);
    const second = listOf<ReviewQueueItem>(await queue(admin, { page: 1, pageSize: 2 }));
    expect(second).toEqual({ rows: [rows[2]], total: 3 });
  });

  it('shows cars only to a role that may approve cars, licences only to one that may approve licences, and refuses neither', async () => {
    const carsOnly = await caller({ rights: { [Endpoint.CarDetail]: { view: true, edit: true } } });
    const carRows = listOf<ReviewQueueItem>(await queue(carsOnly));
    expect(carRows.rows.map((row) => row.CarId)).toEqual([ids.oldCar, ids.newCar]);
    expect(carRows.total).toBe(2);
    const licencesOnly = await caller({ rights: { [Endpoint.Account]: { edit: true } } });
    const licenceRows = listOf<ReviewQueueItem>(await queue(licencesOnly));
    expect(licenceRows.rows.map((row) => row.UserId)).toEqual([ids.licenceHolder]);
    expect(licenceRows.total).toBe(1);
    const viewer = await caller({ rights: { [Endpoint.CarDetail]: { view: true } } });
    // Refused by the guard, as the call declares (CarDetail edit or Account edit).
    expect(problemOf(await queue(viewer), 403).title).toBe(forbidden().message);
    const rider = await caller({ isAdmin: false });
    expect((await queue(rider)).statusCode).toBe(403);
  });

  it("counts down as records are approved, and a second approval answers 409 naming the record's state", async () => {
    const count = async () => listOf(await queue(admin, { pageSize: 1 })).total;
    const before = await count();
    const approve = () => admin.post('/api/CarDetail/ApproveCarDetail', { Id: ids.oldCar });
    expect((await approve()).statusCode).toBe(200);
    expect(problemOf(await approve(), 409).title).toBe(carTexts.wrongState('Approved', carTexts.approveRule));
    const approveLicence = () => admin.post('/api/Account/ApproveLicense', { Id: ids.licenceHolder });
    expect((await approveLicence()).statusCode).toBe(200);
    expect(problemOf(await approveLicence(), 409).title).toBe(userTexts.licenseNotPending('Valid'));
    expect(await count()).toBe(before - 2);
    const left = listOf<ReviewQueueItem>(await queue()).rows;
    expect(left.map((row) => row.CarId)).toEqual([ids.newCar]);
  });
});

describe('Account/MarkLicenseIncomplete', () => {
  const inQueue = async (id: string) =>
    listOf<ReviewQueueItem>(await queue()).rows.some((row) => row.UserId === id);
  const userById = async (id: string) => (await admin.get('/api/Account/GetUserById', { id })).json() as User;
  const mark = (Id: string, Reason: string) =>
    admin.post('/api/Account/MarkLicenseIncomplete', { Id, Reason });

  it('sends a Pending licence back with its reason: it leaves the queue, the driver is e-mailed, a new licence brings it back', async () => {
    const id = await driver('2026-01-05T09:00:00Z', '/uploads/licences/blurred.png');
    expect(await inQueue(id)).toBe(true);
    expect(problemOf(await mark(id, ' ab '), 400).errors).toEqual({
      Reason: ['Reason must be at least 3 characters'],
    });
    const reason = 'The picture is blurred: the expiry date cannot be read.';
    const marked = await mark(id, reason);
    expect(marked.statusCode).toBe(200);
    const holder = await userById(id);
    expect(marked.json()).toEqual({ Message: userTexts.licenseMarkedIncomplete(`Ngozi ${holder.Surname}`) });
    expect(holder).toMatchObject({
      DriverLicenseStatusName: 'Incomplete',
      DriverLicenseIncompleteReason: reason,
    });
    expect(await inQueue(id)).toBe(false);
    expect(problemOf(await mark(id, reason), 409).title).toBe(
      userTexts.licenseNotPendingToMark('Incomplete'),
    );
    const sent = await t.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, holder.EmailAddress));
    expect(sent.map((message) => message.typeName)).toEqual(['Licence Incomplete']);
    expect(sent[0]!.body).toContain(reason);
    const logged = await t.db.select().from(adminActivities).where(eq(adminActivities.recordId, id));
    expect(logged.map((entry) => entry.action)).toEqual(['MarkLicenseIncomplete']);

    const saved = await admin.post('/api/Account/UpdateUserAccount', {
      ...holder,
      PhoneNumber: '0803 123 4567',
      Address: '1 Marina, Lagos',
      DriverLicense: '/uploads/licences/sharp.png',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await userById(id)).toMatchObject({
      DriverLicenseStatusName: 'Pending',
      DriverLicenseIncompleteReason: null,
    });
    expect(await inQueue(id)).toBe(true);
  });

  it('answers 404 for an unknown account and 409 for an account without a licence', async () => {
    expect(problemOf(await mark('00000000-0000-4000-8000-000000000000', 'Blurred'), 404).title).toBe(
      userTexts.noUser,
    );
    expect(problemOf(await mark(await driver('2026-01-06T09:00:00Z'), 'Blurred'), 409).title).toBe(
      userTexts.noLicenseToMark,
    );
  });
});
