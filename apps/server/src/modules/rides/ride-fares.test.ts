import { FIRST_RIDE_MONEY_SETTING, FIRST_RIDE_SETTING, rideTexts } from '@wayfare/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, problemOf } from '../../test/api-client.ts';
import { createTestApp, signedInAdmin, signInAsFirstAdmin, type TestApp } from '../../test/test-app.ts';
import { adminActivities } from '../activity/activity.table.ts';
import { fareOf } from './fares.ts';
import { seedRideSetting } from './ride-settings.service.ts';
import { rideSettings } from './rides.table.ts';
import { requested, rider } from './rides.test-support.ts';

let t: TestApp;
let admin: ReturnType<typeof apiAs>;
beforeAll(async () => {
  t = await createTestApp({ OUTBOX_POLL_MS: 60_000 });
  admin = apiAs(t, await signInAsFirstAdmin(t));
});
afterAll(() => t.close());

const setting = (more: object = {}) => ({ ...FIRST_RIDE_SETTING, ...more });
const update = (body: object, api = admin) => api.post('/api/Ride/UpdateRideSetting', body);
const estimate = (query: Record<string, string | number>, api = apiAs(t)) =>
  api.get('/api/Ride/EstimateFare', query);
const written = async () => ({
  settings: JSON.stringify(await t.db.select().from(rideSettings)),
  log: await t.db.$count(adminActivities),
});

describe('the fare (issue 16 §2)', () => {
  const stored = {
    highTrafficUnitKobo: 30_000,
    unitKobo: 20_000,
    minAmountForSharedRideKobo: 200_000,
    sharedDiscountBasisPoints: 2_000,
  };
  it.each([
    // metres, high traffic, shared → naira
    [10_000, false, false, 2000],
    [10_000, true, false, 3000],
    [2_675, false, false, 535], // 2.675 × 200 = 535 exactly, not 534.99…
    [1_234, false, false, 247], // 246.8 → 247
    [1_232, false, false, 246], // 246.4 → 246
    [1_0025, false, false, 2005], // 2 004.99… no: 10.025 × 200 = 2 005
    [100, false, false, 20],
    [10_000, false, true, 1600], // ₦2 000 is at the minimum: discounted
    [9_995, false, true, 1999], // ₦1 999 is under it: not discounted
    [9_998, false, true, 1600], // ₦1 999.6 rounds to ₦2 000: discounted
  ])('%i m, high traffic %s, shared %s → ₦%i', (distanceMetres, isHighTraffic, isShared, naira) => {
    expect(fareOf(stored, { distanceMetres, isHighTraffic, isShared }).naira).toBe(naira);
  });

  it('rounds a discounted half up', () => {
    // ₦2 001 less 20 % = ₦1 600.8 → ₦1 601; ₦2 003 less 25 % = ₦1 502.25 → ₦1 502
    expect(fareOf(stored, { distanceMetres: 10_005, isHighTraffic: false, isShared: true }).naira).toBe(1601);
    const quarter = { ...stored, sharedDiscountBasisPoints: 2_500 };
    expect(fareOf(quarter, { distanceMetres: 10_015, isHighTraffic: false, isShared: true }).naira).toBe(
      1502,
    );
    // ₦2 002 less 25 % = ₦1 501.5 → ₦1 502
    expect(fareOf(quarter, { distanceMetres: 10_010, isHighTraffic: false, isShared: true }).naira).toBe(
      1502,
    );
  });
});

