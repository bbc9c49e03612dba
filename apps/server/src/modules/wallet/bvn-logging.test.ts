import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../config.ts';
import { apiAs } from '../../test/api-client.ts';
import {
  createUser,
  TEST_JWT_SECRET,
  TEST_TWO_FACTOR_KEY,
  type TestApp,
  tokenFor,
} from '../../test/test-app.ts';
import { createTestDatabase } from '../../test/test-database.ts';

/**
 * Issue 29 §1: a BVN never reaches the log, whatever the level: not in the request's line, not in the
 * refusal of a wrong one, not in the wallet's answer (test mode: Flutterwave's fake on the server).
 */

const BVN = '22213572468';
const WRONG = '222135724689';
let logged: string[];
let t: TestApp;
beforeAll(async () => {
  logged = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logged.push(String(chunk));
      done();
    },
  });
  const connection = await createTestDatabase();
  const app = await buildApp({
    config: testConfig({
      WEB_DIST_DIR: '/nonexistent',
      WALLET_GATEWAY: 'flutterwave',
      OUTBOX_POLL_MS: 60_000,
    }),
    db: connection.db,
    listen: connection.listen,
    jwtSecret: TEST_JWT_SECRET,
    twoFactorKey: TEST_TWO_FACTOR_KEY,
    senders: { Email: async () => {}, SMS: async () => {} },
    logger: { level: 'trace', stream },
  });
  await app.ready();
  t = {
    app,
    db: connection.db,
    sent: [],
    close: async () => {
      await app.close();
      await connection.close();
    },
  };
});
afterAll(() => t?.close());

describe('the BVN and the log', () => {
  it('is never written, given right or wrong', async () => {
    const user = await createUser(t.db, { password: null });
    const api = apiAs(t, await tokenFor(user));
    expect((await api.post('/api/Wallet/SetMyBvn', { Bvn: WRONG })).statusCode).toBe(400);
    expect((await api.post('/api/Wallet/SetMyBvn', { Bvn: BVN })).statusCode).toBe(200);
    const wallet = await api.get('/api/Wallet/GetMyWallet');
    expect(wallet.json()).toMatchObject({ BvnNeeded: true, MaskedBvn: '*******2468' });
    expect(logged.join('\n')).toContain('/api/Wallet/SetMyBvn');
    expect(logged.join('\n')).not.toContain(BVN.slice(0, 7));
  });
});
