import { Endpoint, type PromoCode } from '@wayfare/contracts';
import { and, desc, eq } from 'drizzle-orm';
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
import { promoCodes } from './promotions.table.ts';

let t: TestApp;
let admin: ReturnType<typeof apiAs>;

beforeAll(async () => {
  t = await createTestApp();
  admin = apiAs(t, await signInAsFirstAdmin(t));
});
afterAll(() => t.close());

const newPromo = (Code: string, more: object = {}) => ({
  Id: 0,
  Code,
  Title: 'Ten off',
  DiscountPercent: 10,
  MaxDiscountAmount: 1500.5,
  StartDate: '2026-05-01',
  EndDate: '2026-05-31',
  MaxUses: 100,
  MaxUsesPerRider: 2,
  FirstRideOnly: false,
  ...more,
});
const create = async (Code: string, more: object = {}) => {
  const response = await admin.post('/api/Promo/CreatePromoCode', newPromo(Code, more));
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as PromoCode;
};
/** What a refused request must leave as it was: the codes and the activity log. */
const counts = async () => ({
  codes: await t.db.$count(promoCodes),
  log: await t.db.$count(adminActivities),
});
const listed = async (query: Record<string, string | number> = {}) =>
  listOf<PromoCode>(await admin.get('/api/Promo/GetPromoCodes', { pageSize: 500, ...query }));

describe('Promo/CreatePromoCode', () => {
  it('saves an active, unused code in upper case, the amounts in kobo, and logs it with its code', async () => {
    const saved = await create('  may-ten ', { Title: '  May ten  ' });
    expect(saved).toEqual({
      Id: expect.any(Number),
      Code: 'MAY-TEN',
      Title: 'May ten',
      DiscountPercent: 10,
      DiscountAmount: null,
      MaxDiscountAmount: 1500.5,
      StartDate: '2026-05-01T00:00:00.000Z',
      EndDate: '2026-05-31T23:59:59.999Z',
      MaxUses: 100,
      MaxUsesPerRider: 2,
      FirstRideOnly: false,
      IsActive: true,
      UsedCount: 0,
    });
    const [row] = await t.db.select().from(promoCodes).where(eq(promoCodes.id, saved.Id));
    expect(row).toMatchObject({ code: 'MAY-TEN', maxDiscountAmountKobo: 150050, discountAmountKobo: null });
    const [entry] = await t.db
      .select()
      .from(adminActivities)
      .where(
        and(eq(adminActivities.action, 'CreatePromoCode'), eq(adminActivities.recordId, String(saved.Id))),
      );
    expect(entry?.area).toBe('Promo');
    expect(entry?.changes).toContainEqual({ Field: 'PromoCode', Before: null, After: 'MAY-TEN' });
  });

  it('keeps a fixed amount without limits, empty boxes read as none', async () => {
    const saved = await create('FLAT-500', {
      DiscountPercent: '',
      DiscountAmount: '500.25',
      MaxDiscountAmount: null,
      MaxUses: '',
      MaxUsesPerRider: null,
      FirstRideOnly: true,
    });
    expect(saved).toMatchObject({
      DiscountPercent: null,
      DiscountAmount: 500.25,
      MaxDiscountAmount: null,
      MaxUses: null,
      MaxUsesPerRider: null,
      FirstRideOnly: true,
    });
  });

  it('refuses a code that exists in any case with 409 naming it, and writes nothing', async () => {
    await create('TAKEN-1');
    const before = await counts();
    const problem = problemOf(await admin.post('/api/Promo/CreatePromoCode', newPromo('taken-1')), 409);
    expect(problem.title).toBe('A promo code TAKEN-1 already exists');
    expect(problem.errors).toEqual({ Code: ['A promo code TAKEN-1 already exists'] });
    expect(await counts()).toEqual(before);
  });

  it('refuses every wrong field with 400 naming it, and writes nothing', async () => {
    const before = await counts();
    const cases: [object, Record<string, string[]>][] = [
      [{ Code: 'no spaces' }, { Code: ['Code must be 3 to 30 letters, digits or hyphens (-)'] }],
      [{ Code: 'AB' }, { Code: ['Code must be 3 to 30 letters, digits or hyphens (-)'] }],
      [{ Code: 'Ä'.repeat(31) }, { Code: ['Code must be 3 to 30 letters, digits or hyphens (-)'] }],
      [
        { Code: undefined, Title: ' ' },
        { Code: ['Code is required'], Title: ['Title is required'] },
      ],
      [{ Title: '<b>bold</b>' }, { Title: ['Title must be plain text, without HTML tags'] }],
      [
        { DiscountAmount: 200 },
        { DiscountAmount: ['Give either DiscountPercent or DiscountAmount, not both'] },
      ],
      [
        { DiscountPercent: null, MaxDiscountAmount: undefined },
        { DiscountPercent: ['Give DiscountPercent (1 to 100) or DiscountAmount (in naira)'] },
      ],
      [{ DiscountPercent: 0 }, { DiscountPercent: ['DiscountPercent must be a whole number from 1 to 100'] }],
      [
        { DiscountPercent: 101 },
        { DiscountPercent: ['DiscountPercent must be a whole number from 1 to 100'] },
      ],
      [
        { DiscountPercent: 12.5 },
        { DiscountPercent: ['DiscountPercent must be a whole number from 1 to 100'] },
      ],
      [
        { DiscountPercent: null, DiscountAmount: 1.005, MaxDiscountAmount: undefined },
        { DiscountAmount: ['DiscountAmount must have at most 2 decimals'] },
      ],
      [
        { DiscountPercent: null, DiscountAmount: -1, MaxDiscountAmount: undefined },
        { DiscountAmount: ['DiscountAmount must be above 0'] },
      ],
      [
        { DiscountPercent: null, DiscountAmount: 100 },
        {
          MaxDiscountAmount: [
            'MaxDiscountAmount caps a DiscountPercent; leave it empty with a DiscountAmount',
          ],
        },
      ],
      [{ MaxDiscountAmount: 'lots' }, { MaxDiscountAmount: ['MaxDiscountAmount must be a number'] }],
      [
        { StartDate: '2026-05-10', EndDate: '2026-05-09' },
        { EndDate: ['Date must be greater than 2026-05-10'] },
      ],
      [
        { StartDate: '2026-05-10T12:00:00Z', EndDate: '2026-05-10T12:00:00Z' },
        { EndDate: ['Date must be greater than 2026-05-10'] },
      ],
      [{ StartDate: 'soon' }, { StartDate: ['StartDate must be a date (ISO 8601, e.g. 2026-05-31)'] }],
      [{ EndDate: '2026-02-30' }, { EndDate: ['EndDate must be a date (ISO 8601, e.g. 2026-05-31)'] }],
      [{ MaxUses: 0 }, { MaxUses: ['MaxUses must be at least 1 (leave it empty for no limit)'] }],
      [{ MaxUses: 1.5 }, { MaxUses: ['MaxUses must be a whole number'] }],
      [
        { MaxUses: 3, MaxUsesPerRider: 4 },
        { MaxUsesPerRider: ['MaxUsesPerRider must be at most MaxUses (3)'] },
      ],
      [{ FirstRideOnly: 'yes' }, { FirstRideOnly: ['FirstRideOnly must be true or false'] }],
      [{ Discount: 5 }, { Discount: ['Discount is not a property of this request'] }],
      [{ Id: 3 }, { Id: ['Id must be 0 for a new promo code; use UpdatePromoCode to change a saved one'] }],
    ];
    for (const [change, errors] of cases) {
      const problem = problemOf(
        await admin.post('/api/Promo/CreatePromoCode', newPromo('WRONG-1', change)),
        400,
      );
      expect(problem.errors, JSON.stringify(change).slice(0, 80)).toEqual(errors);
    }
    expect(await counts()).toEqual(before);
  });
});

