import {
  type CarDetail,
  type CarDetailUpdate,
  CarStatus,
  carTexts,
  latestCarYear,
  texts,
} from '@wayfare/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, listOf, problemOf } from '../../test/api-client.ts';
import { signedInAdmin } from '../../test/test-app.ts';
import { adminActivities } from '../activity/activity.table.ts';
import { createFilesTestApp, type FilesTestApp } from '../files/test-support.ts';
import { outboxMessages } from '../outbox/outbox.table.ts';
import { carBody, carDriver, carWrites, okJson, uploaded } from './car-test-support.ts';
import { carDetails } from './cars.table.ts';

let t: FilesTestApp;
let adminPicture: string;
beforeAll(async () => {
  t = await createFilesTestApp({ OUTBOX_POLL_MS: 60_000 });
  adminPicture = await uploaded(t, 'cars/admin-licence.png');
});
afterAll(() => t.close());

/** A refused call: its status and title, and nothing written. */
async function refused(send: () => Promise<{ statusCode: number; body: string }>, status: number) {
  const before = await carWrites(t);
  const response = await send();
  const problem = problemOf(response as never, status);
  expect(await carWrites(t)).toEqual(before);
  return problem;
}

const adminPost = (action: string, body: object) => t.admin.api.post(`/api/CarDetail/${action}`, body);

/** A car made by the administrator for a driver: its Id. */
async function adminCar(driverEmail: string, more: object = {}) {
  const { Id } = await okJson<{ Id: number }>(
    await adminPost('CreateCarDetailByAdmin', { ...carBody(adminPicture, more), DriverEmail: driverEmail }),
  );
  return Id;
}

const setStatus = (id: number, status: number) =>
  t.db.update(carDetails).set({ status }).where(eq(carDetails.id, id));

const history = async (id: number) =>
  listOf<CarDetailUpdate>(await t.admin.api.get('/api/CarDetail/GetCarDetailUpdates', { carDetailId: id }));

describe('the car statuses', () => {
  it('lists Pending 0, Require Extra Information 1, Approved 2, Suspended 3 to anyone signed in', async () => {
    const { rows } = listOf(await t.user.api.get('/api/CarDetail/GetCarStatuses'));
    expect(rows).toEqual([
      { Id: 0, Name: 'Pending' },
      { Id: 1, Name: 'Require Extra Information' },
      { Id: 2, Name: 'Approved' },
      { Id: 3, Name: 'Suspended' },
    ]);
  });
});

describe('an administrator creates and reads a car', () => {
  it('creates a Pending car for the driver, with its history and log entry, and finds it in the list', async () => {
    const driver = await carDriver(t, { Firstname: 'Ngozi', Surname: 'Ibe' });
    const front = await uploaded(t, 'cars/front.png');
    const Id = await adminCar(driver.email.toUpperCase(), {
      Name: 'Honda',
      CarModel: 'Accord',
      LicenseNumber: 'lnd-482-ab',
      Insurance: adminPicture,
      InsuranceExpiryDate: '2099-01-31',
      CarFrontPicture: front,
    });
    const car = await okJson<CarDetail>(await t.admin.api.get('/api/CarDetail/GetCarDetailById', { id: Id }));
    expect(car).toMatchObject({
      Id,
      Name: 'Honda',
      CarModel: 'Accord',
      Year: 2020,
      LicenseNumber: 'LND-482-AB',
      CarLicense: adminPicture,
      LicenseExpiryDate: '2099-06-30',
      Insurance: adminPicture,
      InsuranceExpiryDate: '2099-01-31',
      RoadWorthiness: null,
      CarFrontPicture: front,
      DriverId: driver.id,
      DriverEmail: driver.email,
      DriverSurname: 'Ibe',
      DriverFirstname: 'Ngozi',
      Status: 0,
      StatusName: 'Pending',
      ApproveUserId: null,
      Message: null,
    });
    expect(Number.isNaN(Date.parse(car.CreatedDate))).toBe(false);
    expect((await history(Id)).rows).toEqual([
      expect.objectContaining({
        Status: 0,
        StatusName: 'Pending',
        Reason: 'Created',
        ActionUserFirstname: 'Chidi',
      }),
    ]);
    const logged = await t.db
      .select()
      .from(adminActivities)
      .where(and(eq(adminActivities.area, 'CarDetail'), eq(adminActivities.recordId, String(Id))));
    expect(logged.map((entry) => entry.action)).toEqual(['CreateCarDetailByAdmin']);

    const byKeyword = listOf<CarDetail>(
      await t.admin.api.get('/api/CarDetail/GetCarDetails', { keyword: 'ngozi' }),
    );
    expect(byKeyword.rows.map((row) => row.Id)).toEqual([Id]);
    const byPlate = listOf<CarDetail>(
      await t.admin.api.get('/api/CarDetail/GetCarDetails', { keyword: '482-a' }),
    );
    expect(byPlate.rows.map((row) => row.Id)).toEqual([Id]);
    // The car's name, model and licence number are searched together: a keyword across them finds it.
    const byNameAndModel = listOf<CarDetail>(
      await t.admin.api.get('/api/CarDetail/GetCarDetails', { keyword: 'honda accord' }),
    );
    expect(byNameAndModel.rows.map((row) => row.Id)).toEqual([Id]);
    const pending = listOf<CarDetail>(
      await t.admin.api.get('/api/CarDetail/GetCarDetails', { carStatus: 0 }),
    );
    expect(pending.rows.map((row) => row.Id)).toContain(Id);
    const approved = listOf<CarDetail>(
      await t.admin.api.get('/api/CarDetail/GetCarDetails', { carStatus: 2 }),
    );
    expect(approved.rows.map((row) => row.Id)).not.toContain(Id);
  });

  it('answers 404 for an unknown car', async () => {
    problemOf(await t.admin.api.get('/api/CarDetail/GetCarDetailById', { id: 99_999 }), 404);
  });
});

