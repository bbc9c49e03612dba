import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from '../../test/test-app.ts';
import { adminActivities } from './activity.table.ts';
import { removePersonalValues } from './anonymise-activities.ts';
import { changedFields, recordAdminChange } from './record-admin-change.ts';

describe('changedFields', () => {
  it('lists only the fields whose value differs, with their before and after', () => {
    expect(
      changedFields({ Name: 'Lagos', Enable: true, Id: 4 }, { Name: 'Lagos', Enable: false, Id: 4 }),
    ).toEqual([{ Field: 'Enable', Before: true, After: false }]);
  });

  it('gives a created record a null before and a deleted one a null after, for every field', () => {
    expect(changedFields(null, { Id: 1, Name: 'Ikeja' })).toEqual([
      { Field: 'Id', Before: null, After: 1 },
      { Field: 'Name', Before: null, After: 'Ikeja' },
    ]);
    expect(changedFields({ Id: 1, Name: 'Ikeja' }, undefined)).toEqual([
      { Field: 'Id', Before: 1, After: null },
      { Field: 'Name', Before: 'Ikeja', After: null },
    ]);
  });

  it('redacts passwords, hashes, one-time codes, tokens and secrets, yet shows that they changed', () => {
    const changes = changedFields(
      {
        Password: 'old',
        PasswordHash: 'h1',
        VerificationCode: '123456',
        ApiToken: 't1',
        ClientSecret: 's1',
        Name: 'A',
      },
      {
        Password: 'new',
        PasswordHash: 'h2',
        VerificationCode: '654321',
        ApiToken: 't2',
        ClientSecret: 's2',
        Name: 'A',
      },
    );
    expect(changes).toEqual(
      ['Password', 'PasswordHash', 'VerificationCode', 'ApiToken', 'ClientSecret'].map((Field) => ({
        Field,
        Before: '[redacted]',
        After: '[redacted]',
      })),
    );
  });

  it('logs codes that are not secrets: a referral code, an ISO country code', () => {
    expect(
      changedFields(
        { OtherReferralCode: 'AB12CD34', TwoLetterIsoCode: 'NG' },
        { OtherReferralCode: 'XY98ZW76', TwoLetterIsoCode: 'GH' },
      ),
    ).toEqual([
      { Field: 'OtherReferralCode', Before: 'AB12CD34', After: 'XY98ZW76' },
      { Field: 'TwoLetterIsoCode', Before: 'NG', After: 'GH' },
    ]);
  });

  it('compares nested values and dates by their JSON, so an equal copy is no change', () => {
    const at = new Date('2026-01-02T03:04:05Z');
    expect(changedFields({ At: at, Tags: ['a'] }, { At: new Date(at), Tags: ['a'] })).toEqual([]);
  });
});

describe('recordAdminChange and removePersonalValues', () => {
  let t: TestApp;
  let adminId: string;
  beforeAll(async () => {
    t = await createTestApp();
    adminId = (await createUser(t.db, { password: null, isAdmin: true, allowAllEndpoints: true })).id;
  });
  afterAll(() => t.close());

  it('stores the entry with the record id as text, inside the caller’s transaction (a rollback leaves none)', async () => {
    await t.db
      .transaction(async (tx) => {
        await recordAdminChange(tx, {
          userId: adminId,
          area: 'Test',
          action: 'Rolled',
          recordId: 9,
          after: { A: 1 },
        });
        throw new Error('roll back');
      })
      .catch(() => {});
    await recordAdminChange(t.db, {
      userId: adminId,
      area: 'Test',
      action: 'Kept',
      recordId: 9,
      after: { A: 1 },
    });
    const rows = await t.db.select().from(adminActivities).where(eq(adminActivities.area, 'Test'));
    expect(rows.map((row) => [row.action, row.recordId])).toEqual([['Kept', '9']]);
  });

  it('marks an anonymised account’s personal values [removed] in every entry about it, and nothing else', async () => {
    const accountId = 'f3c1b5a0-0000-4000-8000-000000000001';
    await recordAdminChange(t.db, {
      userId: adminId,
      area: 'Account',
      action: 'UpdateUserAccount',
      recordId: accountId,
      before: { Firstname: 'Ada', PhoneNumber: '+2348011111111', IsActive: true, MiddleName: null },
      after: { Firstname: 'Adaeze', PhoneNumber: '+2348022222222', IsActive: false, MiddleName: 'N' },
    });
    await recordAdminChange(t.db, {
      userId: adminId,
      area: 'Account',
      action: 'UpdateUserAccount',
      recordId: 'someone-else',
      before: { Firstname: 'Bola' },
      after: { Firstname: 'Bolu' },
    });
    const changed = await removePersonalValues(t.db, {
      recordId: accountId,
      personalFields: ['Firstname', 'PhoneNumber', 'MiddleName'],
    });
    expect(changed).toBe(1);
    const [entry] = await t.db.select().from(adminActivities).where(eq(adminActivities.recordId, accountId));
    expect(entry!.changes).toEqual([
      { Field: 'Firstname', Before: '[removed]', After: '[removed]' },
      { Field: 'PhoneNumber', Before: '[removed]', After: '[removed]' },
      { Field: 'IsActive', Before: true, After: false },
      { Field: 'MiddleName', Before: null, After: '[removed]' },
    ]);
    const [other] = await t.db
      .select()
      .from(adminActivities)
      .where(eq(adminActivities.recordId, 'someone-else'));
    expect(other!.changes).toEqual([{ Field: 'Firstname', Before: 'Bola', After: 'Bolu' }]);
  });
});
