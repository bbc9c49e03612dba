import { brotliDecompressSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The tables through the schema, so the HTTP layer's tests reach into no module.
import { rateLimitCounters, users } from '../db/schema.ts';
import { createTestApp, createUser, STRONG_PASSWORD, type TestApp } from '../test/test-app.ts';
import { idempotencyKeys } from './idempotency.table.ts';

let t: TestApp;
/** A reply big enough to be compressed (over a kilobyte), outside /api so it needs no declaration. */
const BIG_REPLY_PATH = '/idempotency-test/big-reply';
const bigReply = { Text: 'Wayfare '.repeat(500) };

beforeAll(async () => {
  t = await createTestApp({}, { extend: (app) => app.post(BIG_REPLY_PATH, async () => bigReply) });
});
afterAll(() => t.close());

let counter = 0;
const form = () => {
  counter += 1;
  return {
    EmailAddress: `once${counter}@example.ng`,
    PhoneNumber: '0803 123 4567',
    Surname: 'Bello',
    Firstname: 'Musa',
    Password: STRONG_PASSWORD,
    ConfirmPassword: STRONG_PASSWORD,
  };
};

const register = (payload: object, key: string, caller = 'browser-1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/Account/Register',
    headers: { 'idempotency-key': key, 'x-anonymous-id': caller },
    payload,
  });

const accountsFor = async (email: string) =>
  t.db.$count(users, sql`lower(${users.emailAddress}) = ${email.toLowerCase()}`);

describe('Idempotency-Key', () => {
  it('runs a repeated request once and replays the first reply', async () => {
    const payload = form();
    const first = await register(payload, 'key-replay');
    const second = await register(payload, 'key-replay');
    expect(first.statusCode).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(second.statusCode).toBe(200);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    expect(await accountsFor(payload.EmailAddress)).toBe(1);
  });

  it('refuses the same key with a different body with 422', async () => {
    const payload = form();
    await register(payload, 'key-different-body');
    const response = await register({ ...payload, Firstname: 'Someone' }, 'key-different-body');
    expect(response.statusCode).toBe(422);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json().title).toBe('This Idempotency-Key was already used for a different request');
  });

  it('keeps keys apart per caller', async () => {
    const [a, b] = [form(), form()];
    const first = await register(a, 'key-shared', 'browser-a');
    const second = await register(b, 'key-shared', 'browser-b');
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.headers['idempotent-replayed']).toBeUndefined();
    expect([await accountsFor(a.EmailAddress), await accountsFor(b.EmailAddress)]).toEqual([1, 1]);
  });

  // A taken address is no longer refused (issue 29 §3): the refusal here is the sign-up limit's.
  it('remembers a refusal too, so a retry does not change its answer', async () => {
    const payload = form();
    const busy = 'register-address:127.0.0.1';
    await t.db
      .insert(rateLimitCounters)
      .values({ key: busy, count: 1_000 })
      .onConflictDoUpdate({ target: rateLimitCounters.key, set: { count: 1_000 } });
    let refused: Awaited<ReturnType<typeof register>>;
    try {
      refused = await register(payload, 'key-refused');
    } finally {
      await t.db.delete(rateLimitCounters).where(sql`${rateLimitCounters.key} = ${busy}`);
    }
    const again = await register(payload, 'key-refused');
    expect(refused.statusCode).toBe(429);
    expect(again.statusCode).toBe(429);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await accountsFor(payload.EmailAddress)).toBe(0);
  });

  it('does not remember a failure on our side, so the retry runs', async () => {
    await t.db.execute(
      sql.raw(`CREATE FUNCTION fail_user_insert() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'database unavailable'; END $$`),
    );
    await t.db.execute(
      sql.raw(
        'CREATE TRIGGER fail_once BEFORE INSERT ON users FOR EACH ROW EXECUTE FUNCTION fail_user_insert()',
      ),
    );
    const payload = form();
    let failed: Awaited<ReturnType<typeof register>>;
    try {
      failed = await register(payload, 'key-after-failure');
    } finally {
      await t.db.execute(sql.raw('DROP TRIGGER fail_once ON users'));
    }
    expect(failed.statusCode).toBe(500);
    const retried = await register(payload, 'key-after-failure');
    expect(retried.statusCode).toBe(200);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    expect(await accountsFor(payload.EmailAddress)).toBe(1);
  });

  it('runs two simultaneous requests with one key only once', async () => {
    const payload = form();
    const replies = await Promise.all([register(payload, 'key-race'), register(payload, 'key-race')]);
    const statuses = replies.map((reply) => reply.statusCode);
    expect(statuses).toContain(200);
    // The other either waited for and replayed the reply, or was told the first is still under way.
    for (const reply of replies) {
      if (reply.statusCode === 200) continue;
      expect(reply.statusCode).toBe(409);
      expect(reply.json().title).toBe('This request is still being processed. Try again in a moment');
    }
    expect(await accountsFor(payload.EmailAddress)).toBe(1);
  });

  it('remembers a compressed reply as sent before compression, and replays it compressed', async () => {
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: BIG_REPLY_PATH,
        headers: { 'idempotency-key': 'key-big-reply', 'accept-encoding': 'br', 'x-anonymous-id': 'big' },
        payload: {},
      });
    const first = await send();
    const again = await send();
    for (const response of [first, again]) {
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString())).toEqual(bigReply);
    }
    expect(again.headers['idempotent-replayed']).toBe('true');
  });

  it('refuses a malformed key before doing anything', async () => {
    const payload = form();
    for (const key of ['', 'has space', 'x'.repeat(201), 'caf\u00e9']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/Account/Register',
        headers: { 'idempotency-key': key },
        payload,
      });
      expect(response.statusCode, JSON.stringify(key)).toBe(400);
    }
    expect(await accountsFor(payload.EmailAddress)).toBe(0);
  });

  it('leaves requests without a key, and reads, alone', async () => {
    const payload = form();
    const first = await t.app.inject({ method: 'POST', url: '/api/Account/Register', payload });
    const second = await t.app.inject({ method: 'POST', url: '/api/Account/Register', payload });
    // Both ran: the second found the account the first made (and answers alike, issue 29 §3).
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.headers['idempotent-replayed']).toBeUndefined();
    expect(await accountsFor(payload.EmailAddress)).toBe(1);
    const before = await t.db.$count(idempotencyKeys);
    const read = await t.app.inject({ url: '/api/health', headers: { 'idempotency-key': 'read-key' } });
    expect(read.statusCode).toBe(200);
    expect(await t.db.$count(idempotencyKeys)).toBe(before);
  });

  it('never stores a sign-in: Authenticate ignores the key, so no token is kept in the database', async () => {
    const user = await createUser(t.db);
    const signInOnce = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/Account/Authenticate',
        headers: { 'idempotency-key': 'sign-in-1', 'x-anonymous-id': 'browser-9' },
        payload: { EmailAddress: user.email, Password: user.password },
      });
    const first = await signInOnce();
    const second = await signInOnce();
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.headers['idempotent-replayed']).toBeUndefined();
    const stored = await t.db.select().from(idempotencyKeys).where(sql`${idempotencyKeys.key} = 'sign-in-1'`);
    expect(stored).toEqual([]);
  });
});
