import { type PromoCode, RideStatus } from '@wayfare/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, problemOf } from '../../test/api-client.ts';
import {
  createTestApp,
  createUser,
  signInAsFirstAdmin,
  type TestApp,
  tokenFor,
} from '../../test/test-app.ts';
import { rides } from '../rides/rides.table.ts';
import { checkPromoCode, promoDiscountKobo } from './index.ts';
import { PROMO_GUESS_LIMIT } from './promo-code-check.ts';
import { promoCodes, promoCodeUses } from './promotions.table.ts';

let t: TestApp;
let admin: ReturnType<typeof apiAs>;

beforeAll(async () => {
  t = await createTestApp();
  admin = apiAs(t, await signInAsFirstAdmin(t));
});
afterAll(() => t.close());

/** A code usable today unless told otherwise. */
const create = async (Code: string, more: object = {}) => {
  const response = await admin.post('/api/Promo/CreatePromoCode', {
    Id: 0,
    Code,
    Title: `${Code} offer`,
    DiscountPercent: 10,
    MaxDiscountAmount: 1000,
    StartDate: '2020-01-01',
    EndDate: '2099-12-31',
    ...more,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as PromoCode;
};

async function aRider() {
  const user = await createUser(t.db, { password: null });
  return { id: user.id, api: apiAs(t, await tokenFor(user)) };
}
type Rider = Awaited<ReturnType<typeof aRider>>;

const validate = (rider: Rider, code: string) => rider.api.get('/api/Promo/ValidatePromoCode', { code });

/** A ride the rider completed, straight into the database (the ride money is not this module's). */
async function completedRide(riderId: string) {
  const driver = await createUser(t.db, { password: null });
  const [ride] = await t.db
    .insert(rides)
    .values({
      customerId: riderId,
      driverId: driver.id,
      status: RideStatus.Completed,
      distanceMetres: 5000,
      destinationAddress: '12 Admiralty Way, Lekki',
      currentStreet: '3 Broad Street',
      currentCity: 'Lagos',
      estimatedAmountKobo: 250000,
      amountKobo: 250000,
      completedAt: new Date(),
    })
    .returning();
  return ride!.id;
}

describe('Promo/ValidatePromoCode', () => {
  it('tells a rider what a code takes off, whatever the case it is typed in', async () => {
    await create('RIDE-TEN');
    await create('FLAT-300', { DiscountPercent: null, MaxDiscountAmount: null, DiscountAmount: 300 });
    const rider = await aRider();
    const percent = await validate(rider, ' ride-ten ');
    expect(percent.statusCode, percent.body).toBe(200);
    expect(percent.json()).toEqual({
      Code: 'RIDE-TEN',
      Title: 'RIDE-TEN offer',
      DiscountPercent: 10,
      DiscountAmount: null,
      MaxDiscountAmount: 1000,
      FirstRideOnly: false,
      EndDate: '2099-12-31T23:59:59.999Z',
      Message: 'RIDE-TEN takes 10% off your fare, at most ₦1,000',
    });
    const flat = await validate(rider, 'FLAT-300');
    expect(flat.json()).toMatchObject({ DiscountAmount: 300, Message: 'FLAT-300 takes ₦300 off your fare' });
  });

  it('says why a code cannot be used: unknown, suspended, not started, expired, used up', async () => {
    const rider = await aRider();
    expect(problemOf(await validate(rider, 'NO-SUCH-CODE'), 404).title).toBe(
      'There is no promo code NO-SUCH-CODE',
    );
    const paused = await create('PAUSED');
    await admin.post('/api/Promo/SuspendPromoCode', { Id: paused.Id });
    expect(problemOf(await validate(rider, 'paused'), 409).title).toBe(
      'PAUSED is suspended and cannot be used',
    );
    await create('LATER', { StartDate: '2099-01-01' });
    expect(problemOf(await validate(rider, 'LATER'), 409).title).toBe(
      'LATER cannot be used before 2099-01-01',
    );
    await create('BYGONE', { StartDate: '2020-01-01', EndDate: '2020-12-31' });
    expect(problemOf(await validate(rider, 'BYGONE'), 409).title).toBe('BYGONE expired on 2020-12-31');
    const spent = await create('SPENT', { MaxUses: 5 });
    await t.db.update(promoCodes).set({ usedCount: 5 }).where(eq(promoCodes.id, spent.Id));
    expect(problemOf(await validate(rider, 'SPENT'), 409).title).toBe(
      'SPENT has been used as many times as it may be',
    );
  });

  it("counts a rider's own uses against MaxUsesPerRider, not another rider's", async () => {
    const twice = await create('TWICE', { MaxUses: 10, MaxUsesPerRider: 2 });
    const regular = await aRider();
    for (let use = 0; use < 2; use++)
      await t.db
        .insert(promoCodeUses)
        .values({ promoCodeId: twice.Id, riderId: regular.id, rideId: await completedRide(regular.id) });
    expect(problemOf(await validate(regular, 'TWICE'), 409).title).toBe(
      'You have used TWICE 2 time(s), as many as one rider may',
    );
    expect((await validate(await aRider(), 'TWICE')).statusCode).toBe(200);
  });

  it('keeps a first-ride code to riders who have completed no ride', async () => {
    await create('WELCOME', { FirstRideOnly: true });
    const newcomer = await aRider();
    expect((await validate(newcomer, 'WELCOME')).json()).toMatchObject({ FirstRideOnly: true });
    await completedRide(newcomer.id);
    expect(problemOf(await validate(newcomer, 'WELCOME'), 409).title).toBe(
      'WELCOME is for a first ride only, and you have completed a ride',
    );
  });

  it('refuses a malformed code with 400, and anyone not signed in with 401', async () => {
    const rider = await aRider();
    const malformed = problemOf(await validate(rider, "x' or 1=1"), 400);
    expect(malformed.errors).toEqual({ code: ['Code must be 3 to 30 letters, digits or hyphens (-)'] });
    expect(
      problemOf(await apiAs(t).get('/api/Promo/ValidatePromoCode', { code: 'RIDE-TEN' }), 401).title,
    ).toBeTruthy();
  });

  it('lets a rider try only so many unknown codes (known ones do not count), then answers 429', async () => {
    await create('KNOWN-ONE');
    const guesser = await aRider();
    for (let guess = 0; guess < PROMO_GUESS_LIMIT.max; guess++) {
      expect((await validate(guesser, 'KNOWN-ONE')).statusCode).toBe(200);
      expect((await validate(guesser, `GUESS-${guess}`)).statusCode).toBe(404);
    }
    const refused = await validate(guesser, 'KNOWN-ONE');
    expect(problemOf(refused, 429).title).toBe('Too many unknown promo codes were tried; try again later');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await validate(await aRider(), 'KNOWN-ONE')).statusCode).toBe(200);
  });
});

