import { accountTexts, Endpoint, texts, type User, userTexts } from '@wayfare/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type ApiClient, apiAs } from '../../test/api-client.ts';
import {
  authenticate,
  codeIn,
  STRONG_PASSWORD,
  signedInAdmin,
  userRow,
  waitForMessage,
} from '../../test/test-app.ts';
import { adminRoles } from '../admin-roles/admin-roles.table.ts';
import { accountsTestApp, driverForm, personForm, refusedWithoutWriting } from './test-support.ts';
import { verificationCodes } from './verification-codes.table.ts';

const suite = accountsTestApp({ PUBLIC_URL: 'https://wayfare.example' });

const create = (body: object, api = suite.admin.api) => api.post('/api/Account/CreateUserAccount', body);

/** A CreateUserAccount that must be refused, writing no account and no log entry. */
const refused = (body: object, status: number, api?: ApiClient) =>
  refusedWithoutWriting(suite.t, () => create(body, api), status);

describe('Account/CreateUserAccount', () => {
  it('saves a driver with a Pending licence, the phone in international form, and replies with the User', async () => {
    const form = driverForm({ MiddleName: 'Chioma', Sex: 2 });
    const response = await create(form);
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json() as User;
    expect(saved).toMatchObject({
      Surname: 'Okafor',
      Firstname: form.Firstname,
      MiddleName: 'Chioma',
      EmailAddress: form.EmailAddress,
      PhoneNumber: '+2348031234567',
      Sex: 2,
      IsActive: true,
      IsAdmin: false,
      IsDriver: true,
      DriverLicense: '/uploads/licences/ada.png',
      LicenseExpiryDate: '2099-12-31',
      DriverLicenseStatusName: 'Pending',
      ApproveDriverLicenseFullName: null,
      Balance: 0,
    });
    const got = await suite.admin.api.get('/api/Account/GetUserById', { id: saved.Id });
    expect(got.json()).toEqual(saved);
  });

  it('e-mails a code and a set-password link, valid 72 hours, that sets the password with CompletePasswordReset', async () => {
    const form = driverForm();
    const saved = (await create(form)).json() as User;
    const message = await waitForMessage(suite.t.sent, (sent) => sent.recipient === form.EmailAddress);
    const code = codeIn(message.body);
    expect(message.body).toContain(
      `https://wayfare.example/account/setpassword?email=${encodeURIComponent(form.EmailAddress!)}&code=${code}`,
    );
    expect(message.body).toContain('72 hours');
    // The New Account template's default wording, verbatim (issue 15 §3), HTML with this text part.
    expect(message.subject).toBe('Choose a password for your Wayfare account');
    expect(message.body).toBe(
      `Hello ${form.Firstname},\n` +
        `An account has been made for you on Wayfare. Your code to choose a password is ${code}; it works once, for 72 hours.\n` +
        `Or open https://wayfare.example/account/setpassword?email=${encodeURIComponent(form.EmailAddress!)}&code=${code} to choose your password.`,
    );
    expect(message.html).toContain(`<p>Hello ${form.Firstname},</p>`);
    const [stored] = await suite.t.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.userId, saved.Id));
    const hours = (stored!.expiresAt.getTime() - stored!.createdAt.getTime()) / 3_600_000;
    expect(hours).toBeCloseTo(72, 1);
    expect((await authenticate(suite.t.app, form.EmailAddress!, STRONG_PASSWORD)).statusCode).toBe(401);
    const completed = await apiAs(suite.t).post('/api/Account/CompletePasswordReset', {
      EmailAddress: form.EmailAddress,
      VerificationCode: code,
      Password: STRONG_PASSWORD,
      ConfirmPassword: STRONG_PASSWORD,
    });
    expect(completed.statusCode, completed.body).toBe(200);
    expect((await authenticate(suite.t.app, form.EmailAddress!, STRONG_PASSWORD)).statusCode).toBe(200);
  });

  it('keeps no licence for someone who is not a driver', async () => {
    const response = await create(
      personForm({ DriverLicense: '/uploads/licences/x.png', LicenseExpiryDate: '2099-01-01' }),
    );
    expect(response.json()).toMatchObject({
      IsDriver: false,
      DriverLicense: null,
      LicenseExpiryDate: null,
      DriverLicenseStatusName: null,
    });
  });

  it('makes a full administrator, or one limited to a role', async () => {
    const full = (await create(personForm({ IsAdmin: true }))).json() as User;
    expect(full).toMatchObject({ IsAdmin: true, RequireWebsiteRole: false, AdminRoleId: null });
    expect((await userRow(suite.t.db, full.Id))?.allowAllEndpoints).toBe(true);
    const [role] = await suite.t.db.insert(adminRoles).values({ name: 'Support' }).returning();
    const limited = await create(
      personForm({ IsAdmin: true, RequireWebsiteRole: true, AdminRoleId: role!.id }),
    );
    expect(limited.json()).toMatchObject({
      IsAdmin: true,
      RequireWebsiteRole: true,
      AdminRoleName: 'Support',
    });
  });

  it('ignores the read-only properties a client posts back, and refuses unknown ones', async () => {
    const ok = await create({ ...personForm(), IsActive: false, Balance: 5000, OtherReferralCode: 'MINE' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ IsActive: true, Balance: 0 });
    expect(ok.json().OtherReferralCode).not.toBe('MINE');
    await refused({ ...personForm(), PasswordHash: 'x' }, 400);
    await refused({ ...personForm(), AllowAllEndPoints: true }, 400);
  });

  it('names each missing or invalid property', async () => {
    const problem = await refused({}, 400);
    expect(problem.errors).toMatchObject({
      Surname: ['Surname is required'],
      Firstname: ['Firstname is required'],
      EmailAddress: ['EmailAddress is required'],
      PhoneNumber: ['PhoneNumber is required'],
      Address: ['Address is required'],
    });
    expect((await refused(personForm({ EmailAddress: 'not-an-address' }), 400)).errors?.EmailAddress).toEqual(
      [texts.invalidEmail],
    );
    expect((await refused(personForm({ PhoneNumber: '12' }), 400)).errors?.PhoneNumber).toBeDefined();
    const driver = await refused(personForm({ IsDriver: true }), 400);
    expect(driver.errors).toMatchObject({
      DriverLicense: ['DriverLicense is required'],
      LicenseExpiryDate: ['LicenseExpiryDate is required'],
    });
    expect(
      (await refused(driverForm({ LicenseExpiryDate: '31/12/2099' }), 400)).errors?.LicenseExpiryDate,
    ).toEqual(['LicenseExpiryDate must be a date (YYYY-MM-DD)']);
    // Pictures are files uploaded to the product, named by their FilePath.
    expect(
      (await refused(driverForm({ DriverLicense: 'https://elsewhere.example/x.png' }), 400)).errors,
    ).toEqual({
      DriverLicense: ['DriverLicense must be the path of an uploaded file, starting with /uploads/'],
    });
    expect((await refused(personForm({ Picture: '/uploads/../secret' }), 400)).errors?.Picture).toBeDefined();
    expect((await refused(personForm({ Sex: 3 as 1 }), 400)).errors?.Sex).toEqual([
      'Sex must be 1 (Male) or 2 (Female)',
    ]);
    const role = await refused(personForm({ IsAdmin: true, RequireWebsiteRole: true }), 400);
    expect(role.errors?.AdminRoleId).toEqual(['AdminRoleId is required']);
  });

  it('refuses 10 000-character names and an unknown role, writing nothing', async () => {
    const long = 'A'.repeat(10_000);
    const problem = await refused(personForm({ Surname: long, Firstname: long }), 400);
    expect(problem.errors?.Surname).toEqual(['Surname must be at most 100 characters']);
    const unknownRole = await refused(
      personForm({ IsAdmin: true, RequireWebsiteRole: true, AdminRoleId: 99_999 }),
      400,
    );
    expect(unknownRole.errors?.AdminRoleId).toEqual([userTexts.noRole(99_999)]);
  });

  it('gives a taken address (any case) the sign-up 409', async () => {
    const form = personForm();
    expect((await create(form)).statusCode).toBe(200);
    const problem = await refused({ ...personForm(), EmailAddress: form.EmailAddress!.toUpperCase() }, 409);
    expect(problem.title).toBe(accountTexts.emailTaken);
    expect(problem.errors?.EmailAddress).toEqual([accountTexts.emailTaken]);
  });

  it('lets only a full administrator make an administrator: a sub-admin with Account create gets 403', async () => {
    const creator = await signedInAdmin(suite.t, { [Endpoint.Account]: { create: true } });
    const api = apiAs(suite.t, creator.token);
    const problem = await refused(personForm({ IsAdmin: true }), 403, api);
    expect(problem.title).toBe(userTexts.fullAdministratorsOnly);
    expect((await create(driverForm(), api)).statusCode).toBe(200);
    const viewer = await signedInAdmin(suite.t, { [Endpoint.Account]: { view: true, edit: true } });
    await refused(personForm(), 403, apiAs(suite.t, viewer.token));
  });
});
