import { Endpoint, type ReferralAward } from '@wayfare/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, listOf, problemOf } from '../../test/api-client.ts';
import {
  createTestApp,
  createUser,
  signedInAdmin,
  signInAsFirstAdmin,
  type TestApp,
  tokenFor,
} from '../../test/test-app.ts';
import { adminActivities } from '../activity/activity.table.ts';
import { referralAwardPayouts, referralAwards } from './referrals.table.ts';

let t: TestApp;
let admin: ReturnType<typeof apiAs>;

beforeAll(async () => {
  t = await createTestApp();
  admin = apiAs(t, await signInAsFirstAdmin(t));
});
afterAll(() => t.close());

const newAward = (AwardTitle: string, more: object = {}) => ({
  Id: 0,
  AwardAction: 1,
  AwardTitle,
  AwardPageURL: 'https://wayfare.example/referrals',
  StartDateIsoString: '2026-05-01',
  EndDateIsoString: '2026-05-31',
  HasRaffleDraw: false,
  IsCash: true,
  Amount: 5000,
  ...more,
});
const create = async (AwardTitle: string, more: object = {}) => {
  const response = await admin.post('/api/Referral/CreateReferralAward', newAward(AwardTitle, more));
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ReferralAward;
};
const awardCount = () => t.db.$count(referralAwards);
/** GetReferralAwards, wide enough to hold every award the tests make. */
const listed = async (query: Record<string, string | number> = {}) =>
  listOf<ReferralAward>(await admin.get('/api/Referral/GetReferralAwards', { pageSize: 500, ...query }));

describe('Referral/GetAwardActions', () => {
  it('lists the one action an award pays for, with its total', async () => {
    const { rows, total } = listOf(await admin.get('/api/Referral/GetAwardActions'));
    expect(rows).toEqual([{ Id: 1, Name: 'Referred rider completes a first ride' }]);
    expect(total).toBe(1);
  });
});

