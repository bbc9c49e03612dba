import { describe, expect, it } from 'vitest';
import { BULK_MAX_IDS, bulkTexts, isBulkCall } from './bulk.ts';
import { callPath } from './call.ts';
import { allCalls, calls } from './calls/index.ts';

describe('bulk calls (issue 32)', () => {
  const bulk = allCalls.filter(isBulkCall);

  it('twin a row action of the same area, named Bulk{Action}, with its right but not its conditions on the data', () => {
    expect(bulk.length).toBeGreaterThan(0);
    for (const call of bulk) {
      expect(call.method, callPath(call)).toBe('POST');
      expect(call.area).toBe(call.rowCall.area);
      expect(call.action).toBe(`Bulk${call.rowCall.action}`);
      const { fullAdministratorsWhen: _perRow, ...rowAccess } = call.rowCall.access as {
        fullAdministratorsWhen?: unknown;
      };
      expect(call.access, callPath(call)).toEqual(rowAccess);
    }
    expect(calls.Account.BulkSuspendUserAccount.access).toEqual(
      expect.not.objectContaining({ fullAdministratorsWhen: expect.anything() }),
    );
  });

  it("take 1 to 500 distinct ids, each as the row call's Id", () => {
    const body = calls.Country.BulkDisableCountry.body;
    expect(body.safeParse({ Ids: [1, 2, 3] }).success).toBe(true);
    const refused = (Ids: unknown) => body.safeParse({ Ids }).error?.issues.map((issue) => issue.message);
    expect(refused([])).toEqual([bulkTexts.idsRequired]);
    expect(refused([4, 4])).toEqual([bulkTexts.distinct]);
    expect(refused(Array.from({ length: BULK_MAX_IDS + 1 }, (_, index) => index + 1))).toEqual([
      bulkTexts.tooMany,
    ]);
    expect(calls.Account.BulkDeleteUserAccount.body.safeParse({ Ids: ['not-an-account'] }).success).toBe(
      false,
    );
  });

  it('answer how many were done and each failure with its problem', () => {
    const reply = calls.Message.BulkResendEmail.reply.schema;
    expect(
      reply.parse({
        Succeeded: 1,
        Failed: [{ Id: '0b6c7e4e-2c3a-4f53-9d1e-5b1f0f7f1a11', Status: 409, Title: 'Sent', Detail: null }],
      }),
    ).toMatchObject({ Succeeded: 1 });
    expect(bulkTexts.confirm('suspend', 3, 'riders')).toBe(
      'Are you sure, you want to suspend these 3 riders?',
    );
  });
});