describe('every status change from every status', () => {
  const names = ['Pending', 'Require Extra Information', 'Approved', 'Suspended'];
  const cases: [from: number, action: string, to: number | string][] = [
    [0, 'ApproveCarDetail', 2],
    [1, 'ApproveCarDetail', 2],
    [2, 'ApproveCarDetail', `This car is Approved; ${carTexts.approveRule}`],
    [3, 'ApproveCarDetail', 2],
    [0, 'SuspendCarDetail', 'This car is Pending; only an Approved car can be suspended.'],
    [1, 'SuspendCarDetail', `This car is Require Extra Information; ${carTexts.suspendRule}`],
    [2, 'SuspendCarDetail', 3],
    [3, 'SuspendCarDetail', `This car is Suspended; ${carTexts.suspendRule}`],
    [0, 'MarkAsIncompleteCarDetail', 1],
    [1, 'MarkAsIncompleteCarDetail', `This car is Require Extra Information; ${carTexts.incompleteRule}`],
    [2, 'MarkAsIncompleteCarDetail', 1],
    [3, 'MarkAsIncompleteCarDetail', 1],
  ];
  const notices: Record<string, string> = {
    ApproveCarDetail: 'Car Approved',
    SuspendCarDetail: 'Car Suspended',
    MarkAsIncompleteCarDetail: 'Car Incomplete',
  };

  it.each(cases)('from %s, %s gives %s', async (from, action, to) => {
    const driver = await carDriver(t);
    const Id = await adminCar(driver.email);
    await setStatus(Id, from);
    const body = { Id, Message: `Reason for ${action}` };
    if (typeof to === 'string') {
      const problem = await refused(() => adminPost(action, body), 409);
      expect(problem.title).toBe(to);
      expect(problem.title).toContain(names[from]!);
      return;
    }
    const car = await okJson<CarDetail>(await adminPost(action, body), action);
    expect(car).toMatchObject({ Status: to, StatusName: names[to], Message: body.Message });
    if (to === CarStatus.Approved)
      expect(car).toMatchObject({ ApproveUserId: t.admin.id, ApproveUserFirstname: 'Chidi' });
    const [latest] = (await history(Id)).rows;
    expect(latest).toMatchObject({ Status: to, Reason: body.Message, ActionUserFirstname: 'Chidi' });
    const sent = await t.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, driver.email));
    expect(sent.map((message) => message.typeName)).toEqual([notices[action]]);
    expect(sent[0]!.body).toContain(body.Message);
    const logged = await t.db
      .select()
      .from(adminActivities)
      .where(and(eq(adminActivities.action, action), eq(adminActivities.recordId, String(Id))));
    expect(logged).toHaveLength(1);
  });

  it("asks for the Message to mark a car incomplete, and keeps it as the car's", async () => {
    const driver = await carDriver(t);
    const Id = await adminCar(driver.email);
    const problem = await refused(() => adminPost('MarkAsIncompleteCarDetail', { Id, Message: '  ' }), 400);
    expect(problem.errors?.Message).toEqual(['Message is required']);
    await refused(() => adminPost('MarkAsIncompleteCarDetail', { Id }), 400);
    const car = await okJson<CarDetail>(
      await adminPost('MarkAsIncompleteCarDetail', { Id, Message: 'The insurance picture is blurred' }),
    );
    expect(car.Message).toBe('The insurance picture is blurred');
  });

  it('approves without a Message; refuses a car whose licence expired or whose driver is suspended (409)', async () => {
    const driver = await carDriver(t);
    const Id = await adminCar(driver.email);
    await t.db.update(carDetails).set({ licenseExpiryDate: '2020-01-01' }).where(eq(carDetails.id, Id));
    expect((await refused(() => adminPost('ApproveCarDetail', { Id }), 409)).title).toBe(
      carTexts.licenceExpired,
    );
    await t.db.update(carDetails).set({ licenseExpiryDate: '2099-01-01' }).where(eq(carDetails.id, Id));
    await t.admin.api.post('/api/Account/SuspendUserAccount', { Id: driver.id });
    expect((await refused(() => adminPost('ApproveCarDetail', { Id }), 409)).title).toBe(
      carTexts.driverInactive,
    );
    await t.admin.api.post('/api/Account/ActivateUserAccount', { Id: driver.id });
    const car = await okJson<CarDetail>(await adminPost('ApproveCarDetail', { Id }));
    expect(car).toMatchObject({ StatusName: 'Approved', Message: null });
    expect((await history(Id)).rows[0]).toMatchObject({ Status: 2, Reason: null });
  });
});

