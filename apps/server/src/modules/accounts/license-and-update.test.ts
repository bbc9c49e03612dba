import { Endpoint, type User, userTexts } from '@wayfare/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api-client.ts';
import { signedInAdmin } from '../../test/test-app.ts';
import { users } from './accounts.table.ts';
import {
  type ApiRequest,
  accountsTestApp,
  createdPerson,
  driverForm,
  personForm,
  refusedWithoutWriting,
} from './test-support.ts';

const suite = accountsTestApp();
beforeAll(async () => {
  await suite.t.db
    .update(users)
    .set({ firstname: 'Bola', surname: 'Ade' })
    .where(eq(users.id, suite.admin.id));
});

const approve = (Id: string, api = suite.admin.api) => api.post('/api/Account/ApproveLicense', { Id });
const update = (body: object, api = suite.admin.api) => api.post('/api/Account/UpdateUserAccount', body);
const userById = async (id: string) =>
  (await suite.admin.api.get('/api/Account/GetUserById', { id })).json() as User;

const refused = (request: ApiRequest, status: number) => refusedWithoutWriting(suite.t, request, status);

describe('Account/ApproveLicense', () => {
  it('turns a Pending licence Valid and records who approved it; a Valid one is a 409 naming it', async () => {
    const driver = await createdPerson(
      suite.admin.api,
      driverForm({ Firstname: 'Tunde', Surname: 'Balogun' }),
    );
    const response = await approve(driver.Id);
    expect(response.json()).toEqual({ Message: userTexts.licenseApproved('Tunde Balogun') });
    expect(await userById(driver.Id)).toMatchObject({
      DriverLicenseStatusName: 'Valid',
      ApproveDriverLicenseFullName: 'Bola Ade',
    });
    expect((await refused(() => approve(driver.Id), 409)).title).toBe(userTexts.licenseNotPending('Valid'));
  });

  it('refuses an Expired licence (expiry date before today) and a missing one with 409', async () => {
    const expired = await createdPerson(suite.admin.api, driverForm({ LicenseExpiryDate: '2020-01-31' }));
    expect((await userById(expired.Id)).DriverLicenseStatusName).toBe('Expired');
    expect((await refused(() => approve(expired.Id), 409)).title).toBe(
      userTexts.licenseNotPending('Expired'),
    );
    const rider = await createdPerson(suite.admin.api, personForm());
    expect((await userById(rider.Id)).DriverLicenseStatusName).toBeNull();
    expect((await refused(() => approve(rider.Id), 409)).title).toBe(userTexts.noLicense);
  });

  it('needs Account edit', async () => {
    const driver = await createdPerson(suite.admin.api, driverForm());
    const viewer = await signedInAdmin(suite.t, { [Endpoint.Account]: { view: true, create: true } });
    await refused(() => approve(driver.Id, apiAs(suite.t, viewer.token)), 403);
  });
});

describe('Account/UpdateUserAccount', () => {
  it('saves the form and replies with a sentence naming the person', async () => {
    const form = driverForm();
    const saved = await createdPerson(suite.admin.api, form);
    const response = await update({
      ...form,
      Id: saved.Id,
      Firstname: 'Adaeze',
      Address: '3 Allen Avenue, Ikeja',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).toBe(userTexts.updated('Adaeze', 'Okafor'));
    expect(await userById(saved.Id)).toMatchObject({ Firstname: 'Adaeze', Address: '3 Allen Avenue, Ikeja' });
  });

  it('accepts the User it read posted back, and makes the licence Pending again when it changes', async () => {
    const saved = await createdPerson(suite.admin.api, driverForm());
    await approve(saved.Id);
    const read = await userById(saved.Id);
    expect((await update({ ...read, Sex: 1 })).statusCode).toBe(200);
    expect((await userById(saved.Id)).DriverLicenseStatusName).toBe('Valid');
    expect((await update({ ...read, LicenseExpiryDate: '2098-06-30' })).statusCode).toBe(200);
    expect(await userById(saved.Id)).toMatchObject({
      DriverLicenseStatusName: 'Pending',
      ApproveDriverLicenseFullName: null,
    });
  });

  it('refuses a different e-mail address with 400, changing nothing', async () => {
    const form = personForm();
    const saved = await createdPerson(suite.admin.api, form);
    const problem = await refused(
      () => update({ ...form, Id: saved.Id, Firstname: 'Changed', EmailAddress: 'someone.else@example.ng' }),
      400,
    );
    expect(problem.errors?.EmailAddress).toEqual([userTexts.emailLocked]);
    expect((await userById(saved.Id)).Firstname).toBe(form.Firstname);
  });

  it("refuses a sub-admin changing an administrator's account or giving the admin role (403)", async () => {
    const editor = await signedInAdmin(suite.t, { [Endpoint.Account]: { view: true, edit: true } });
    const editorApi = apiAs(suite.t, editor.token);
    const adminForm = personForm({ IsAdmin: true });
    const anAdmin = await createdPerson(suite.admin.api, adminForm);
    await refused(() => update({ ...adminForm, Id: anAdmin.Id, Firstname: 'Hijacked' }, editorApi), 403);
    const riderForm = personForm();
    const rider = await createdPerson(suite.admin.api, riderForm);
    const problem = await refused(
      () => update({ ...riderForm, Id: rider.Id, IsAdmin: true }, editorApi),
      403,
    );
    expect(problem.title).toBe(userTexts.fullAdministratorsOnly);
    expect((await update({ ...riderForm, Id: rider.Id, Surname: 'Eze' }, editorApi)).statusCode).toBe(200);
  });

  it('refuses an unknown account (404), a malformed id and 10 000-character names (400)', async () => {
    const form = personForm();
    expect(
      (await refused(() => update({ ...form, Id: '00000000-0000-4000-8000-000000000000' }), 404)).title,
    ).toBe(userTexts.noUser);
    await refused(() => update({ ...form, Id: 42 }), 400);
    const saved = await createdPerson(suite.admin.api, form);
    const problem = await refused(
      () => update({ ...form, Id: saved.Id, MiddleName: 'M'.repeat(10_000) }),
      400,
    );
    expect(problem.errors?.MiddleName).toEqual(['MiddleName must be at most 100 characters']);
  });
});
