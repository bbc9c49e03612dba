import { type Category, categoryTexts } from '@wayfare/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, listOf, names, problemOf } from '../../test/api-client.ts';
import { createTestApp, signedInAdmin, signedInUser, type TestApp } from '../../test/test-app.ts';
import { adminActivities } from '../activity/activity.table.ts';
import { seedCategories } from './categories.seed.ts';
import { categories } from './categories.table.ts';

let t: TestApp;
let admin: ReturnType<typeof apiAs>;
const anyone = () => apiAs(t);

beforeAll(async () => {
  t = await createTestApp();
  await seedCategories(t.db);
  admin = apiAs(t, (await signedInAdmin(t)).token);
});
afterAll(() => t.close());

const all = async () => listOf<Category>(await anyone().get('/api/Category/GetAllCategories')).rows;
const idOf = async (name: string) => (await all()).find((row) => row.Name === name)!.Id;
const create = async (body: object) => {
  const response = await admin.post('/api/Category/CreateCategory', { Id: 0, ...body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Category;
};
/** What a refused request must leave: the same categories and no new activity entry. */
const snapshot = async () => ({
  rows: await t.db.select().from(categories).orderBy(categories.id),
  logged: await t.db.$count(adminActivities),
});

describe('Category/GetAllCategories and GetCategoryById', () => {
  it('answers anyone, without a token, with the four seeded categories by name', async () => {
    const response = await anyone().get('/api/Category/GetAllCategories', { isVariationCategory: 'false' });
    const { rows, total } = listOf<Category>(response);
    expect(names(rows)).toEqual(['Comfort', 'Economy', 'Executive', 'XL']);
    expect(total).toBe(4);
    expect(rows[0]).toEqual({
      Id: expect.any(Number),
      Name: 'Comfort',
      ParentId: null,
      ImageURL: '',
      Description: '',
    });
  });

  it('answers no variation categories', async () => {
    expect(
      listOf(await anyone().get('/api/Category/GetAllCategories', { isVariationCategory: 'true' })).rows,
    ).toEqual([]);
    const problem = problemOf(
      await anyone().get('/api/Category/GetAllCategories', { isVariationCategory: 'maybe' }),
      400,
    );
    expect(problem.errors).toEqual({ isVariationCategory: ['isVariationCategory must be true or false'] });
  });

  it('gives one category by id to anyone; an unknown id is 404, a malformed one 400', async () => {
    const id = await idOf('XL');
    const one = await anyone().get('/api/Category/GetCategoryById', { id });
    expect(one.json()).toEqual({ Id: id, Name: 'XL', ParentId: null, ImageURL: '', Description: '' });
    expect(problemOf(await anyone().get('/api/Category/GetCategoryById', { id: 999_999 }), 404).title).toBe(
      categoryTexts.noCategory(999_999),
    );
    for (const bad of ['abc', '-1', '1.5', '99999999999', "1' or 1=1"]) {
      problemOf(await anyone().get('/api/Category/GetCategoryById', { id: bad }), 400);
    }
  });

  it('runs the seed once: a second start adds nothing', async () => {
    expect(await seedCategories(t.db)).toEqual({ seeded: false });
  });
});

describe('Category/CreateCategory', () => {
  it('saves a child under a parent with its picture and sanitised description, and logs the change', async () => {
    const comfort = await idOf('Comfort');
    const saved = await create({
      Name: ' Comfort Pets ',
      ParentId: comfort,
      ImageURL: '/uploads/categories/pets.png',
      Description:
        '<p onclick="steal()">Room for a pet<script>alert(1)</script></p><img src=x onerror=alert(1)>',
    });
    expect(saved).toEqual({
      Id: expect.any(Number),
      Name: 'Comfort Pets',
      ParentId: comfort,
      ImageURL: '/uploads/categories/pets.png',
      // Rich text keeps its formatting and pictures, never a script or a handler.
      Description: '<p>Room for a pet</p><img src="x" />',
    });
    expect((await anyone().get('/api/Category/GetCategoryById', { id: saved.Id })).json()).toEqual(saved);
  });

  it('puts ParentId absent, null or 0 at the top level', async () => {
    for (const [Name, ParentId] of [
      ['Top A', undefined],
      ['Top B', null],
      ['Top C', 0],
    ] as const) {
      expect((await create({ Name, ParentId })).ParentId).toBeNull();
    }
  });

  it("refuses a missing or too long name with the spec's message, writing nothing", async () => {
    const before = await snapshot();
    const missing = problemOf(await admin.post('/api/Category/CreateCategory', { Id: 0, Name: '   ' }), 400);
    expect(missing.errors).toEqual({ Name: ['Name is required'] });
    const absent = problemOf(await admin.post('/api/Category/CreateCategory', {}), 400);
    expect(absent.errors?.Name).toEqual(['Name is required']);
    const long = problemOf(
      await admin.post('/api/Category/CreateCategory', { Name: 'x'.repeat(10_000) }),
      400,
    );
    expect(long.errors).toEqual({ Name: ['Name must be at most 100 characters'] });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a name a sibling has, whatever its case, with 409; the same name elsewhere is fine', async () => {
    const before = await snapshot();
    const top = problemOf(await admin.post('/api/Category/CreateCategory', { Name: 'economy' }), 409);
    expect(top.title).toBe('A top-level category named economy already exists');
    const child = problemOf(
      await admin.post('/api/Category/CreateCategory', {
        Name: 'COMFORT PETS',
        ParentId: await idOf('Comfort'),
      }),
      409,
    );
    expect(child.errors).toEqual({ Name: ['A category named COMFORT PETS already exists under Comfort'] });
    expect(await snapshot()).toEqual(before);
    expect((await create({ Name: 'Economy', ParentId: await idOf('XL') })).Name).toBe('Economy');
  });

  it('refuses an unknown or malformed parent, a picture that is not an uploaded file, and a 2001-character description', async () => {
    const before = await snapshot();
    const unknown = problemOf(
      await admin.post('/api/Category/CreateCategory', { Name: 'Lost', ParentId: 999_999 }),
      400,
    );
    expect(unknown.errors).toEqual({ ParentId: [categoryTexts.noParent(999_999)] });
    for (const ParentId of ['abc', -3, 1.5, { Id: 1 }]) {
      problemOf(await admin.post('/api/Category/CreateCategory', { Name: 'Lost', ParentId }), 400);
    }
    const picture = problemOf(
      await admin.post('/api/Category/CreateCategory', { Name: 'Lost', ImageURL: 'javascript:alert(1)' }),
      400,
    );
    expect(picture.errors).toEqual({
      ImageURL: ['ImageURL must be the path of an uploaded file, starting with /uploads/'],
    });
    const description = problemOf(
      await admin.post('/api/Category/CreateCategory', { Name: 'Lost', Description: 'd'.repeat(2001) }),
      400,
    );
    expect(description.errors).toEqual({ Description: ['Description must be at most 2000 characters'] });
    const withId = problemOf(await admin.post('/api/Category/CreateCategory', { Id: 5, Name: 'Lost' }), 400);
    expect(withId.errors).toEqual({
      Id: ['Id must be 0 for a new category; use UpdateCategory to change a saved one'],
    });
    expect(await snapshot()).toEqual(before);
  });

  it('is for administrators only', async () => {
    const rider = apiAs(t, (await signedInUser(t)).token);
    expect((await rider.post('/api/Category/CreateCategory', { Name: 'Mine' })).statusCode).toBe(403);
    expect((await anyone().post('/api/Category/CreateCategory', { Name: 'Mine' })).statusCode).toBe(401);
  });
});

describe('Category/UpdateCategory', () => {
  it('renames and moves a category, replying with the saved one', async () => {
    const id = (await create({ Name: 'Shuttle' })).Id;
    const xl = await idOf('XL');
    const response = await admin.post('/api/Category/UpdateCategory', {
      Id: id,
      Name: 'Airport Shuttle',
      ParentId: xl,
    });
    expect(response.json()).toEqual({
      Id: id,
      Name: 'Airport Shuttle',
      ParentId: xl,
      ImageURL: '',
      Description: '',
    });
  });

  it('refuses to place a category under itself, its child or its grandchild, writing nothing', async () => {
    const a = await create({ Name: 'Cycle A' });
    const b = await create({ Name: 'Cycle B', ParentId: a.Id });
    const c = await create({ Name: 'Cycle C', ParentId: b.Id });
    const before = await snapshot();
    for (const ParentId of [a.Id, b.Id, c.Id]) {
      const problem = problemOf(
        await admin.post('/api/Category/UpdateCategory', { Id: a.Id, Name: 'Cycle A', ParentId }),
        400,
      );
      expect(problem.title).toBe('A category cannot be placed under itself or one of its children');
      expect(problem.errors).toEqual({
        ParentId: ['A category cannot be placed under itself or one of its children'],
      });
    }
    expect(await snapshot()).toEqual(before);
    // Moving the grandchild to the top, then A under it, is fine: no cycle any more.
    await admin.post('/api/Category/UpdateCategory', { Id: c.Id, Name: 'Cycle C', ParentId: 0 });
    const moved = await admin.post('/api/Category/UpdateCategory', {
      Id: a.Id,
      Name: 'Cycle A',
      ParentId: c.Id,
    });
    expect(moved.json().ParentId).toBe(c.Id);
  });

  it('lets only one of two simultaneous moves through when each would put the other under it', async () => {
    const a = await create({ Name: 'Race A' });
    const b = await create({ Name: 'Race B' });
    const answers = await Promise.all([
      admin.post('/api/Category/UpdateCategory', { Id: a.Id, Name: 'Race A', ParentId: b.Id }),
      admin.post('/api/Category/UpdateCategory', { Id: b.Id, Name: 'Race B', ParentId: a.Id }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    const [afterA, afterB] = await Promise.all(
      [a.Id, b.Id].map(async (id) => (await anyone().get('/api/Category/GetCategoryById', { id })).json()),
    );
    expect([afterA.ParentId, afterB.ParentId].filter((parent) => parent !== null)).toHaveLength(1);
  });

  it('refuses a sibling name (409), an unknown category (404) and an unknown parent (400), writing nothing', async () => {
    const id = (await create({ Name: 'Renamed Later' })).Id;
    const before = await snapshot();
    const taken = problemOf(
      await admin.post('/api/Category/UpdateCategory', { Id: id, Name: 'EXECUTIVE' }),
      409,
    );
    expect(taken.title).toBe('A top-level category named EXECUTIVE already exists');
    const missing = problemOf(
      await admin.post('/api/Category/UpdateCategory', { Id: 999_999, Name: 'Ghost' }),
      404,
    );
    expect(missing.title).toBe(categoryTexts.noCategory(999_999));
    const parent = problemOf(
      await admin.post('/api/Category/UpdateCategory', { Id: id, Name: 'Renamed Later', ParentId: 888_888 }),
      400,
    );
    expect(parent.errors).toEqual({ ParentId: [categoryTexts.noParent(888_888)] });
    problemOf(await admin.post('/api/Category/UpdateCategory', { Id: 'x', Name: 'Ghost' }), 400);
    expect(await snapshot()).toEqual(before);
  });
});

describe('Category/DeleteCategory', () => {
  it('refuses a category with children, naming how many, and deletes it once they are gone', async () => {
    const parent = await create({ Name: 'Family' });
    const kids = [
      await create({ Name: 'Kid One', ParentId: parent.Id }),
      await create({ Name: 'Kid Two', ParentId: parent.Id }),
    ];
    const before = await snapshot();
    const refused = problemOf(await admin.post('/api/Category/DeleteCategory', { Id: parent.Id }), 409);
    expect(refused.title).toBe('This category has 2 child categories. Delete or move them first');
    expect(await snapshot()).toEqual(before);
    for (const kid of kids) await admin.post('/api/Category/DeleteCategory', { Id: kid.Id });
    const deleted = await admin.post('/api/Category/DeleteCategory', { Id: parent.Id });
    expect(deleted.json()).toEqual({ Message: 'Family has been deleted' });
    expect(problemOf(await anyone().get('/api/Category/GetCategoryById', { id: parent.Id }), 404).title).toBe(
      categoryTexts.noCategory(parent.Id),
    );
  });

  it('answers 404 for an unknown category and 400 for a malformed id', async () => {
    expect(problemOf(await admin.post('/api/Category/DeleteCategory', { Id: 999_999 }), 404).title).toBe(
      categoryTexts.noCategory(999_999),
    );
    problemOf(await admin.post('/api/Category/DeleteCategory', { Id: '1; drop table categories' }), 400);
    problemOf(await admin.post('/api/Category/DeleteCategory', {}), 400);
  });
});
