import { Endpoint, type User, userTexts } from '@wayfare/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, apiAs, listOf, problemOf } from '../../test/api-client.ts';
import { createTestApp, createUser, signedInAdmin, signedInUser, type TestApp } from '../../test/test-app.ts';
import { walletVirtualAccounts } from '../wallet/wallet-accounts.table.ts';
import { users } from './accounts.table.ts';
import { type createdPerson, driverForm, fullAdministrator, personForm } from './test-support.ts';

let t: TestApp;
let admin: ApiClient;
/** Made in beforeAll, oldest first. */
const made: Record<'rider' | 'driver' | 'drivingAdmin' | 'admin', User> = {} as never;

const setCreated = (id: string, at: string) =>
  t.db
    .update(users)
    .set({ createdAt: new Date(at) })
    .where(eq(users.id, id));

beforeAll(async () => {
  t = await createTestApp();
  admin = (await fullAdministrator(t)).api;
  const create = async (form: Parameters<typeof createdPerson>[1]) =>
    (await admin.post('/api/Account/CreateUserAccount', form!)).json() as User;
  made.rider = await create(
    personForm({ Surname: 'Zebedee', Firstname: 'Nkechi', PhoneNumber: '08091112222' }),
  );
  made.driver = await create(driverForm({ Surname: 'Balogun', Firstname: 'Tunde' }));
  made.drivingAdmin = await create(driverForm({ Surname: 'Eze', Firstname: 'Ifeoma', IsAdmin: true }));
  made.admin = await create(personForm({ Surname: 'Adeyemi', Firstname: 'Kola', IsAdmin: true }));
  await setCreated(made.rider.Id, '2026-03-01T10:00:00Z');
  await setCreated(made.driver.Id, '2026-03-02T23:59:00Z');
  await setCreated(made.drivingAdmin.Id, '2026-03-03T08:00:00Z');
  await setCreated(made.admin.Id, '2026-03-04T08:00:00Z');
});
afterAll(() => t.close());

const list = async (action: string, query: Record<string, string | number> = {}) =>
  listOf<User>(await admin.get(`/api/Account/${action}`, { from: '2026-03-01', to: '2026-03-04', ...query }));
const ids = (rows: User[]) => rows.map((row) => row.Id);