describe('the check the ride money uses (checkPromoCode, promoDiscountKobo)', () => {
  it('answers the rule in kobo, and takes off no more than the cap or the fare', async () => {
    await create('CAPPED', { DiscountPercent: 15, MaxDiscountAmount: 500 });
    const rider = await aRider();
    const rule = await checkPromoCode(t.db, { code: 'capped', riderId: rider.id, now: new Date() });
    expect(rule).toMatchObject({ code: 'CAPPED', discountPercent: 15, maxDiscountAmountKobo: 50000 });
    expect(promoDiscountKobo(rule, 100_000)).toBe(15_000);
    expect(promoDiscountKobo(rule, 10_003)).toBe(1_500); // 1500.45 kobo, half up
    expect(promoDiscountKobo(rule, 10_004)).toBe(1_501); // 1500.6
    expect(promoDiscountKobo(rule, 1_000_000)).toBe(50_000);
    const flat = { ...rule, discountPercent: null, discountAmountKobo: 30_000, maxDiscountAmountKobo: null };
    expect(promoDiscountKobo(flat, 20_000)).toBe(20_000);
    await expect(
      checkPromoCode(t.db, { code: 'CAPPED', riderId: rider.id, now: new Date('2019-06-01T00:00:00Z') }),
    ).rejects.toMatchObject({ status: 409, message: 'CAPPED cannot be used before 2020-01-01' });
  });
});