describe('Promo/GetPromoCodes', () => {
  it('finds codes by code or title, newest first, a page at a time with the total', async () => {
    const first = await create('LIST-A', { Title: 'Listed one' });
    const second = await create('LIST-B', { Title: 'Listed two' });
    const third = await create('OTHER-C', { Title: 'Listed three' });
    expect((await listed({ keyword: 'listed' })).rows.map((row) => row.Id)).toEqual([
      third.Id,
      second.Id,
      first.Id,
    ]);
    expect((await listed({ keyword: 'list-' })).rows.map((row) => row.Code)).toEqual(['LIST-B', 'LIST-A']);
    const page = listOf<PromoCode>(
      await admin.get('/api/Promo/GetPromoCodes', { keyword: 'Listed', page: 1, pageSize: 2 }),
    );
    expect(page.rows.map((row) => row.Code)).toEqual(['LIST-A']);
    expect(page.total).toBe(3);
    expect((await listed({ keyword: '%' })).total).toBe(0);
  });
});

describe('Promo/UpdatePromoCode', () => {
  it('saves the changes, ignoring IsActive and UsedCount sent back with them', async () => {
    const saved = await create('EDIT-ME');
    const response = await admin.post('/api/Promo/UpdatePromoCode', {
      ...saved,
      Code: 'edited',
      DiscountPercent: null,
      MaxDiscountAmount: null,
      DiscountAmount: 750,
      IsActive: false,
      UsedCount: 99,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      ...saved,
      Code: 'EDITED',
      DiscountPercent: null,
      DiscountAmount: 750,
      MaxDiscountAmount: null,
    });
  });

  it("refuses another code's text with 409, an unknown Id with 404, and writes nothing", async () => {
    await create('KEEP-MINE');
    const mine = await create('MINE-TOO');
    const before = await counts();
    const taken = problemOf(
      await admin.post('/api/Promo/UpdatePromoCode', { ...newPromo('keep-mine'), Id: mine.Id }),
      409,
    );
    expect(taken.title).toBe('A promo code KEEP-MINE already exists');
    const unknown = problemOf(
      await admin.post('/api/Promo/UpdatePromoCode', { ...newPromo('GHOST'), Id: 999_999 }),
      404,
    );
    expect(unknown.title).toBe('There is no promo code with Id 999999');
    expect(await counts()).toEqual(before);
    const [row] = await t.db.select().from(promoCodes).where(eq(promoCodes.id, mine.Id));
    expect(row?.code).toBe('MINE-TOO');
  });
});

