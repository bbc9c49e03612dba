import { mkdtempSync, rmSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type FakeGateway,
  startFakeGateway,
} from '../../adapters/payments/fake-gateway/start-fake-gateway.ts';
import { freePort, type RunningProcess, serverEnv, startServerProcess } from '../../test/processes.ts';
import { createUser, FIRST_ADMIN, TEST_JWT_SECRET, tokenFor } from '../../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { users } from '../accounts/accounts.table.ts';
import { balanceDifferences, ensureWallet, unbalancedTransactions } from './ledger.service.ts';
import { ledgerEntries, walletTransactions } from './ledger.table.ts';

/**
 * Issue 18 §1 and §6: a server process (src/main.ts) on PostgreSQL is killed with SIGKILL in the middle
 * of a withdrawal, after the money went on hold and before it heard back about the transfer, and is
 * started again. The fake gateway (in this process, so it outlives the server) delays every call, which
 * opens the window. Twice: killed before the transfer reached the provider (the recovery sweep sends it
 * under the same reference), and while the provider had it (the sweep asks, and settles what it says).
 * Each time: no half-written money, the transfer settles once, every balance is the sum of its entries.
 */

const serverDir = path.resolve(import.meta.dirname, '../../..');
const onPostgres = process.env.TEST_DATABASE === 'postgres';
const SECRET = 'sk_test_withdrawal_kill_secret_key_0123456789';
const DELAY_MS = 1500;

