import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { activeFullAdministrator } from './account-change.ts';
import { users } from './accounts.table.ts';
import { fullAdministrator } from './test-support.ts';

const onPostgres = process.env.TEST_DATABASE === 'postgres';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const activeFullAdmins = () => t.db.select({ id: users.id }).from(users).where(activeFullAdministrator);

describe('the last active full administrator', () => {
  // On PGlite requests are served one at a time anyway; on PostgreSQL the two transactions really overlap.
  it.skipIf(!onPostgres)(
    'survives two full administrators suspending, deleting or demoting each other at the same moment (PostgreSQL)',
    async () => {
      let survivor = await fullAdministrator(t);
      for (const action of [
        'SuspendUserAccount',
        'DeleteUserAccount',
        'RemoveUserFromAdminRole',
        'DeleteUserAccount',
      ]) {
        const newcomer = await fullAdministrator(t);
        expect(await activeFullAdmins()).toHaveLength(2);
        const [fromSurvivor, fromNewcomer] = await Promise.all([
          survivor.api.post(`/api/Account/${action}`, { Id: newcomer.id }),
          newcomer.api.post(`/api/Account/${action}`, { Id: survivor.id }),
        ]);
        const statuses = [fromSurvivor.statusCode, fromNewcomer.statusCode];
        // One goes through; the other hears that the account left is the last (409), or, if it
        // reached the guard after the first committed, that its own token no longer works (401: a
        // suspension or deletion ends its sessions) or that it is no administrator any more (403: a
        // demotion leaves the session but takes the rights).
        const refusedLate = action === 'RemoveUserFromAdminRole' ? [409, 401, 403] : [409, 401];
        expect(
          statuses.filter((status) => status === 200),
          `${action}: ${statuses}`,
        ).toHaveLength(1);
        expect(
          statuses.filter((status) => refusedLate.includes(status)),
          `${action}: ${statuses}`,
        ).toHaveLength(1);
        const left = await activeFullAdmins();
        expect(left, action).toHaveLength(1);
        survivor = left[0]!.id === survivor.id ? survivor : newcomer;
      }
    },
  );
});