describe('Promo/SuspendPromoCode and ActivatePromoCode', () => {
  it('suspends and activates a code, each refused with 409 naming the state it is already in', async () => {
    const saved = await create('TOGGLE');
    const suspend = () => admin.post('/api/Promo/SuspendPromoCode', { Id: saved.Id });
    const activate = () => admin.post('/api/Promo/ActivatePromoCode', { Id: saved.Id });
    expect((await suspend()).json()).toEqual({ Message: 'TOGGLE has been suspended' });
    expect((await listed({ keyword: 'TOGGLE' })).rows[0]?.IsActive).toBe(false);
    expect(problemOf(await suspend(), 409).title).toBe('TOGGLE is already suspended');
    expect((await activate()).json()).toEqual({ Message: 'TOGGLE has been activated' });
    expect(problemOf(await activate(), 409).title).toBe('TOGGLE is already active');
    expect(problemOf(await admin.post('/api/Promo/SuspendPromoCode', { Id: 999_999 }), 404).title).toBe(
      'There is no promo code with Id 999999',
    );
  });
});

describe('Promo/DeletePromoCode', () => {
  it('deletes a code never used', async () => {
    const saved = await create('SHORT-LIVED');
    const response = await admin.post('/api/Promo/DeletePromoCode', { Id: saved.Id });
    expect(response.json()).toEqual({ Message: 'SHORT-LIVED has been deleted' });
    expect((await listed({ keyword: 'SHORT-LIVED' })).total).toBe(0);
    expect(problemOf(await admin.post('/api/Promo/DeletePromoCode', { Id: saved.Id }), 404).title).toBe(
      `There is no promo code with Id ${saved.Id}`,
    );
  });

  it('refuses a used code with 409 naming UsedCount and suggesting Suspend, and keeps it', async () => {
    const saved = await create('WELL-USED');
    await t.db.update(promoCodes).set({ usedCount: 3 }).where(eq(promoCodes.id, saved.Id));
    const before = await counts();
    const problem = problemOf(await admin.post('/api/Promo/DeletePromoCode', { Id: saved.Id }), 409);
    expect(problem.title).toBe(
      'WELL-USED has been used 3 time(s) (UsedCount 3), so it cannot be deleted; suspend it instead',
    );
    expect(await counts()).toEqual(before);
  });
});

describe('who may use the Promo admin calls', () => {
  it('needs the Promotions right (18): none is refused, view only cannot create, and a rider is refused', async () => {
    const saved = await create('RIGHTS');
    const nothing = apiAs(t, (await signedInAdmin(t, {})).token);
    expect((await nothing.get('/api/Promo/GetPromoCodes')).statusCode).toBe(403);
    const viewer = apiAs(t, (await signedInAdmin(t, { [Endpoint.Promotion]: { view: true } })).token);
    expect((await viewer.get('/api/Promo/GetPromoCodes')).statusCode).toBe(200);
    const before = await counts();
    expect((await viewer.post('/api/Promo/CreatePromoCode', newPromo('VIEWER-MADE'))).statusCode).toBe(403);
    expect((await viewer.post('/api/Promo/SuspendPromoCode', { Id: saved.Id })).statusCode).toBe(403);
    expect((await viewer.post('/api/Promo/DeletePromoCode', { Id: saved.Id })).statusCode).toBe(403);
    const rider = apiAs(t, await tokenFor(await createUser(t.db, { password: null })));
    expect((await rider.get('/api/Promo/GetPromoCodes')).statusCode).toBe(403);
    expect((await rider.post('/api/Promo/CreatePromoCode', newPromo('RIDER-MADE'))).statusCode).toBe(403);
    expect(await counts()).toEqual(before);
    const maker = apiAs(
      t,
      (await signedInAdmin(t, { [Endpoint.Promotion]: { view: true, create: true } })).token,
    );
    expect((await maker.post('/api/Promo/CreatePromoCode', newPromo('MAKER-MADE'))).statusCode).toBe(200);
    const [latest] = await t.db.select().from(promoCodes).orderBy(desc(promoCodes.id)).limit(1);
    expect(latest?.code).toBe('MAKER-MADE');
  });
});