describe.skipIf(!onPostgres)('a server process killed mid-withdrawal, started again', () => {
  let database: TestDatabase;
  let fake: FakeGateway;
  let workDir: string;
  let adminToken: string;
  let server: { url: string; process: RunningProcess } | undefined;
  let starts = 0;
  /** The fake's API calls as they arrive (before its delay), in order. */
  const arrived: string[] = [];

  async function startServer() {
    starts += 1;
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    fake.webhookUrl = `${url}/api/Payment/PaystackWebhook`;
    server = await startServerProcess(port, {
      command: process.execPath,
      args: ['--import', 'tsx', 'src/main.ts'],
      cwd: serverDir,
      logFile: path.join(workDir, `server-${starts}.log`),
      env: {
        ...serverEnv({
          port,
          dataDir: path.join(workDir, 'data'),
          databaseUrl: database.url,
          jwtSecret: TEST_JWT_SECRET,
          admin: FIRST_ADMIN,
          logLevel: 'warn',
        }),
        PAYSTACK_SECRET_KEY: SECRET,
        PAYSTACK_PUBLIC_KEY: 'pk_test_withdrawal_kill',
        PAYSTACK_BASE_URL: fake.paystackBaseUrl,
        WITHDRAWAL_RECOVERY_AFTER_SECONDS: '1',
      },
    });
  }

  const ask = async (token: string, method: 'GET' | 'POST', call: string, body?: object) => {
    const response = await fetch(`${server!.url}/api/${call}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return { status: response.status, json: (await response.json()) as Record<string, unknown> };
  };

  async function fundedDriver(naira: number) {
    const user = await createUser(database.db, { password: null });
    await database.db.update(users).set({ isDriver: true }).where(eq(users.id, user.id));
    const wallet = await ensureWallet(database.db, user.id);
    const funded = await ask(adminToken, 'POST', 'Wallet/FundClientWallet', {
      WallettIdNumber: wallet.wallettIdNumber,
      Amount: naira,
    });
    expect(funded.status, JSON.stringify(funded.json)).toBe(200);
    return { id: user.id, token: await tokenFor(user) };
  }

  const heldWithdrawalOf = async (userId: string) =>
    (
      await database.db
        .select()
        .from(walletTransactions)
        .where(eq(walletTransactions.userId, userId))
        .orderBy(walletTransactions.id)
    ).find((row) => row.type === 6 || row.type === 3);

  async function until<T>(what: () => Promise<T | undefined | false>, timeoutMs = 30_000): Promise<T> {
    const started = Date.now();
    for (;;) {
      const value = await what();
      if (value) return value;
      if (Date.now() - started > timeoutMs) throw new Error(`Timed out:\n${server?.process.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  /** What a killed process must leave: whole movements only, every cached balance its entries' sum. */
  async function noHalfWrittenMoney(userId: string, heldKobo: number) {
    expect(await balanceDifferences(database.db)).toEqual([]);
    expect(await unbalancedTransactions(database.db)).toEqual([]);
    const held = (await heldWithdrawalOf(userId))!;
    expect(held).toMatchObject({ type: 6, status: 0, transferStatus: 0, amountKobo: heldKobo });
    const entries = await database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.transactionId, held.id));
    expect(entries.map((entry) => entry.amountKobo).sort((a, b) => a - b)).toEqual([-heldKobo, heldKobo]);
    return held;
  }

  async function killMidWithdrawal(token: string, waitFor: () => boolean) {
    fake.paystack.hooks.delayMs = DELAY_MS;
    // Never answered: the process dies first.
    void ask(token, 'POST', 'Wallet/WithdrawFromMyWallet', {
      Amount: 700,
      BankCode: '058',
      AccountNumber: '0123456789',
      Message: 'Payout',
    }).catch(() => undefined);
    await until(async () => waitFor());
    // Its body on its way too, then killed.
    await new Promise((resolve) => setTimeout(resolve, 300));
    process.kill(server!.process.pid!, 'SIGKILL');
    await server!.process.stop(); // waits for the exit
    // The delayed calls the dead process made finish at the fake before the restart (the transfer's
    // event to the dead address fails, as it would).
    await new Promise((resolve) => setTimeout(resolve, DELAY_MS + 200));
    fake.paystack.hooks.delayMs = 0;
  }

  async function settledOnce(userId: string, token: string, reference: string) {
    const done = await until(async () => {
      const row = await heldWithdrawalOf(userId);
      return row?.type === 3 ? row : undefined;
    });
    await fake.paystack.webhooksSettled();
    expect(done).toMatchObject({ type: 3, status: 2, transferStatus: 2, reference, amountKobo: 70_000 });
    expect([...fake.paystack.transfers.values()].filter((t) => t.reference === reference)).toHaveLength(1);
    // A replay of the transfer's event changes nothing.
    fake.paystack.replayTransferWebhook(reference);
    await fake.paystack.webhooksSettled();
    const wallet = await ask(token, 'GET', 'Wallet/GetMyWallet');
    expect(wallet.json).toMatchObject({ Balance: 300, BookBalance: 300 });
    expect(await balanceDifferences(database.db)).toEqual([]);
    expect(await unbalancedTransactions(database.db)).toEqual([]);
  }

  beforeAll(async () => {
    workDir = mkdtempSync(path.join(tmpdir(), 'wayfare-withdrawal-kill-'));
    database = await createTestDatabase();
    fake = await startFakeGateway({
      secrets: { paystackSecretKey: SECRET, paystackPublicKey: 'pk_test_withdrawal_kill' },
    });
    fake.paystack.hooks.webhookRetryDelayMs = 20;
    // Each call is noted as it arrives, and its body read at once: a provider acts on a request it
    // received even when its sender has died since (node:http would drop the unread body with the socket).
    const handle = fake.paystack.handle;
    fake.paystack.handle = async (request, response, urlPath) => {
      arrived.push(`${request.method} ${urlPath}`);
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const received = Object.assign(Readable.from(chunks), {
        method: request.method,
        url: request.url,
        headers: request.headers,
      }) as unknown as IncomingMessage;
      return handle(received, response, urlPath);
    };
    await startServer();
    adminToken = await tokenFor(await createUser(database.db, { password: null, allowAllEndpoints: true }));
  }, 120_000);
  afterAll(async () => {
    await server?.process.stop();
    await fake?.close();
    await database?.close();
    if (workDir) rmSync(workDir, { recursive: true, force: true });
  });

  it('killed before the transfer reached the provider: sent again under its reference, settled once', async () => {
    const driver = await fundedDriver(1000);
    // Paystack's transfer is two calls: the recipient, then the transfer. Killed during the first.
    await killMidWithdrawal(driver.token, () => arrived.at(-1) === 'POST /transferrecipient');
    const held = await noHalfWrittenMoney(driver.id, 70_000);
    expect(fake.paystack.transfers.has(held.reference!)).toBe(false);

    await startServer();
    await settledOnce(driver.id, driver.token, held.reference!);
    expect(server!.process.output()).not.toMatch(/"level":(50|60)/);
  }, 120_000);

  it('killed while the provider had the transfer: asked, not sent again, settled once', async () => {
    const driver = await fundedDriver(1000);
    await killMidWithdrawal(driver.token, () => arrived.at(-1) === 'POST /transfer');
    const held = await noHalfWrittenMoney(driver.id, 70_000);
    // The provider took it (and settled it; its event went to the dead process).
    expect(fake.paystack.transfers.get(held.reference!)).toBeDefined();

    const sendsBefore = arrived.filter((call) => call === 'POST /transfer').length;
    await startServer();
    await settledOnce(driver.id, driver.token, held.reference!);
    expect(arrived.filter((call) => call === 'POST /transfer').length).toBe(sendsBefore);
    expect(server!.process.output()).not.toMatch(/"level":(50|60)/);
  }, 120_000);
});
