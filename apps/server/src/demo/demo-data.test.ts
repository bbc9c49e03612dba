import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Endpoint, type User } from '@wayfare/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStorage } from '../adapters/storage/file-storage.ts';
import { createLocalStorage } from '../adapters/storage/local-storage.ts';
import { balanceDifferences, unbalancedTransactions } from '../modules/wallet/ledger.service.ts';
import { apiAs, listOf } from '../test/api-client.ts';
import { createTestApp, signIn, signInAsFirstAdmin, type TestApp } from '../test/test-app.ts';
import { seedDemoData } from './demo-data.ts';

let testApp: TestApp;
let uploads: string;
let storage: FileStorage;
const notes: string[] = [];
beforeAll(async () => {
  uploads = await mkdtemp(join(tmpdir(), 'wayfare-demo-'));
  storage = createLocalStorage(uploads);
  testApp = await createTestApp();
  await signInAsFirstAdmin(testApp);
  await seedDemoData(testApp.db, storage, (text) => notes.push(text));
}, 180_000);
afterAll(async () => {
  await testApp.close();
  await rm(uploads, { recursive: true, force: true });
});

const demoPassword = () => /password (\S+) \(shown only this once\)/.exec(notes.join('\n'))?.[1] ?? '';

describe('demo data', () => {
  it('gives every account screen something to show: roles, their administrators, drivers in each licence state, riders, some suspended', async () => {
    const admin = apiAs(testApp, await signInAsFirstAdmin(testApp));
    const roles = listOf<{ Name: string }>(await admin.get('/api/Account/GetAllAdminRoles')).rows;
    expect(roles.map((role) => role.Name)).toEqual(expect.arrayContaining(['Accounts', 'Support']));

    const administrators = listOf<User>(await admin.get('/api/Account/GetAdmins')).rows;
    expect(
      administrators
        .filter((person) => person.RequireWebsiteRole)
        .map((person) => person.AdminRoleName)
        .sort(),
    ).toEqual(['Accounts', 'Support', 'Support']);

    const drivers = listOf<User>(await admin.get('/api/Account/GetDrivers')).rows;
    expect(new Set(drivers.map((driver) => driver.DriverLicenseStatusName))).toEqual(
      new Set(['Valid', 'Pending', 'Expired']),
    );
    const licence = drivers.find((driver) => driver.DriverLicense)?.DriverLicense ?? '';
    const picture = await storage.read(licence.replace('/uploads/', ''));
    expect(picture?.subarray(1, 4).toString()).toBe('PNG');

    const riders = listOf<User>(await admin.get('/api/Account/GetOtherUsers')).rows;
    expect(riders.length).toBeGreaterThanOrEqual(3);
    expect([...drivers, ...riders].some((person) => !person.IsActive)).toBe(true);
    expect(
      riders.some((person) => person.WalletAccountNumber && person.VirtualAccountStatusName === 'Failed'),
    ).toBe(true);
  });

  it('gives the wallet screens top-ups (by an administrator, by card: paid, unfinished, declined), packages, a refunded credit, withdrawals paid out and one failed, the ledger sound', async () => {
    const admin = apiAs(testApp, await signInAsFirstAdmin(testApp));
    // Every page: the demo's Wallet rides (issue 30) are the newest movements.
    const rows: { TransactionTypeName: string; TransactionStatusName: string }[] = [];
    for (let page = 0; ; page++) {
      const { rows: more } = listOf<{ TransactionTypeName: string; TransactionStatusName: string }>(
        await admin.get('/api/Wallet/GetWalletTransactions', { pageSize: 100, page }),
      );
      rows.push(...more);
      if (more.length < 100) break;
    }
    const seen = rows.map((row) => `${row.TransactionTypeName} ${row.TransactionStatusName}`);
    // Debit Refunded: the airtime demo's failed purchase, refunded by a Credit (issue 18 §4).
    // BookDebit Completed: the holds of the demo's Wallet rides (issue 30).
    expect(new Set(seen)).toEqual(
      new Set([
        'BookDebit Completed',
        'Credit Completed',
        'Debit Completed',
        'Credit Refunded',
        'Credit Initiated',
        'Credit Failed',
        'WithDrawn Completed',
        'PendingWithDraw Failed',
        'BookCredit Completed',
        'Debit Refunded',
      ]),
    );
    const drivers = listOf<User>(await admin.get('/api/Account/GetDrivers')).rows;
    const emeka = drivers.find((driver) => driver.EmailAddress === 'emeka.nwosu@demo.wayfare.ng');
    // His failed withdrawal's hold was released: nothing on hold, BookBalance is Balance.
    expect(emeka).toMatchObject({ PackageName: 'Weekly Hustle', Balance: 17000, BookBalance: 17000 });
    expect(await balanceDifferences(testApp.db)).toEqual([]);
    expect(await unbalancedTransactions(testApp.db)).toEqual([]);
  });

  it('makes 50 drivers, most of them allowed to drive and each holding a package, and 500 riders, all at the demo domain', async () => {
    const admin = apiAs(testApp, await signInAsFirstAdmin(testApp));
    const drivers = listOf<User>(await admin.get('/api/Account/GetDrivers', { pageSize: 100 }));
    const riders = listOf<User>(await admin.get('/api/Account/GetOtherUsers', { pageSize: 100 }));
    expect([drivers.total, riders.total]).toEqual([50, 500]);
    const valid = drivers.rows.filter((driver) => driver.DriverLicenseStatusName === 'Valid');
    expect(valid.length).toBeGreaterThan(35);
    expect(drivers.rows.every((driver) => driver.PackageName)).toBe(true);
    expect(
      [...drivers.rows, ...riders.rows].every((person) => person.EmailAddress.endsWith('@demo.wayfare.ng')),
    ).toBe(true);
  });

  it('lets a generated rider sign in with the password it announced', async () => {
    const riders = listOf<User>(
      await apiAs(testApp, await signInAsFirstAdmin(testApp)).get('/api/Account/GetOtherUsers', {
        keyword: '@demo.wayfare.ng',
        pageSize: 100,
      }),
    ).rows;
    const rider = riders.find((person) => /\d@/.test(person.EmailAddress) && person.IsActive)!;
    expect(await signIn(testApp.app, rider.EmailAddress, demoPassword())).toBeTruthy();
    expect(notes.filter((note) => note.includes(demoPassword()))).toHaveLength(1);
  });

  it('lets a person sign in as a demo administrator with the password it announced, with only their role’s rights', async () => {
    const token = await signIn(testApp.app, 'chiamaka.eze@demo.wayfare.ng', demoPassword());
    const rights: Array<{ Id: number; CanView: boolean }> = (
      await apiAs(testApp, token).get('/api/Settings/GetMyAdminEndPoints')
    ).json();
    expect(rights.filter((right) => right.CanView).map((right) => right.Id)).toEqual([
      Endpoint.Ride,
      Endpoint.Complaint,
    ]);
    expect((await apiAs(testApp, token).get('/api/Account/GetDrivers')).statusCode).toBe(403);
  });

  it('adds nothing when run again', async () => {
    const admin = apiAs(testApp, await signInAsFirstAdmin(testApp));
    const before = (await admin.get('/api/Account/GetOtherUsers')).headers['x-total-count'];
    const again = await seedDemoData(testApp.db, storage, () => {});
    expect(again.map((result) => result.created)).toEqual(again.map(() => 0));
    expect((await admin.get('/api/Account/GetOtherUsers')).headers['x-total-count']).toBe(before);
  });
});