describe('Account/GetAdmins, GetDrivers, GetOtherUsers', () => {
  it('lists administrators, drivers (an administrator who drives in both) and everyone else, newest first', async () => {
    expect(ids((await list('GetAdmins')).rows)).toEqual([made.admin.Id, made.drivingAdmin.Id]);
    expect(ids((await list('GetDrivers')).rows)).toEqual([made.drivingAdmin.Id, made.driver.Id]);
    expect(ids((await list('GetOtherUsers')).rows)).toEqual([made.rider.Id]);
  });

  it('gives every User property, those of later areas null or 0', async () => {
    const [row] = (await list('GetOtherUsers')).rows;
    expect(row).toEqual({
      ...made.rider,
      CreatedDate: '2026-03-01T10:00:00.000Z',
      PackageId: null,
      PackageName: null,
      Balance: 0,
      BookBalance: 0,
      MyRatingAsDriver: null,
      MyRatingAsCustomer: null,
    });
    expect(row!.PhoneNumber).toBe('+2348091112222');
    expect(row!.OtherReferralCode).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
  });

  it('gives every account a referral code of its own, however it was made', async () => {
    await Promise.all([1, 2, 3].map(() => createUser(t.db, { password: null })));
    const codes = (await t.db.select({ code: users.referralCode }).from(users)).map((row) => row.code);
    expect(codes.length).toBeGreaterThan(6);
    for (const code of codes) expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('finds a person by part of a name, the e-mail, the phone or the referral code, whatever the case', async () => {
    const drivers = async (keyword: string) => ids((await list('GetDrivers', { keyword })).rows);
    expect(await drivers('BALOG')).toEqual([made.driver.Id]);
    expect(await drivers('tunde balogun')).toEqual([made.driver.Id]);
    expect(await drivers('balogun tunde')).toEqual([made.driver.Id]);
    expect(await drivers(made.driver.EmailAddress.slice(0, 12).toUpperCase())).toEqual([made.driver.Id]);
    expect(await drivers(made.drivingAdmin.OtherReferralCode.toLowerCase())).toEqual([made.drivingAdmin.Id]);
    expect(ids((await list('GetOtherUsers', { keyword: '8091112' })).rows)).toEqual([made.rider.Id]);
    // As people dial it: the trunk 0 and the separators are not in the stored +234 form.
    expect(ids((await list('GetOtherUsers', { keyword: '0809 111-2222' })).rows)).toEqual([made.rider.Id]);
    expect(ids((await list('GetOtherUsers', { keyword: '+234 809 111' })).rows)).toEqual([made.rider.Id]);
    expect(await drivers('nobody-like-this')).toEqual([]);
    // A wildcard in the keyword is looked for literally.
    expect(await drivers('%')).toEqual([]);
  });

  it('bounds the creation date: a date-only to includes that whole day', async () => {
    const drivers = async (query: Record<string, string>) => ids((await list('GetDrivers', query)).rows);
    expect(await drivers({ from: '2026-03-02', to: '2026-03-02' })).toEqual([made.driver.Id]);
    expect(await drivers({ from: '2026-03-03', to: '2026-03-10' })).toEqual([made.drivingAdmin.Id]);
    expect(await drivers({ from: '2026-01-01', to: '2026-03-02T12:00:00Z' })).toEqual([]);
  });

  it('pages with the total in X-Total-Count', async () => {
    const first = await list('GetDrivers', { page: 0, pageSize: 1 });
    const second = await list('GetDrivers', { page: 1, pageSize: 1 });
    expect(first.total).toBe(2);
    expect(second.total).toBe(2);
    expect([...ids(first.rows), ...ids(second.rows)]).toEqual([made.drivingAdmin.Id, made.driver.Id]);
  });

  it("shows the wallet account's status and error", async () => {
    await t.db.insert(walletVirtualAccounts).values({
      userId: made.rider.Id,
      accountNumber: '8000000001',
      status: 3,
      errorMessage: 'BVN mismatch',
    });
    const [row] = (await list('GetOtherUsers')).rows;
    expect(row).toMatchObject({
      WalletAccountNumber: '8000000001',
      VirtualAccountStatus: 3,
      VirtualAccountStatusName: 'Failed',
      VirtualAccountErrorMessage: 'BVN mismatch',
    });
  });

  it('refuses a malformed date, and callers without Account view', async () => {
    const problem = problemOf(await admin.get('/api/Account/GetDrivers', { from: 'yesterday' }), 400);
    expect(problem.errors?.from).toEqual(['from must be a date']);
    const rider = await signedInUser(t);
    expect((await apiAs(t, rider.token).get('/api/Account/GetDrivers')).statusCode).toBe(403);
    const wallet = await signedInAdmin(t, { [Endpoint.Wallet]: { view: true } });
    expect((await apiAs(t, wallet.token).get('/api/Account/GetDrivers')).statusCode).toBe(403);
  });
});

describe('Account/GetUserById and GetSexes', () => {
  it('answers one person, 404 for an unknown id and 400 for a malformed one', async () => {
    const found = await admin.get('/api/Account/GetUserById', { id: made.driver.Id });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({ Id: made.driver.Id, DriverLicenseStatusName: 'Pending' });
    const unknown = problemOf(
      await admin.get('/api/Account/GetUserById', { id: '00000000-0000-4000-8000-000000000000' }),
      404,
    );
    expect(unknown.title).toBe(userTexts.noUser);
    const malformed = problemOf(await admin.get('/api/Account/GetUserById', { id: '1 or 1=1' }), 400);
    expect(malformed.errors?.id).toEqual(['id must be an account id']);
  });

  it('lists the two sexes to anyone signed in', async () => {
    const rider = await signedInUser(t);
    const { rows, total } = listOf(await apiAs(t, rider.token).get('/api/Account/GetSexes'));
    expect(rows).toEqual([
      { Id: 1, Name: 'Male' },
      { Id: 2, Name: 'Female' },
    ]);
    expect(total).toBe(2);
    expect((await apiAs(t).get('/api/Account/GetSexes')).statusCode).toBe(401);
  });
});