describe('Referral/CreateReferralAward', () => {
  it('saves an active award, the amount in kobo, and replies with the award entity in naira', async () => {
    const saved = await create('  May Madness  ', { Amount: 5000.5, HasRaffleDraw: true });
    expect(saved).toEqual({
      Id: expect.any(Number),
      AwardAction: 1,
      AwardActionName: 'Referred rider completes a first ride',
      AwardTitle: 'May Madness',
      AwardPageURL: 'https://wayfare.example/referrals',
      StartDate: '2026-05-01T00:00:00.000Z',
      EndDate: '2026-05-31T23:59:59.999Z',
      StartDateIsoString: '2026-05-01T00:00:00.000Z',
      EndDateIsoString: '2026-05-31T23:59:59.999Z',
      HasRaffleDraw: true,
      IsCash: true,
      Amount: 5000.5,
      CurrencySign: '₦',
      IsActive: true,
    });
    const [row] = await t.db.select().from(referralAwards).where(eq(referralAwards.id, saved.Id));
    expect(row).toMatchObject({ amountKobo: 500050, isActive: true, title: 'May Madness' });
    expect((await listed({ keyword: 'may MADNESS' })).rows).toEqual([saved]);
  });

  it('keeps date-times as given, and an award of a single day', async () => {
    const timed = await create('Timed Award', {
      StartDateIsoString: '2026-06-01T08:30:00+01:00',
      EndDateIsoString: '2026-06-01T20:00:00Z',
    });
    expect(timed).toMatchObject({
      StartDateIsoString: '2026-06-01T07:30:00.000Z',
      EndDateIsoString: '2026-06-01T20:00:00.000Z',
    });
    const oneDay = await create('One Day Award', {
      StartDateIsoString: '2026-06-02',
      EndDateIsoString: '2026-06-02',
    });
    expect(oneDay).toMatchObject({
      StartDateIsoString: '2026-06-02T00:00:00.000Z',
      EndDateIsoString: '2026-06-02T23:59:59.999Z',
    });
  });

  it('ignores the amount of an award that is not cash, keeping 0', async () => {
    const saved = await create('Raffle Only', { IsCash: false, HasRaffleDraw: true, Amount: 1.005 });
    expect(saved).toMatchObject({ IsCash: false, HasRaffleDraw: true, Amount: 0 });
    const withoutAmount = await create('Raffle Without Amount', { IsCash: false, Amount: undefined });
    expect(withoutAmount.Amount).toBe(0);
  });

  it('names every missing property: title, page URL, both dates and the action', async () => {
    const before = await awardCount();
    const problem = problemOf(await admin.post('/api/Referral/CreateReferralAward', { Id: 0 }), 400);
    expect(problem.errors).toEqual({
      AwardAction: ['AwardAction is required'],
      AwardTitle: ['AwardTitle is required'],
      AwardPageURL: ['AwardPageURL is required'],
      StartDateIsoString: ['StartDateIsoString is required'],
      EndDateIsoString: ['EndDateIsoString is required'],
    });
    const blank = problemOf(
      await admin.post(
        '/api/Referral/CreateReferralAward',
        newAward('   ', { AwardPageURL: ' ', StartDateIsoString: '', EndDateIsoString: null }),
      ),
      400,
    );
    expect(blank.errors).toEqual({
      AwardTitle: ['AwardTitle is required'],
      AwardPageURL: ['AwardPageURL is required'],
      StartDateIsoString: ['StartDateIsoString is required'],
      EndDateIsoString: ['EndDateIsoString is required'],
    });
    expect(await awardCount()).toBe(before);
  });

  it('asks a cash award for an amount above 0 in whole kobo', async () => {
    const before = await awardCount();
    const cases: [unknown, string][] = [
      [undefined, 'Amount is required'],
      [null, 'Amount is required'],
      [0, 'Amount must be more than 0'],
      [-5, 'Amount must be more than 0'],
      [1.005, 'Amount must have at most 2 decimals'],
      ['lots', 'Amount must be a number'],
      [1e21, 'Amount must be at most 10000000'],
    ];
    for (const [Amount, message] of cases) {
      const problem = problemOf(
        await admin.post('/api/Referral/CreateReferralAward', newAward('Cash Award', { Amount })),
        400,
      );
      expect(problem.errors, String(Amount)).toEqual({ Amount: [message] });
    }
    expect((await create('Amount As Text', { Amount: '250.75' })).Amount).toBe(250.75);
    expect(await awardCount()).toBe(before + 1);
  });

  it("refuses an end before the start with the spec's date message under EndDateIsoString", async () => {
    const before = await awardCount();
    const problem = problemOf(
      await admin.post(
        '/api/Referral/CreateReferralAward',
        newAward('Backwards', { StartDateIsoString: '2026-05-10', EndDateIsoString: '2026-05-09' }),
      ),
      400,
    );
    expect(problem.errors).toEqual({ EndDateIsoString: ['Date must be greater than 2026-05-10'] });
    const timed = problemOf(
      await admin.post(
        '/api/Referral/CreateReferralAward',
        newAward('Backwards In Time', {
          StartDateIsoString: '2026-05-10T12:00:00Z',
          EndDateIsoString: '2026-05-10T11:59:59Z',
        }),
      ),
      400,
    );
    expect(timed.errors).toEqual({ EndDateIsoString: ['Date must be greater than 2026-05-10'] });
    expect(await awardCount()).toBe(before);
  });

  it('refuses hostile input with 400 and writes nothing', async () => {
    const before = await awardCount();
    const activity = await t.db.$count(adminActivities);
    const hostile: [object, Record<string, string[]>][] = [
      [{ AwardTitle: 'T'.repeat(10_000) }, { AwardTitle: ['AwardTitle must be at most 200 characters'] }],
      [
        { AwardTitle: '<img src=x onerror=alert(1)>' },
        { AwardTitle: ['AwardTitle must be plain text, without HTML tags'] },
      ],
      [
        { AwardPageURL: 'javascript:alert(1)' },
        { AwardPageURL: ['AwardPageURL must be a web address starting with http:// or https://'] },
      ],
      [
        { AwardPageURL: 'ftp://wayfare.example/x' },
        { AwardPageURL: ['AwardPageURL must be a web address starting with http:// or https://'] },
      ],
      [
        { AwardPageURL: `https://wayfare.example/${'a'.repeat(10_000)}` },
        { AwardPageURL: ['AwardPageURL must be at most 2000 characters'] },
      ],
      [
        { StartDateIsoString: '2026-02-30', EndDateIsoString: 'tomorrow' },
        {
          StartDateIsoString: ['StartDateIsoString must be a date (ISO 8601, e.g. 2026-05-31)'],
          EndDateIsoString: ['EndDateIsoString must be a date (ISO 8601, e.g. 2026-05-31)'],
        },
      ],
      [
        { AwardAction: 2 },
        {
          AwardAction: [
            'AwardAction must be one of GetAwardActions: 1 (Referred rider completes a first ride)',
          ],
        },
      ],
      [{ IsCash: 'yes' }, { IsCash: ['IsCash must be true or false'] }],
      [{ Prize: 'car' }, { Prize: ['Prize is not a property of this request'] }],
      [
        { Id: 4 },
        { Id: ['Id must be 0 for a new referral award; use UpdateReferralAward to change a saved one'] },
      ],
    ];
    for (const [change, errors] of hostile) {
      const problem = problemOf(
        await admin.post('/api/Referral/CreateReferralAward', newAward('Hostile', change)),
        400,
      );
      expect(problem.errors, JSON.stringify(change).slice(0, 80)).toEqual(errors);
    }
    expect(await awardCount()).toBe(before);
    expect(await t.db.$count(adminActivities)).toBe(activity);
  });
});

