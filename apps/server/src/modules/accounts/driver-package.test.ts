import { type User, userTexts } from '@wayfare/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { packages } from '../packages/packages.table.ts';
import {
  accountsTestApp,
  createdPerson,
  driverForm,
  personForm,
  refusedWithoutWriting,
} from './test-support.ts';

// Issue 16 §3: the driver's account form gains Package, saved as PackageId by UpdateUserAccount.
const suite = accountsTestApp();
const plans = {} as { silver: number; gold: number };
beforeAll(async () => {
  const rows = await suite.t.db
    .insert(packages)
    .values([
      { name: 'Form Silver', amountKobo: 500_000 },
      { name: 'Form Gold', amountKobo: 900_000 },
    ])
    .returning({ id: packages.id });
  plans.silver = rows[0]!.id;
  plans.gold = rows[1]!.id;
});

const update = (body: object) => suite.admin.api.post('/api/Account/UpdateUserAccount', body);
const userById = async (id: string) =>
  (await suite.admin.api.get('/api/Account/GetUserById', { id })).json() as User;

describe('Account/UpdateUserAccount PackageId', () => {
  it('gives a driver the chosen package, changes it, keeps it when absent and takes it away with null', async () => {
    const form = driverForm();
    const { Id } = await createdPerson(suite.admin.api, form);
    expect((await update({ ...form, Id, PackageId: plans.silver })).statusCode).toBe(200);
    expect(await userById(Id)).toMatchObject({ PackageId: plans.silver, PackageName: 'Form Silver' });
    expect((await update({ ...form, Id, PackageId: plans.gold })).statusCode).toBe(200);
    expect(await userById(Id)).toMatchObject({ PackageId: plans.gold, PackageName: 'Form Gold' });
    expect((await update({ ...form, Id, Firstname: 'Kept' })).statusCode).toBe(200);
    expect(await userById(Id)).toMatchObject({ Firstname: 'Kept', PackageName: 'Form Gold' });
    expect((await update({ ...form, Id, PackageId: null })).statusCode).toBe(200);
    expect(await userById(Id)).toMatchObject({ PackageId: null, PackageName: null });
  });

  it('accepts the User it read posted back with a new PackageId (the edit form)', async () => {
    const { Id } = await createdPerson(suite.admin.api, driverForm());
    const read = await userById(Id);
    expect((await update({ ...read, PackageId: plans.gold })).statusCode).toBe(200);
    expect((await userById(Id)).PackageName).toBe('Form Gold');
  });

  it('refuses an unknown or malformed package with 400 under PackageId, saving nothing of the form', async () => {
    const form = driverForm();
    const { Id } = await createdPerson(suite.admin.api, form);
    const unknown = await refusedWithoutWriting(
      suite.t,
      () => update({ ...form, Id, Firstname: 'Changed', PackageId: 999_999 }),
      400,
    );
    expect(unknown.errors?.PackageId).toEqual([userTexts.noPackage(999_999)]);
    const malformed = await refusedWithoutWriting(
      suite.t,
      () => update({ ...form, Id, PackageId: 'gold' }),
      400,
    );
    expect(malformed.errors?.PackageId).toEqual(['PackageId must be a number']);
    expect(await userById(Id)).toMatchObject({ Firstname: form.Firstname, PackageId: null });
  });

  it('keeps no package for someone who is not a driver', async () => {
    const form = personForm();
    const { Id } = await createdPerson(suite.admin.api, form);
    expect((await update({ ...form, Id, PackageId: plans.silver })).statusCode).toBe(200);
    expect((await userById(Id)).PackageId).toBeNull();
  });

  it('gives a driver made by CreateUserAccount the package too', async () => {
    const { Id } = await createdPerson(suite.admin.api, driverForm({ PackageId: plans.silver }));
    expect((await userById(Id)).PackageName).toBe('Form Silver');
  });
});