describe('Ride/GetRideSetting and Ride/UpdateRideSetting', () => {
  it('starts with the seeded record, 300, 200, 2 000, 20; seeding again changes nothing', async () => {
    expect((await admin.get('/api/Ride/GetRideSetting')).json()).toEqual(FIRST_RIDE_SETTING);
    expect(await seedRideSetting(t.db)).toEqual({ seeded: true });
    expect(await seedRideSetting(t.db)).toEqual({ seeded: false });
    expect(await t.db.$count(rideSettings)).toBe(1);
    expect((await admin.get('/api/Ride/GetRideSetting')).json()).toEqual(FIRST_RIDE_SETTING);
  });

  it.each([
    ['a missing unit', { EsitmatedBillingUnit: undefined }, 'EsitmatedBillingUnit is required'],
    ['a zero unit', { EsitmatedBillingUnit: 0 }, 'EsitmatedBillingUnit must be above 0'],
    [
      'a unit over 100 000',
      { HighTrafficEsitmatedBillingUnit: 100_001 },
      'HighTrafficEsitmatedBillingUnit must be at most 100000',
    ],
    ['a high-traffic unit below the unit', { HighTrafficEsitmatedBillingUnit: 150 }, rideTexts.unitsOrder],
    ['a negative minimum', { MinAmountForSharedRide: -1 }, 'MinAmountForSharedRide must be 0 or more'],
    ['a discount over 100', { SharedDiscountInPercent: 101 }, rideTexts.discount],
    ['a negative discount', { SharedDiscountInPercent: -1 }, rideTexts.discount],
    ['a discount as words', { SharedDiscountInPercent: 'lots' }, 'SharedDiscountInPercent must be a number'],
    ['an unknown property', { Surge: 2 }, undefined],
  ])('refuses %s with 400 and writes nothing', async (_, more, message) => {
    const before = await written();
    const problem = problemOf(await update(setting(more)), 400);
    if (message) expect(Object.values(problem.errors ?? {}).flat()).toContain(message);
    expect(await written()).toEqual(before);
  });

  it('refuses an administrator without the Ride edit right, and a rider', async () => {
    const viewer = await signedInAdmin(t, { 10: { view: true } });
    problemOf(await update(setting(), apiAs(t, viewer.token)), 403);
    const person = await rider(t);
    problemOf(await update(setting(), person.api), 403);
    problemOf(await person.api.get('/api/Ride/GetRideSetting'), 403);
  });

  it('saves a change, logs it, and the next EstimateFare uses it; requested rides keep their amounts', async () => {
    const owner = await rider(t);
    const before = await requested(owner, { DistanceToCover: 10 });
    expect(before.EstimatedAmount).toBe(2000);
    const saved = {
      HighTrafficEsitmatedBillingUnit: 400.5,
      EsitmatedBillingUnit: 250,
      MinAmountForSharedRide: 0,
      SharedDiscountInPercent: 12.5,
    };
    const response = await update(saved);
    expect(response.statusCode, response.body).toBe(200);
    // The money settings it leaves out keep their values (issue 30).
    expect(response.json()).toEqual({ ...saved, ...FIRST_RIDE_MONEY_SETTING });
    expect((await admin.get('/api/Ride/GetRideSetting')).json()).toEqual({
      ...saved,
      ...FIRST_RIDE_MONEY_SETTING,
    });
    expect(
      (await estimate({ distanceToCover: 10, isHighTraffic: 'true', isShared: 'false' })).json(),
    ).toEqual({
      DistanceToCover: 10,
      IsHighTraffic: true,
      IsShared: false,
      EstimatedAmount: 4005,
      SharedDiscountInPercent: 0,
      CurrencySign: '₦',
    });
    expect((await estimate({ distanceToCover: 10, isShared: 'true' })).json()).toMatchObject({
      EstimatedAmount: 2188, // ₦2 500 less 12.5 % = ₦2 187.5 → ₦2 188
      SharedDiscountInPercent: 12.5,
    });
    const kept = (await admin.get('/api/Ride/GetRideById', { id: before.Id })).json();
    expect(kept.EstimatedAmount).toBe(2000);
    await update(setting());
  });
});

describe('Ride/EstimateFare', () => {
  it('is public and refuses a distance outside 0.1–1000 with the spec sentence', async () => {
    const response = await estimate({ distanceToCover: 2.5 });
    expect(response.json()).toMatchObject({
      EstimatedAmount: 500,
      IsShared: false,
      SharedDiscountInPercent: 0,
    });
    for (const distanceToCover of ['0.05', '1001', '-3', 'NaN', 'far', 'Infinity']) {
      const problem = problemOf(await estimate({ distanceToCover }), 400);
      expect(problem.title).toBe(rideTexts.distance);
    }
    problemOf(await estimate({}), 400);
  });

  it('answers 60 a minute from one address, then 429 with Retry-After', async () => {
    const from = { remoteAddress: '203.0.113.77' };
    const send = () =>
      t.app.inject({ method: 'GET', url: '/api/Ride/EstimateFare?distanceToCover=3', ...from });
    for (let i = 0; i < 60; i++) expect((await send()).statusCode).toBe(200);
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const other = await t.app.inject({
      method: 'GET',
      url: '/api/Ride/EstimateFare?distanceToCover=3',
      remoteAddress: '203.0.113.78',
    });
    expect(other.statusCode).toBe(200);
  });
});