describe('Referral/GetReferralAwards', () => {
  it('keeps the awards whose period overlaps From and To, latest start first, a page at a time', async () => {
    const april = await create('Overlap April', {
      StartDateIsoString: '2030-04-01',
      EndDateIsoString: '2030-04-30',
    });
    const aprilToJune = await create('Overlap Spring', {
      StartDateIsoString: '2030-04-20',
      EndDateIsoString: '2030-06-10',
    });
    const july = await create('Overlap July', {
      StartDateIsoString: '2030-07-01',
      EndDateIsoString: '2030-07-31',
    });
    const titles = async (query: Record<string, string>) =>
      (await listed({ keyword: 'Overlap', ...query })).rows.map((row) => row.AwardTitle);
    expect(await titles({})).toEqual([july.AwardTitle, aprilToJune.AwardTitle, april.AwardTitle]);
    expect(await titles({ fromDateIsoString: '2030-05-01' })).toEqual([
      july.AwardTitle,
      aprilToJune.AwardTitle,
    ]);
    expect(await titles({ toDateIsoString: '2030-04-20' })).toEqual([
      aprilToJune.AwardTitle,
      april.AwardTitle,
    ]);
    expect(await titles({ fromDateIsoString: '2030-04-30', toDateIsoString: '2030-04-30' })).toEqual([
      aprilToJune.AwardTitle,
      april.AwardTitle,
    ]);
    expect(await titles({ fromDateIsoString: '2030-06-11', toDateIsoString: '2030-06-30' })).toEqual([]);

    const page = listOf<ReferralAward>(
      await admin.get('/api/Referral/GetReferralAwards', { keyword: 'overlap', page: 1, pageSize: 2 }),
    );
    expect(page.rows.map((row) => row.AwardTitle)).toEqual([april.AwardTitle]);
    expect(page.total).toBe(3);
    expect((await listed({ keyword: '%' })).total).toBe(0);
  });

  it('refuses a date that is not one, and a keyword of 201 characters', async () => {
    const bad = problemOf(
      await admin.get('/api/Referral/GetReferralAwards', {
        fromDateIsoString: 'soon',
        keyword: 'k'.repeat(201),
      }),
      400,
    );
    expect(bad.errors).toEqual({
      fromDateIsoString: ['fromDateIsoString must be a date'],
      keyword: ['keyword must be at most 200 characters'],
    });
  });
});

describe('Referral/UpdateReferralAward', () => {
  it('saves the changes, ignoring the read-only properties posted back with them', async () => {
    const saved = await create('Editable Award');
    const response = await admin.post('/api/Referral/UpdateReferralAward', {
      ...saved,
      AwardTitle: 'Edited Award',
      IsCash: false,
      HasRaffleDraw: true,
      EndDateIsoString: '2026-06-15',
      IsActive: false,
      AwardActionName: 'Something else',
      CurrencySign: '$',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      ...saved,
      AwardTitle: 'Edited Award',
      IsCash: false,
      Amount: 0,
      HasRaffleDraw: true,
      EndDate: '2026-06-15T23:59:59.999Z',
      EndDateIsoString: '2026-06-15T23:59:59.999Z',
    });
  });

  it('answers 404 for an unknown award and 400 for a malformed or missing id, changing nothing', async () => {
    const unknown = problemOf(
      await admin.post('/api/Referral/UpdateReferralAward', { ...newAward('Ghost'), Id: 999_999 }),
      404,
    );
    expect(unknown.title).toBe('There is no referral award with Id 999999');
    const malformed = problemOf(
      await admin.post('/api/Referral/UpdateReferralAward', { ...newAward('Ghost'), Id: '1 or 1=1' }),
      400,
    );
    expect(malformed.errors).toEqual({ Id: ['Id must be a number'] });
    const missing = problemOf(
      await admin.post('/api/Referral/UpdateReferralAward', { ...newAward('Ghost'), Id: 0 }),
      400,
    );
    expect(missing.errors).toEqual({ Id: ['Id is required'] });
  });
});

