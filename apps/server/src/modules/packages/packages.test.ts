import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, listOf, names, problemOf } from '../../test/api-client.ts';
import {
  createTestApp,
  createUser,
  signedInAdmin,
  signInAsFirstAdmin,
  type TestApp,
} from '../../test/test-app.ts';
import { driverPackages, packages } from './packages.table.ts';

let t: TestApp;
let admin: ReturnType<typeof apiAs>;

beforeAll(async () => {
  t = await createTestApp();
  admin = apiAs(t, await signInAsFirstAdmin(t));
});
afterAll(() => t.close());

const newPackage = (Name: string, more: object = {}) => ({ Id: 0, Name, Amount: 2500, ...more });
const create = async (Name: string, more: object = {}) => {
  const response = await admin.post('/api/Package/CreatePackage', newPackage(Name, more));
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Record<string, unknown> & { Id: number; Name: string };
};
const packageCount = () => t.db.$count(packages);

describe('Package/GetPackageFrequencies', () => {
  it('lists Daily 1, Weekly 2 and Monthly 3', async () => {
    const { rows, total } = listOf(await admin.get('/api/Package/GetPackageFrequencies'));
    expect(rows).toEqual([
      { Id: 1, Name: 'Daily' },
      { Id: 2, Name: 'Weekly' },
      { Id: 3, Name: 'Monthly' },
    ]);
    expect(total).toBe(3);
  });
});

