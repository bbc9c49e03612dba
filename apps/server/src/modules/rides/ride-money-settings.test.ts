import {
  Endpoint,
  FIRST_RIDE_MONEY_SETTING,
  FIRST_RIDE_SETTING,
  rideMoneySettingTexts as texts,
} from '@wayfare/contracts';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, problemOf } from '../../test/api-client.ts';
import { createTestApp, signedInAdmin, signInAsFirstAdmin, type TestApp } from '../../test/test-app.ts';
import { adminActivities } from '../activity/activity.table.ts';
import { rideMoneySettings } from './index.ts';
import { seedRideSetting } from './ride-settings.service.ts';
import { rideSettings } from './rides.table.ts';
import { rider } from './rides.test-support.ts';

// issue 30: the ride settings of a ride's money, beside the spec's four fare settings.

let t: TestApp;
let admin: ReturnType<typeof apiAs>;
beforeAll(async () => {
  t = await createTestApp({ OUTBOX_POLL_MS: 60_000 });
  admin = apiAs(t, await signInAsFirstAdmin(t));
});
afterAll(() => t.close());

const FARES = {
  HighTrafficEsitmatedBillingUnit: FIRST_RIDE_SETTING.HighTrafficEsitmatedBillingUnit,
  EsitmatedBillingUnit: FIRST_RIDE_SETTING.EsitmatedBillingUnit,
  MinAmountForSharedRide: FIRST_RIDE_SETTING.MinAmountForSharedRide,
  SharedDiscountInPercent: FIRST_RIDE_SETTING.SharedDiscountInPercent,
};
const update = (body: object, api = admin) => api.post('/api/Ride/UpdateRideSetting', body);
const shown = async () => (await admin.get('/api/Ride/GetRideSetting')).json();
const written = async () => ({
  settings: JSON.stringify(await t.db.select().from(rideSettings)),
  log: await t.db.$count(adminActivities),
});
const saved = async (body: object) => {
  const response = await update(body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe('the ride money settings (issue 30)', () => {
  it('start at ₦500 after 5 minutes, a 20 % hold margin, no commission and ₦10 000 of tips, in kobo for the ride money', async () => {
    expect(FIRST_RIDE_MONEY_SETTING).toEqual({
      CancellationFee: 500,
      CancellationGraceMinutes: 5,
      HoldMarginPercent: 20,
      PlatformCommissionPercent: 0,
      TipMaxAmount: 10_000,
    });
    const firstRead = {
      cancellationFeeKobo: 50_000,
      cancellationGraceMinutes: 5,
      holdMarginBasisPoints: 2_000,
      platformCommissionBasisPoints: 0,
      tipMaxKobo: 1_000_000,
    };
    // Before any start seeded the record, and after.
    expect(await shown()).toEqual({ ...FARES, ...FIRST_RIDE_MONEY_SETTING });
    expect(await rideMoneySettings(t.db)).toEqual(firstRead);
    await seedRideSetting(t.db);
    expect(await shown()).toEqual({ ...FARES, ...FIRST_RIDE_MONEY_SETTING });
    expect(await rideMoneySettings(t.db)).toEqual(firstRead);
  });

  it('saves all five with the fares, logs each change, and the ride money reads them in kobo and hundredths of a percent', async () => {
    const money = {
      CancellationFee: 750.5,
      CancellationGraceMinutes: 10,
      HoldMarginPercent: 12.25,
      PlatformCommissionPercent: 7.5,
      TipMaxAmount: 5000,
    };
    expect(await saved({ ...FARES, ...money })).toEqual({ ...FARES, ...money });
    expect(await shown()).toEqual({ ...FARES, ...money });
    expect(await rideMoneySettings(t.db)).toEqual({
      cancellationFeeKobo: 75_050,
      cancellationGraceMinutes: 10,
      holdMarginBasisPoints: 1_225,
      platformCommissionBasisPoints: 750,
      tipMaxKobo: 500_000,
    });
    const [entry] = await t.db
      .select()
      .from(adminActivities)
      .where(eq(adminActivities.action, 'UpdateRideSetting'))
      .orderBy(desc(adminActivities.id))
      .limit(1);
    expect(entry).toMatchObject({ area: 'Ride', recordId: '1' });
    expect(entry!.changes).toEqual([
      { Field: 'CancellationFee', Before: 500, After: 750.5 },
      { Field: 'CancellationGraceMinutes', Before: 5, After: 10 },
      { Field: 'HoldMarginPercent', Before: 20, After: 12.25 },
      { Field: 'PlatformCommissionPercent', Before: 0, After: 7.5 },
      { Field: 'TipMaxAmount', Before: 10_000, After: 5000 },
    ]);
    await saved({ ...FARES, ...FIRST_RIDE_MONEY_SETTING });
  });

  it('keeps the money settings a request leaves out, and the fares of a client that knows only those', async () => {
    expect(await saved({ ...FARES, TipMaxAmount: 2500 })).toEqual({
      ...FARES,
      ...FIRST_RIDE_MONEY_SETTING,
      TipMaxAmount: 2500,
    });
    const fares = { ...FARES, EsitmatedBillingUnit: 250, SharedDiscountInPercent: 10 };
    expect(await saved(fares)).toEqual({ ...fares, ...FIRST_RIDE_MONEY_SETTING, TipMaxAmount: 2500 });
    await saved({ ...FARES, ...FIRST_RIDE_MONEY_SETTING });
    expect(await shown()).toEqual(FIRST_RIDE_SETTING);
  });

  it.each([
    ['CancellationFee', 0, 10_000_000, 0.01],
    ['TipMaxAmount', 0, 10_000_000, 9999.99],
    ['HoldMarginPercent', 0, 100, 33.33],
    ['PlatformCommissionPercent', 0, 100, 0.01],
    ['CancellationGraceMinutes', 0, 1440, 30],
  ])('takes %s at %s, at %s and at %s', async (property, ...values) => {
    for (const value of values)
      expect(await saved({ ...FARES, [property]: value })).toMatchObject({ [property]: value });
    await saved({ ...FARES, ...FIRST_RIDE_MONEY_SETTING });
  });

  it.each([
    ['CancellationFee', -1, texts.amountRange('CancellationFee')],
    ['CancellationFee', 10_000_000.01, texts.amountRange('CancellationFee')],
    ['CancellationFee', 500.005, texts.decimals('CancellationFee')],
    ['CancellationFee', 'five hundred', texts.notANumber('CancellationFee')],
    ['CancellationFee', null, texts.notANumber('CancellationFee')],
    ['TipMaxAmount', -0.01, texts.amountRange('TipMaxAmount')],
    ['TipMaxAmount', 10_000_001, texts.amountRange('TipMaxAmount')],
    ['TipMaxAmount', '', texts.notANumber('TipMaxAmount')],
    ['HoldMarginPercent', 100.01, texts.percentRange('HoldMarginPercent')],
    ['HoldMarginPercent', -5, texts.percentRange('HoldMarginPercent')],
    ['HoldMarginPercent', 12.345, texts.decimals('HoldMarginPercent')],
    ['PlatformCommissionPercent', 101, texts.percentRange('PlatformCommissionPercent')],
    ['PlatformCommissionPercent', true, texts.notANumber('PlatformCommissionPercent')],
    ['CancellationGraceMinutes', 2.5, texts.graceRange],
    ['CancellationGraceMinutes', 1441, texts.graceRange],
    ['CancellationGraceMinutes', -1, texts.graceRange],
  ])('refuses %s %j with 400 under its name, and writes nothing', async (property, value, message) => {
    const before = await written();
    const problem = problemOf(await update({ ...FARES, [property]: value }), 400);
    expect(problem.errors).toEqual({ [property]: [message] });
    expect(await written()).toEqual(before);
  });

  it('refuses a good money setting beside a bad fare, and writes nothing', async () => {
    const before = await written();
    const problem = problemOf(await update({ ...FARES, EsitmatedBillingUnit: 0, TipMaxAmount: 1 }), 400);
    expect(Object.keys(problem.errors ?? {})).toEqual(['EsitmatedBillingUnit']);
    expect(await written()).toEqual(before);
  });

  it('shows them to an administrator with Ride view, who cannot change them; a rider sees none', async () => {
    const viewer = apiAs(t, (await signedInAdmin(t, { [Endpoint.Ride]: { view: true } })).token);
    expect((await viewer.get('/api/Ride/GetRideSetting')).json()).toEqual(FIRST_RIDE_SETTING);
    const before = await written();
    problemOf(await update({ ...FARES, CancellationFee: 1 }, viewer), 403);
    const person = await rider(t);
    problemOf(await update({ ...FARES, CancellationFee: 1 }, person.api), 403);
    problemOf(await person.api.get('/api/Ride/GetRideSetting'), 403);
    expect(await written()).toEqual(before);
  });
});