/** Stands for a 10,000-character text in a test's name. */
const LONG = '(10,000 characters)';

describe('validation', () => {
  const create = (body: object) => adminPost('CreateCarDetailByAdmin', body);

  it.each([
    ['Name', 'Name is required'],
    ['CarModel', 'CarModel is required'],
    ['Year', 'Year is required'],
    ['LicenseNumber', 'LicenseNumber is required'],
    ['CarLicense', 'CarLicense is required'],
    ['LicenseExpiryDate', 'LicenseExpiryDate is required'],
    ['DriverEmail', 'DriverEmail is required'],
  ])('refuses a car without %s: %s', async (property, message) => {
    const driver = await carDriver(t);
    const body: Record<string, unknown> = { ...carBody(adminPicture), DriverEmail: driver.email };
    delete body[property];
    expect((await refused(() => create(body), 400)).errors?.[property]).toEqual([message]);
    body[property] = '';
    expect((await refused(() => create(body), 400)).errors?.[property]).toEqual([message]);
  });

  it.each([
    ['Year', 1979, carTexts.year(latestCarYear())],
    ['Year', latestCarYear() + 1, carTexts.year(latestCarYear())],
    ['Year', 2020.5, 'Year must be a whole number'],
    ['LicenseNumber', 'A', carTexts.licenseNumber],
    ['LicenseNumber', 'LND/123', carTexts.licenseNumber],
    ['LicenseNumber', 'ABCDEFGHIJKLMNOP', carTexts.licenseNumber],
    ['LicenseExpiryDate', '2099-02-30', 'LicenseExpiryDate must be a date (YYYY-MM-DD)'],
    ['LicenseExpiryDate', '31/12/2099', 'LicenseExpiryDate must be a date (YYYY-MM-DD)'],
    ['LicenseExpiryDate', '2020-01-01', carTexts.inFuture('LicenseExpiryDate')],
    ['DriverEmail', 'not-an-address', texts.invalidEmail],
    ['DriverEmail', 'nobody@example.ng', carTexts.noDriver('nobody@example.ng')],
    ['Name', LONG, 'Name must be at most 100 characters'],
    ['CarModel', LONG, 'CarModel must be at most 100 characters'],
  ])('refuses %s %s: %s', async (property, value, message) => {
    const driver = await carDriver(t);
    const sent = value === LONG ? 'x'.repeat(10_000) : value;
    const body = { ...carBody(adminPicture), DriverEmail: driver.email, [property]: sent };
    expect((await refused(() => create(body), 400)).errors?.[property]).toEqual([message]);
  });

  it('keeps Insurance and RoadWorthiness each with its date', async () => {
    const driver = await carDriver(t);
    const base = { ...carBody(adminPicture), DriverEmail: driver.email };
    const withoutDate = await refused(() => create({ ...base, Insurance: adminPicture }), 400);
    expect(withoutDate.errors?.InsuranceExpiryDate).toEqual([
      carTexts.pictureWithoutDate('Insurance', 'InsuranceExpiryDate'),
    ]);
    const withoutPicture = await refused(
      () => create({ ...base, RoadWorthinessExpiryDate: '2099-01-01' }),
      400,
    );
    expect(withoutPicture.errors?.RoadWorthiness).toEqual([
      carTexts.dateWithoutPicture('RoadWorthiness', 'RoadWorthinessExpiryDate'),
    ]);
    const pastInsurance = await refused(
      () => create({ ...base, Insurance: adminPicture, InsuranceExpiryDate: '2021-01-01' }),
      400,
    );
    expect(pastInsurance.errors?.InsuranceExpiryDate).toEqual([carTexts.inFuture('InsuranceExpiryDate')]);
  });

  it('keeps a licence number to one live car, whatever its case; a deleted car frees it', async () => {
    const driver = await carDriver(t);
    const Id = await adminCar(driver.email, { LicenseNumber: 'KJA 555 XY' });
    const again = { ...carBody(adminPicture), LicenseNumber: 'kja 555 xy', DriverEmail: driver.email };
    expect((await refused(() => create(again), 400)).errors?.LicenseNumber).toEqual([
      carTexts.licenseNumberTaken('KJA 555 XY'),
    ]);
    await okJson(await adminPost('DeleteMyCarDetail', { Id }));
    await okJson(await create(again));
  });

  it('refuses forged and foreign picture paths (400), nothing written', async () => {
    const driver = await carDriver(t);
    const stranger = await carDriver(t);
    const base = { ...carBody(driver.picture) };
    const cases: [string, string][] = [
      ['/uploads/cars/never-uploaded.png', carTexts.notUploaded('CarLicense')],
      ['/uploads/../../etc/passwd', "CarLicense must not contain '.' or '..' or an empty name"],
      [
        'https://evil.example/licence.png',
        'CarLicense must be the path of an uploaded file, starting with /uploads/',
      ],
      [adminPicture, carTexts.notUploaded('CarLicense')],
      [stranger.picture, carTexts.notUploaded('CarLicense')],
    ];
    for (const [path, message] of cases) {
      const problem = await refused(
        () => driver.api.post('/api/CarDetail/CreateMyCarDetail', { ...base, CarLicense: path }),
        400,
      );
      expect(problem.errors?.CarLicense, path).toEqual([message]);
    }
    // An administrator may use any uploaded file, never a forged one.
    const forged = await refused(
      () => create({ ...base, CarLicense: '/uploads/cars/forged.png', DriverEmail: driver.email }),
      400,
    );
    expect(forged.errors?.CarLicense).toEqual([carTexts.notUploaded('CarLicense')]);
  });
});