describe('Package/CreatePackage', () => {
  it('saves a package in kobo and replies with it in naira, published and monthly by default', async () => {
    const saved = await create(' Starter ', {
      Amount: 1500.5,
      BonusAmount: 0.25,
      MinimumAmountRequired: 99.99,
    });
    expect(saved).toEqual({
      Id: expect.any(Number),
      Name: 'Starter',
      PackageFrequency: 3,
      PackageFrequencyName: 'Monthly',
      MinTotalRides: 0,
      MaxTotalRides: 0,
      MinimumAmountRequired: 99.99,
      Amount: 1500.5,
      BonusAmount: 0.25,
      Publish: true,
      Description: '',
      CurrencySign: '₦',
    });
    const [row] = await t.db.select().from(packages).where(eq(packages.id, saved.Id));
    expect(row).toMatchObject({ amountKobo: 150050, bonusAmountKobo: 25, minimumAmountRequiredKobo: 9999 });
    const listed = listOf(await admin.get('/api/Package/GetPackages', { keywords: 'STARTER' }));
    expect(listed.rows).toEqual([saved]);
    expect(listed.total).toBe(1);
  });

  it('keeps the frequency, rides and Publish given, frequency and numbers sent as text too', async () => {
    const saved = await create('Weekly Runner', {
      PackageFrequency: '2',
      MinTotalRides: '5',
      MaxTotalRides: 40,
      Publish: false,
    });
    expect(saved).toMatchObject({
      PackageFrequency: 2,
      PackageFrequencyName: 'Weekly',
      MinTotalRides: 5,
      MaxTotalRides: 40,
      Publish: false,
    });
  });

  it('names every missing property: Name and Amount are required', async () => {
    const before = await packageCount();
    const problem = problemOf(await admin.post('/api/Package/CreatePackage', { Id: 0 }), 400);
    expect(problem.errors).toEqual({ Name: ['Name is required'], Amount: ['Amount is required'] });
    const blank = problemOf(
      await admin.post('/api/Package/CreatePackage', { Id: 0, Name: '   ', Amount: null }),
      400,
    );
    expect(blank.errors).toEqual({ Name: ['Name is required'], Amount: ['Amount is required'] });
    expect(await packageCount()).toBe(before);
  });

  it('refuses negative amounts, fractions of a kobo and unknown frequencies', async () => {
    const before = await packageCount();
    const problem = problemOf(
      await admin.post(
        '/api/Package/CreatePackage',
        newPackage('Bad Sums', {
          Amount: 1.005,
          BonusAmount: -1,
          MinimumAmountRequired: 'lots',
          PackageFrequency: 4,
        }),
      ),
      400,
    );
    expect(problem.errors).toEqual({
      Amount: ['Amount must have at most 2 decimals'],
      BonusAmount: ['BonusAmount must be 0 or more'],
      MinimumAmountRequired: ['MinimumAmountRequired must be a number'],
      PackageFrequency: ['PackageFrequency must be Daily (1), Weekly (2) or Monthly (3)'],
    });
    const tooMuch = problemOf(
      await admin.post('/api/Package/CreatePackage', newPackage('Too Much', { Amount: 1e21 })),
      400,
    );
    expect(tooMuch.errors).toEqual({ Amount: ['Amount must be at most 10000000'] });
    expect(await packageCount()).toBe(before);
  });

  it('refuses fewer maximum rides than minimum, and rides that are not whole numbers', async () => {
    const before = await packageCount();
    const order = problemOf(
      await admin.post(
        '/api/Package/CreatePackage',
        newPackage('Upside Down', { MinTotalRides: 10, MaxTotalRides: 2 }),
      ),
      400,
    );
    expect(order.errors).toEqual({ MaxTotalRides: ['MinTotalRides cannot be more than MaxTotalRides'] });
    const fraction = problemOf(
      await admin.post(
        '/api/Package/CreatePackage',
        newPackage('Half Ride', { MinTotalRides: 1.5, MaxTotalRides: -3 }),
      ),
      400,
    );
    expect(fraction.errors).toEqual({
      MinTotalRides: ['MinTotalRides must be a whole number'],
      MaxTotalRides: ['MaxTotalRides must be 0 or more'],
    });
    expect(await packageCount()).toBe(before);
  });

  it('refuses a 10 000-character name and an unknown property, writing nothing', async () => {
    const before = await packageCount();
    const long = problemOf(
      await admin.post('/api/Package/CreatePackage', newPackage('N'.repeat(10_000))),
      400,
    );
    expect(long.errors).toEqual({ Name: ['Name must be at most 100 characters'] });
    const extra = problemOf(
      await admin.post('/api/Package/CreatePackage', { ...newPackage('Extra'), Price: 3 }),
      400,
    );
    expect(extra.errors).toEqual({ Price: ['Price is not a property of this request'] });
    expect(await packageCount()).toBe(before);
  });

  it('refuses an Id other than 0, which belongs to UpdatePackage', async () => {
    const problem = problemOf(
      await admin.post('/api/Package/CreatePackage', { ...newPackage('Has Id'), Id: 4 }),
      400,
    );
    expect(problem.errors).toEqual({
      Id: ['Id must be 0 for a new package; use UpdatePackage to change a saved one'],
    });
  });

  it('keeps the formatting of a Description but drops scripts and event handlers', async () => {
    const saved = await create('Rich Text', {
      Description:
        '<p>Ride <strong>more</strong><script>alert(1)</script></p><img src="x.png" onerror="alert(2)"><a href="javascript:alert(3)">x</a>',
    });
    expect(saved.Description).toBe('<p>Ride <strong>more</strong></p><img src="x.png" /><a>x</a>');
  });

  it('refuses a name another package has in any case with 409, writing nothing', async () => {
    await create('Gold Plan');
    const before = await packageCount();
    const problem = problemOf(await admin.post('/api/Package/CreatePackage', newPackage('GOLD plan')), 409);
    expect(problem.title).toBe('A package named GOLD plan already exists');
    expect(problem.errors).toEqual({ Name: ['A package named GOLD plan already exists'] });
    expect(await packageCount()).toBe(before);
  });
});

describe('Package/GetPackages', () => {
  it('lists by name a page at a time with the total in X-Total-Count, keyword searched literally', async () => {
    await create('Zulu Daily', { PackageFrequency: 1 });
    const all = listOf<{ Name: string }>(await admin.get('/api/Package/GetPackages', { pageSize: 500 }));
    expect(names(all.rows)).toEqual([...names(all.rows)].sort((a, b) => String(a).localeCompare(String(b))));
    const page = listOf(await admin.get('/api/Package/GetPackages', { page: 1, pageSize: 2 }));
    expect(page.rows).toEqual(all.rows.slice(2, 4));
    expect(page.total).toBe(all.total);
    expect(listOf(await admin.get('/api/Package/GetPackages', { keywords: '%' })).total).toBe(0);
    const tooLong = problemOf(
      await admin.get('/api/Package/GetPackages', { keywords: 'k'.repeat(201) }),
      400,
    );
    expect(tooLong.errors).toEqual({ keywords: ['keywords must be at most 200 characters'] });
  });
});

