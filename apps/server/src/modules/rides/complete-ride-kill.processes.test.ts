import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RideStatus } from '@wayfare/contracts';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, type RunningProcess, serverEnv, startServerProcess } from '../../test/processes.ts';
import { createUser, FIRST_ADMIN, TEST_JWT_SECRET, tokenFor } from '../../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { users } from '../accounts/accounts.table.ts';
import { carFor } from '../cars/test-support.ts';
import { givePackageToDrive } from '../packages/packages.test-support.ts';
import { balancesOf, creditWallet, expectLedgerSound } from '../wallet/ledger.test-support.ts';
import { rideMoneyMovements } from './ride-money.table.ts';
import { rideStatusUpdates, rides } from './rides.table.ts';
import { rideRequest } from './rides.test-support.ts';

/**
 * Issue 30: a server process (src/main.ts) on PostgreSQL completing many Wallet rides is killed with
 * SIGKILL mid-way, and started again. Nothing is half-written: every Completed ride has its capture and
 * its release (the hold settled to the kobo, its Completed status update); every other ride is still
 * Ongoing with its whole hold; the ledger is sound. The rest then complete on the new process.
 */

const serverDir = path.resolve(import.meta.dirname, '../../..');
const onPostgres = process.env.TEST_DATABASE === 'postgres';
const RIDES = 24;
/** CompleteRide calls in flight at once: the server is always mid-completion when it dies. */
const AT_ONCE = 4;

type Driven = { rideId: number; riderId: string; driverToken: string };

