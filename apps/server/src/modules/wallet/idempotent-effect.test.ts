import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api-client.ts';
import { createTestApp, createUser, signedInAdmin, type TestApp } from '../../test/test-app.ts';
import { ensureWallet } from './ledger.service.ts';
import { walletTransactions } from './ledger.table.ts';

/**
 * Issue 29 §3: a money call's effect and the reply stored for its Idempotency-Key commit together.
 * The failure is injected on the way out, after the effect's transaction committed: before the
 * change, the 500 freed the key and the client's retry moved the money a second time.
 */
const FAIL_ON_THE_WAY_OUT = 'x-test-fail-on-the-way-out';

let t: TestApp;
let admin: ReturnType<typeof apiAs>;

beforeAll(async () => {
  t = await createTestApp(
    { OUTBOX_POLL_MS: 60_000 },
    {
      extend: (app) => {
        const failed = new WeakSet<object>();
        app.addHook('onSend', async (request) => {
          if (request.headers[FAIL_ON_THE_WAY_OUT] !== 'yes' || failed.has(request)) return;
          failed.add(request);
          throw new Error('injected: the connection broke after the effect committed');
        });
      },
    },
  );
  admin = apiAs(t, (await signedInAdmin(t)).token);
});
afterAll(() => t.close());

async function walletOfNewRider() {
  const user = await createUser(t.db, { password: null });
  const wallet = await ensureWallet(t.db, user.id);
  return { userId: user.id, number: wallet.wallettIdNumber };
}

const send = (url: string, key: string, payload: object, failing: boolean) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: {
      ...admin.headers,
      'idempotency-key': key,
      ...(failing ? { [FAIL_ON_THE_WAY_OUT]: 'yes' } : {}),
    },
    payload,
  });

const movementsOf = (userId: string) =>
  t.db.$count(walletTransactions, eq(walletTransactions.userId, userId));

describe('an idempotent money call whose reply is lost after its effect committed', () => {
  it('FundClientWallet: the retry gets the stored reply and credits once', async () => {
    const rider = await walletOfNewRider();
    const payload = { WallettIdNumber: rider.number, Amount: 300, Message: 'Once only' };
    const lost = await send('/api/Wallet/FundClientWallet', `fund-${rider.number}`, payload, true);
    expect(lost.statusCode).toBe(500);

    const retry = await send('/api/Wallet/FundClientWallet', `fund-${rider.number}`, payload, false);
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toMatchObject({ Id: expect.any(Number), Message: expect.any(String) });
    expect(await movementsOf(rider.userId)).toBe(1);
  });

  it('RefundTransaction: the retry gets the stored reply and debits once', async () => {
    const rider = await walletOfNewRider();
    const funded = await admin.post('/api/Wallet/FundClientWallet', {
      WallettIdNumber: rider.number,
      Amount: 120,
      Message: 'To refund',
    });
    const creditId = funded.json<{ Id: number }>().Id;
    const lost = await send('/api/Wallet/RefundTransaction', `refund-${creditId}`, { Id: creditId }, true);
    expect(lost.statusCode).toBe(500);

    const retry = await send('/api/Wallet/RefundTransaction', `refund-${creditId}`, { Id: creditId }, false);
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    const debits = await t.db.$count(
      walletTransactions,
      sql`${walletTransactions.userId} = ${rider.userId} and ${walletTransactions.refundOf} = ${creditId}`,
    );
    expect(debits).toBe(1);
  });
});