describe('a driver and their own cars', () => {
  it('creates, reads and updates their car; an update sends an Approved car back to Pending', async () => {
    const driver = await carDriver(t, { Firstname: 'Femi', Surname: 'Ade' });
    const { Id } = await okJson<{ Id: number }>(
      await driver.api.post('/api/CarDetail/CreateMyCarDetail', carBody(driver.picture, { Id: 0 })),
    );
    const mine = listOf<CarDetail>(await driver.api.get('/api/CarDetail/GetMyCarDetails'));
    expect(mine.rows).toEqual([
      expect.objectContaining({ Id, StatusName: 'Pending', DriverFirstname: 'Femi' }),
    ]);
    expect((await history(Id)).rows[0]).toMatchObject({ Reason: 'Created', ActionUserFirstname: 'Femi' });

    await okJson(await adminPost('ApproveCarDetail', { Id }));
    const updated = await okJson<CarDetail>(
      await driver.api.post('/api/CarDetail/UpdateMyCarDetail', { ...mine.rows[0]!, CarModel: 'Camry' }),
    );
    expect(updated).toMatchObject({ CarModel: 'Camry', StatusName: 'Pending' });
    expect((await history(Id)).rows[0]).toMatchObject({
      Status: 0,
      Reason: carTexts.changedByDriver,
      ActionUserFirstname: 'Femi',
    });

    await okJson(await adminPost('MarkAsIncompleteCarDetail', { Id, Message: 'Send the side picture' }));
    const back = await okJson<CarDetail>(
      await driver.api.post('/api/CarDetail/UpdateMyCarDetail', {
        ...updated,
        CarSidePicture: driver.picture,
      }),
    );
    expect(back.StatusName).toBe('Pending');

    await okJson(await adminPost('ApproveCarDetail', { Id }));
    await okJson(await adminPost('SuspendCarDetail', { Id }));
    const suspended = await okJson<CarDetail>(
      await driver.api.post('/api/CarDetail/UpdateMyCarDetail', { ...back, Year: 2021 }),
    );
    expect(suspended).toMatchObject({ Year: 2021, StatusName: 'Suspended' });
  });

  it("keeps the status on an administrator's update", async () => {
    const driver = await carDriver(t);
    const Id = await adminCar(driver.email);
    await okJson(await adminPost('ApproveCarDetail', { Id }));
    const car = await okJson<CarDetail>(
      await adminPost('UpdateCarDetailByAdmin', { ...carBody(adminPicture), Id, Name: 'Kia' }),
    );
    expect(car).toMatchObject({ Name: 'Kia', StatusName: 'Approved' });
  });

  it("refuses another driver's car (403) and a person who is not a driver (403), nothing written", async () => {
    const owner = await carDriver(t);
    const other = await carDriver(t);
    const Id = await adminCar(owner.email);
    const body = { ...carBody(other.picture), Id };
    await refused(() => other.api.post('/api/CarDetail/UpdateMyCarDetail', body), 403);
    await refused(() => other.api.post('/api/CarDetail/DeleteMyCarDetail', { Id }), 403);
    await refused(() => t.user.api.post('/api/CarDetail/CreateMyCarDetail', carBody(other.picture)), 403);
    await refused(() => t.user.api.post('/api/CarDetail/DeleteMyCarDetail', { Id }), 403);
    problemOf(await t.user.api.get('/api/CarDetail/GetMyCarDetails'), 403);
    expect(listOf(await other.api.get('/api/CarDetail/GetMyCarDetails')).rows).toEqual([]);
  });

  it('deletes their own car: it leaves the lists; the history keeps who did it', async () => {
    const driver = await carDriver(t);
    const { Id } = await okJson<{ Id: number }>(
      await driver.api.post('/api/CarDetail/CreateMyCarDetail', carBody(driver.picture)),
    );
    const reply = await okJson<{ Message: string }>(
      await driver.api.post('/api/CarDetail/DeleteMyCarDetail', { Id }),
    );
    expect(reply.Message).toContain('has been deleted');
    expect(listOf(await driver.api.get('/api/CarDetail/GetMyCarDetails')).rows).toEqual([]);
    const all = listOf<CarDetail>(await t.admin.api.get('/api/CarDetail/GetCarDetails', { pageSize: 500 }));
    expect(all.rows.map((row) => row.Id)).not.toContain(Id);
    problemOf(await t.admin.api.get('/api/CarDetail/GetCarDetailById', { id: Id }), 404);
    await refused(() => driver.api.post('/api/CarDetail/DeleteMyCarDetail', { Id }), 404);
  });
});

