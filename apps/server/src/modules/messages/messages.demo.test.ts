import type { EmailRow, SmsRow } from '@wayfare/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Transaction } from '../../db/database.ts';
import { apiAs, listOf } from '../../test/api-client.ts';
import { createTestApp, signedInAdmin, type TestApp } from '../../test/test-app.ts';
import { outboxMessages } from '../outbox/outbox.table.ts';
import { messagesDemo } from './messages.demo.ts';

let t: TestApp;
beforeAll(async () => {
  // The worker polls as often as a test app's does: the demo's pending messages must still stay.
  t = await createTestApp();
});
afterAll(() => t.close());

const seedOnce = () => t.db.transaction((tx) => messagesDemo.seed(tx as Transaction, undefined as never));

describe('the messages demo data', () => {
  it('adds e-mails and SMS in every status, failed ones with their reason, once', async () => {
    expect(await seedOnce()).toEqual({ created: 15 });
    expect(await seedOnce()).toEqual({ created: 0 });
    const admin = apiAs(t, (await signedInAdmin(t)).token);
    const emails = listOf<EmailRow>(await admin.get('/api/Message/GetEmails', { pageSize: 50 }));
    const sms = listOf<SmsRow>(await admin.get('/api/Message/GetSMSs', { pageSize: 50 }));
    expect([emails.total, sms.total]).toEqual([9, 6]);
    for (const rows of [emails.rows, sms.rows]) {
      expect(new Set(rows.map((row) => row.StatusName))).toEqual(new Set(['Pending', 'Sent', 'Failed']));
      for (const row of rows.filter((row) => row.StatusName === 'Failed')) {
        const reason = await admin.get(
          `/api/Message/GetFailureReasonFor${'Subject' in row ? 'Email' : 'SMS'}`,
          { id: row.Id },
        );
        expect(reason.body).not.toBe('No failure has been recorded for this message');
      }
    }
    expect(new Set(emails.rows.map((row) => row.TypeName))).toEqual(
      new Set(['New Account', 'Password Reset', 'Account Deletion', 'Ride Receipt']),
    );
    const failures = await Promise.all(
      sms.rows
        .filter((row) => row.StatusName === 'Failed')
        .map(async (row) => (await admin.get('/api/Message/GetFailureReasonForSMS', { id: row.Id })).body),
    );
    expect(failures).toContain('SMS provider answered 400: invalid destination number');
  });

  it('shows no code, and the worker of a running server sends none of them', async () => {
    const admin = apiAs(t, (await signedInAdmin(t)).token);
    const pendingReset = (
      await admin.get('/api/Message/GetEmails', { keyword: 'tunde.bakare', messageStatus: 1 })
    ).json() as EmailRow[];
    expect(pendingReset).toHaveLength(1);
    const detail = await admin.get('/api/Message/GetEmail', { id: pendingReset[0]!.Id });
    expect(detail.json().Message).toContain('••••••');
    expect(detail.body).not.toContain('582047');
    // Several polls of the worker later, nothing was sent and every status is as seeded.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(t.sent).toEqual([]);
    const statuses = await t.db.select({ status: outboxMessages.status }).from(outboxMessages);
    expect(statuses.filter((row) => row.status === 'Pending')).toHaveLength(3);
  });
});