describe('Package/UpdatePackage', () => {
  it('saves the changes by POST and by PUT and replies with the saved package', async () => {
    const saved = await create('Silver Plan', { Amount: 100 });
    const byPost = await admin.post('/api/Package/UpdatePackage', {
      ...saved,
      Publish: false,
      Amount: 120.75,
    });
    expect(byPost.statusCode, byPost.body).toBe(200);
    expect(byPost.json()).toEqual({ ...saved, Publish: false, Amount: 120.75 });
    const { PackageFrequencyName: _name, CurrencySign: _sign, ...body } = saved;
    const byPut = await admin.call('PUT', '/api/Package/UpdatePackage', {
      ...body,
      Name: 'silver PLAN',
      PackageFrequency: 1,
    });
    expect(byPut.statusCode, byPut.body).toBe(200);
    expect(byPut.json()).toEqual({
      ...saved,
      Name: 'silver PLAN',
      PackageFrequency: 1,
      PackageFrequencyName: 'Daily',
    });
  });

  it("refuses another package's name with 409 and leaves the package as it was", async () => {
    await create('Bronze Plan');
    const saved = await create('Copper Plan');
    const problem = problemOf(
      await admin.post('/api/Package/UpdatePackage', { ...newPackage('bronze plan'), Id: saved.Id }),
      409,
    );
    expect(problem.title).toBe('A package named bronze plan already exists');
    const [row] = await t.db.select().from(packages).where(eq(packages.id, saved.Id));
    expect(row!.name).toBe('Copper Plan');
  });

  it('answers 404 for an unknown package and 400 for a malformed id', async () => {
    const unknown = problemOf(
      await admin.post('/api/Package/UpdatePackage', { ...newPackage('Ghost'), Id: 999_999 }),
      404,
    );
    expect(unknown.title).toBe('There is no package with Id 999999');
    const malformed = problemOf(
      await admin.post('/api/Package/UpdatePackage', { ...newPackage('Ghost'), Id: 'abc' }),
      400,
    );
    expect(malformed.errors).toEqual({ Id: ['Id must be a number'] });
    const missing = problemOf(
      await admin.post('/api/Package/UpdatePackage', newPackage('Ghost', { Id: undefined })),
      400,
    );
    expect(missing.errors).toEqual({ Id: ['Id is required'] });
  });
});

describe('Package/DeletePackage', () => {
  it('deletes a package no driver holds', async () => {
    const saved = await create('Short Lived');
    const response = await admin.post('/api/Package/DeletePackage', { Id: saved.Id });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ Message: 'Short Lived has been deleted' });
    expect(listOf(await admin.get('/api/Package/GetPackages', { keywords: 'Short Lived' })).total).toBe(0);
    const again = problemOf(await admin.post('/api/Package/DeletePackage', { Id: saved.Id }), 404);
    expect(again.title).toBe(`There is no package with Id ${saved.Id}`);
  });

  it('refuses with 409 to delete a package a driver holds, which the driver’s account names', async () => {
    const saved = await create('Held Plan');
    const driver = await createUser(t.db, { password: null });
    await t.db.insert(driverPackages).values({ userId: driver.id, packageId: saved.Id });
    const problem = problemOf(await admin.post('/api/Package/DeletePackage', { Id: saved.Id }), 409);
    expect(problem.title).toBe(
      'Held Plan is held by 1 driver(s), so it cannot be deleted; unpublish it instead',
    );
    expect(await t.db.$count(packages, eq(packages.id, saved.Id))).toBe(1);
    const user = await admin.get('/api/Account/GetUserById', { id: driver.id });
    expect(user.statusCode, user.body).toBe(200);
    expect(user.json().PackageName).toBe('Held Plan');
  });

  it('refuses a malformed id with 400', async () => {
    const problem = problemOf(
      await admin.post('/api/Package/DeletePackage', { Id: '1; drop table packages' }),
      400,
    );
    expect(problem.errors).toEqual({ Id: ['Id must be a number'] });
  });
});

describe('who may use the Package calls', () => {
  it('lets a viewer of the Package endpoint list packages but not create them', async () => {
    const viewer = await signedInAdmin(t, { 1: { view: true } });
    const api = apiAs(t, viewer.token);
    expect((await api.get('/api/Package/GetPackages')).statusCode).toBe(200);
    expect((await api.post('/api/Package/CreatePackage', newPackage('Not Mine'))).statusCode).toBe(403);
  });
});