describe('administrators deleting cars, and the rights around it', () => {
  it('lets an administrator with CarDetail delete remove any car, logged; one without it is refused (403)', async () => {
    const driver = await carDriver(t);
    const Id = await adminCar(driver.email);
    const viewer = await signedInAdmin(t, { 9: { view: true, edit: true } });
    const viewerApi = apiAs(t, viewer.token);
    await refused(() => viewerApi.post('/api/CarDetail/DeleteMyCarDetail', { Id }), 403);
    const deleter = await signedInAdmin(t, { 9: { delete: true } });
    const deleterApi = apiAs(t, deleter.token);
    await okJson(await deleterApi.post('/api/CarDetail/DeleteMyCarDetail', { Id }));
    const logged = await t.db
      .select()
      .from(adminActivities)
      .where(and(eq(adminActivities.action, 'DeleteMyCarDetail'), eq(adminActivities.recordId, String(Id))));
    expect(logged).toEqual([expect.objectContaining({ userId: deleter.id, area: 'CarDetail' })]);
    problemOf(await t.admin.api.get('/api/CarDetail/GetCarDetailUpdates', { carDetailId: Id }), 404);
  });

  it('refuses hostile status changes: a 10,000-character Message, an unknown car, a text Id (4xx, nothing written)', async () => {
    const driver = await carDriver(t);
    const Id = await adminCar(driver.email);
    await okJson(await adminPost('ApproveCarDetail', { Id }));
    const long = await refused(() => adminPost('SuspendCarDetail', { Id, Message: 'x'.repeat(10_000) }), 400);
    expect(long.errors?.Message).toEqual(['Message must be at most 1000 characters']);
    await refused(() => adminPost('SuspendCarDetail', { Id: 99_999 }), 404);
    await refused(() => adminPost('SuspendCarDetail', { Id: '1 or 1=1' }), 400);
    await refused(() => adminPost('UpdateCarDetailByAdmin', { ...carBody(adminPicture), Id: 99_999 }), 404);
    await refused(() => adminPost('ApproveCarDetail', { Id, Extra: true }), 400);
  });
});