describe.skipIf(!onPostgres)('a server process killed mid-completions, started again', () => {
  let database: TestDatabase;
  let workDir: string;
  let server: { url: string; process: RunningProcess } | undefined;
  let starts = 0;

  async function startServer() {
    starts += 1;
    const port = await freePort();
    server = await startServerProcess(port, {
      command: process.execPath,
      args: ['--import', 'tsx', 'src/main.ts'],
      cwd: serverDir,
      logFile: path.join(workDir, `server-${starts}.log`),
      env: serverEnv({
        port,
        dataDir: path.join(workDir, 'data'),
        databaseUrl: database.url,
        jwtSecret: TEST_JWT_SECRET,
        admin: FIRST_ADMIN,
        logLevel: 'warn',
      }),
    });
  }

  const post = async (token: string, call: string, body: object) => {
    const response = await fetch(`${server!.url}/api/Ride/${call}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, json: (await response.json()) as { Id: number } };
  };
  const ok = async (token: string, call: string, body: object) => {
    const answer = await post(token, call, body);
    expect(answer.status, `${call}: ${JSON.stringify(answer.json)}`).toBe(200);
    return answer.json;
  };

  /** A funded rider's Wallet ride, taken by a driver with a car and a package, driven to Ongoing. */
  async function ongoingWalletRide(): Promise<Driven> {
    const rider = await createUser(database.db, { password: null });
    await creditWallet(database.db, rider.id, 10_000_00);
    const driver = await createUser(database.db, { password: null });
    await database.db
      .update(users)
      .set({
        isDriver: true,
        driverLicense: '/uploads/licences/driver.png',
        licenseExpiryDate: '2099-12-31',
        licenseApprovedAt: new Date(),
      })
      .where(eq(users.id, driver.id));
    await carFor(database.db, driver.id);
    await givePackageToDrive(database.db, driver.id);
    const driverToken = await tokenFor(driver);
    const ride = await ok(await tokenFor(rider), 'RequestRide', rideRequest({ PaymentMethod: 1 }));
    for (const step of ['AcceptRide', 'ArriveRide', 'StartRide'])
      await ok(driverToken, step, { Id: ride.Id });
    return { rideId: ride.Id, riderId: rider.id, driverToken };
  }

  async function completedIds(rideIds: number[]) {
    const statuses = await database.db
      .select({ id: rides.id, status: rides.status })
      .from(rides)
      .where(inArray(rides.id, rideIds));
    expect(statuses).toHaveLength(rideIds.length);
    return statuses.filter((row) => row.status === RideStatus.Completed).map((row) => row.id);
  }

  /** Each ride either whole-Completed (capture, release, hold back to zero) or whole-Ongoing (its hold). */
  async function nothingHalfWritten(driven: Driven[]) {
    await expectLedgerSound(database.db);
    for (const ride of driven) {
      const [row] = await database.db.select().from(rides).where(eq(rides.id, ride.rideId));
      const kinds = (
        await database.db
          .select({ kind: rideMoneyMovements.kind, amountKobo: rideMoneyMovements.amountKobo })
          .from(rideMoneyMovements)
          .where(eq(rideMoneyMovements.rideId, ride.rideId))
      ).map((movement) => `${movement.kind} ${movement.amountKobo}`);
      const completedUpdates = await database.db.$count(
        rideStatusUpdates,
        eq(rideStatusUpdates.rideId, ride.rideId),
      );
      const { hold } = await balancesOf(database.db, ride.riderId);
      const heldKobo = row!.heldAmountKobo;
      if (row!.status === RideStatus.Completed) {
        const fareKobo = row!.finalAmountKobo!;
        expect(kinds.sort()).toEqual(
          [`capture ${fareKobo}`, `hold ${heldKobo}`, `release ${heldKobo - fareKobo}`].sort(),
        );
        expect(hold).toBe(0);
        // Requested, Accepted, Arrived, Ongoing, Completed.
        expect(completedUpdates).toBe(5);
      } else {
        expect(row!.status).toBe(RideStatus.Ongoing);
        expect(kinds).toEqual([`hold ${heldKobo}`]);
        expect(hold).toBe(heldKobo);
        expect(row!.finalAmountKobo).toBeNull();
        expect(completedUpdates).toBe(4);
      }
    }
  }

  beforeAll(async () => {
    workDir = mkdtempSync(path.join(tmpdir(), 'wayfare-complete-kill-'));
    database = await createTestDatabase();
    await startServer();
  }, 120_000);
  afterAll(async () => {
    await server?.process.stop();
    await database?.close();
    if (workDir) rmSync(workDir, { recursive: true, force: true });
  });

  it('keeps every ride whole: completed with its money, or Ongoing with its hold', async () => {
    const driven: Driven[] = [];
    for (let start = 0; start < RIDES; start += 12)
      driven.push(...(await Promise.all(Array.from({ length: 12 }, () => ongoingWalletRide()))));
    const rideIds = driven.map((ride) => ride.rideId);

    // AT_ONCE calls in flight until the process dies (their replies never come).
    let next = 0;
    const completing = Array.from({ length: AT_ONCE }, async () => {
      while (next < driven.length) {
        const ride = driven[next++]!;
        const answer = await post(ride.driverToken, 'CompleteRide', { Id: ride.rideId }).catch(
          () => undefined,
        );
        if (!answer) return;
      }
    });
    for (;;) {
      if ((await completedIds(rideIds)).length >= RIDES / 4) break;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    process.kill(server!.process.pid!, 'SIGKILL');
    await server!.process.stop();
    await Promise.all(completing);

    const completedAtKill = await completedIds(rideIds);
    expect(completedAtKill.length).toBeGreaterThanOrEqual(RIDES / 4);
    expect(completedAtKill.length).toBeLessThan(RIDES);
    await nothingHalfWritten(driven);

    await startServer();
    for (const ride of driven.filter((candidate) => !completedAtKill.includes(candidate.rideId)))
      await ok(ride.driverToken, 'CompleteRide', { Id: ride.rideId });
    // A completion the dead process committed is not done twice: 409 naming the state.
    const done = driven.find((ride) => ride.rideId === completedAtKill[0])!;
    const again = await post(done.driverToken, 'CompleteRide', { Id: done.rideId });
    expect(again.status).toBe(409);
    expect(await completedIds(rideIds)).toHaveLength(RIDES);
    await nothingHalfWritten(driven);
    expect(server!.process.output()).not.toMatch(/"level":(50|60)/);
  }, 120_000);
});
