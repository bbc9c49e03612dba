import { bulkTexts, Endpoint, userTexts } from '@wayfare/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, problemOf } from '../../test/api-client.ts';
import { bearer, createTestApp, createUser, type TestApp, tokenFor, userRow } from '../../test/test-app.ts';
import { adminActivities } from '../activity/activity.table.ts';

/**
 * Issue 32: a bulk call is its row call made once per id with the caller's rights: the rows it may
 * change change (each logged as the row call logs it), the others are reported with their problem.
 */

let t: TestApp;
/** A sub-admin whose role may edit accounts: not another administrator's (a full administrator's right). */
let editor: ReturnType<typeof apiAs>;
let editorId: string;
const riders: string[] = [];
let administrator: string;

const active = async (id: string) => (await userRow(t.db, id))!.isActive;
const loggedBy = (userId: string, action: string) =>
  t.db
    .select({ recordId: adminActivities.recordId })
    .from(adminActivities)
    .where(
      and(
        eq(adminActivities.userId, userId),
        eq(adminActivities.area, 'Account'),
        eq(adminActivities.action, action),
      ),
    );

beforeAll(async () => {
  t = await createTestApp({ OUTBOX_POLL_MS: 60_000 });
  const sub = await createUser(t.db, { password: null, rights: { [Endpoint.Account]: { edit: true } } });
  editorId = sub.id;
  editor = apiAs(t, await tokenFor(sub));
  for (let i = 0; i < 3; i += 1) riders.push((await createUser(t.db, { password: null })).id);
  administrator = (await createUser(t.db, { password: null, allowAllEndpoints: true })).id;
});
afterAll(() => t.close());

describe('bulk calls (Account/BulkSuspendUserAccount)', () => {
  it("changes the rows the caller may change, each logged, and reports the others' problems", async () => {
    const [first, second] = riders as [string, string];
    const response = await editor.post('/api/Account/BulkSuspendUserAccount', {
      Ids: [first, administrator, second],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      Succeeded: 2,
      Failed: [{ Id: administrator, Status: 403, Title: userTexts.fullAdministratorsOnly, Detail: null }],
    });
    expect([await active(first), await active(second), await active(administrator)]).toEqual([
      false,
      false,
      true,
    ]);
    const logged = await loggedBy(editorId, 'SuspendUserAccount');
    expect(logged.map((entry) => entry.recordId).sort()).toEqual([first, second].sort());
  });

  it('reports a row whose state refuses the change with its 409, and the other rows change', async () => {
    const [first, , third] = riders as [string, string, string];
    const response = await editor.post('/api/Account/BulkActivateUserAccount', { Ids: [third, first] });
    expect(response.json()).toEqual({
      Succeeded: 1,
      Failed: [{ Id: third, Status: 409, Title: userTexts.alreadyActive('Chidi Okafor'), Detail: null }],
    });
    expect(await active(first)).toBe(true);
  });

  it('refuses a caller without the row call’s right, and changes nothing', async () => {
    const third = riders[2]!;
    const viewer = await createUser(t.db, { password: null, rights: { [Endpoint.Account]: { view: true } } });
    for (const token of [
      await tokenFor(viewer),
      await tokenFor(await createUser(t.db, { password: null })),
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/Account/BulkSuspendUserAccount',
        headers: bearer(token),
        payload: { Ids: [third] },
      });
      expect(problemOf(response, 403).title).toBe('You do not have permission to do this');
    }
    expect(await active(third)).toBe(true);
  });

  it('refuses no ids, the same id twice, or more than the limit, saying which', async () => {
    const third = riders[2]!;
    const cases: [unknown[], string][] = [
      [[], bulkTexts.idsRequired],
      [[third, third], bulkTexts.distinct],
      [Array.from({ length: 501 }, () => third), bulkTexts.tooMany],
    ];
    for (const [Ids, message] of cases) {
      const response = await editor.post('/api/Account/BulkSuspendUserAccount', { Ids });
      expect(problemOf(response, 400).errors?.Ids, JSON.stringify(Ids).slice(0, 40)).toContain(message);
    }
    expect(await active(third)).toBe(true);
  });

  it('answers a retry with the same Idempotency-Key from memory, repeating no row', async () => {
    const third = riders[2]!;
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/Account/BulkSuspendUserAccount',
        headers: { ...editor.headers, 'idempotency-key': 'bulk-suspend-third' },
        payload: { Ids: [third] },
      });
    const first = await send();
    expect(first.json()).toEqual({ Succeeded: 1, Failed: [] });
    const retry = await send();
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual({ Succeeded: 1, Failed: [] });
    // Made again, the row call would have answered 409 (already suspended) and logged nothing new.
    const logged = await loggedBy(editorId, 'SuspendUserAccount');
    expect(logged.filter((entry) => entry.recordId === third)).toHaveLength(1);
  });
});