describe('Referral/SuspendReferralAward and ActivateReferralAward', () => {
  it('suspends and activates an award, each refused with 409 naming the state it is already in', async () => {
    const saved = await create('Toggle Award');
    const suspend = () => admin.post('/api/Referral/SuspendReferralAward', { Id: saved.Id });
    const activate = () => admin.post('/api/Referral/ActivateReferralAward', { Id: saved.Id });

    const suspended = await suspend();
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(suspended.json()).toEqual({ Message: 'Toggle Award has been suspended' });
    expect((await listed({ keyword: 'Toggle Award' })).rows[0]?.IsActive).toBe(false);
    expect(problemOf(await suspend(), 409).title).toBe('Toggle Award is already suspended');

    const activated = await activate();
    expect(activated.statusCode, activated.body).toBe(200);
    expect(activated.json()).toEqual({ Message: 'Toggle Award has been activated' });
    expect((await listed({ keyword: 'Toggle Award' })).rows[0]?.IsActive).toBe(true);
    expect(problemOf(await activate(), 409).title).toBe('Toggle Award is already active');
  });

  it('answers 404 for an unknown award and 400 for a malformed id', async () => {
    expect(
      problemOf(await admin.post('/api/Referral/SuspendReferralAward', { Id: 999_999 }), 404).title,
    ).toBe('There is no referral award with Id 999999');
    expect(
      problemOf(await admin.post('/api/Referral/ActivateReferralAward', { Id: 'x' }), 400).errors,
    ).toEqual({ Id: ['Id must be a number'] });
  });
});

describe('Referral/DeletePackageAddon', () => {
  it('deletes an award that has paid nothing', async () => {
    const saved = await create('Short Lived Award');
    const response = await admin.post('/api/Referral/DeletePackageAddon', { Id: saved.Id });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ Message: 'Short Lived Award has been deleted' });
    expect((await listed({ keyword: 'Short Lived Award' })).total).toBe(0);
    const again = problemOf(await admin.post('/api/Referral/DeletePackageAddon', { Id: saved.Id }), 404);
    expect(again.title).toBe(`There is no referral award with Id ${saved.Id}`);
  });

  it('refuses with 409 to delete an award that has paid a referral, and keeps it', async () => {
    const saved = await create('Paying Award');
    const referrer = await createUser(t.db, { password: null });
    const referred = await createUser(t.db, { password: null });
    await t.db.insert(referralAwardPayouts).values({
      awardId: saved.Id,
      referrerId: referrer.id,
      referredUserId: referred.id,
      amountKobo: 500000,
    });
    const problem = problemOf(await admin.post('/api/Referral/DeletePackageAddon', { Id: saved.Id }), 409);
    expect(problem.title).toBe(
      'Paying Award has paid 1 referral award(s), so it cannot be deleted; suspend it instead',
    );
    expect(await t.db.$count(referralAwards, eq(referralAwards.id, saved.Id))).toBe(1);
  });

  it('refuses a malformed id with 400', async () => {
    const problem = problemOf(
      await admin.post('/api/Referral/DeletePackageAddon', { Id: '1; drop table referral_awards' }),
      400,
    );
    expect(problem.errors).toEqual({ Id: ['Id must be a number'] });
  });
});

describe('who may use the Referral calls', () => {
  it('lets in an administrator whose role grants Referral Awards (issue 29 §3), not one whose role grants nothing, and no rider', async () => {
    const nothing = apiAs(t, (await signedInAdmin(t, {})).token);
    expect((await nothing.get('/api/Referral/GetReferralAwards')).statusCode).toBe(403);
    expect(
      (await nothing.post('/api/Referral/CreateReferralAward', newAward('Refused Award'))).statusCode,
    ).toBe(403);
    const rights = { [Endpoint.ReferralAward]: { view: true, create: true } };
    const limited = apiAs(t, (await signedInAdmin(t, rights)).token);
    expect((await limited.get('/api/Referral/GetReferralAwards')).statusCode).toBe(200);
    const made = await limited.post('/api/Referral/CreateReferralAward', newAward('By A Sub Admin'));
    expect(made.statusCode, made.body).toBe(200);
    expect((await limited.post('/api/Referral/DeletePackageAddon', { Id: made.json().Id })).statusCode).toBe(
      403,
    );
    const rider = apiAs(t, await tokenFor(await createUser(t.db, { password: null })));
    expect((await rider.get('/api/Referral/GetReferralAwards')).statusCode).toBe(403);
    expect((await rider.post('/api/Referral/DeletePackageAddon', { Id: made.json().Id })).statusCode).toBe(
      403,
    );
    expect((await apiAs(t).get('/api/Referral/GetAwardActions')).statusCode).toBe(401);
  });
});
