import fs from 'node:fs/promises';
import path from 'node:path';
import { allCalls, callPath, isBulkCall } from '@wayfare/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api-client.ts';
import { createUser, tokenFor } from '../../test/test-app.ts';
import { users } from '../accounts/accounts.table.ts';
import { enrolTwoFactor } from '../accounts/two-factor.test-support.ts';
import { pendingComplaint } from '../complaints/complaints.test-support.ts';
import { createFilesTestApp, type FilesTestApp } from '../files/test-support.ts';
import { insertOrder } from '../orders/orders.test-support.ts';
import { outboxMessages } from '../outbox/outbox.table.ts';
import { payments } from '../payments/payments.table.ts';
import { orderFor } from '../payments/payments.test-support.ts';
import { completedWalletRide } from '../rides/ride-money.test-support.ts';
import { ensureWallet } from '../wallet/ledger.service.ts';
import { walletVirtualAccounts } from '../wallet/wallet-accounts.table.ts';
import { adminActivities } from './activity.table.ts';

/**
 * Issue 14 §3: every admin POST or PUT writes an activity entry. The walk is over the declared calls,
 * so a new admin call without a request below fails here until it is given one and logs its change.
 */

let t: FilesTestApp;
const ids = {
  country: 0,
  state: 0,
  city: 0,
  role: 0,
  user: '',
  /** An account for the bulk delete: the walk's own was deleted by the row call. */
  spareUser: '',
  category: 0,
  package: 0,
  template: 0,
  award: 0,
  promo: 0,
  blog: 0,
  blogCopy: 0,
  walletNumber: '',
  credit: 0,
  event: 0,
  car: 0,
  answeredComplaint: 0,
  closedComplaint: 0,
  cancelledOrder: '',
  cashPayment: '',
  enrolledAdmin: '',
  ride: 0,
};
/**
 * Failed messages to send again: one of each channel alone, one of each in bulk (sent before the
 * date range's, which would take them too), and one of each in a date range.
 */
const failed = { email: '', sms: '', bulkEmail: '', bulkSms: '' };
const failedMessage = (channel: 'Email' | 'SMS') => ({
  channel,
  recipient: channel === 'Email' ? 'logged.rider@example.ng' : '+2348031234567',
  subject: channel === 'Email' ? 'Your receipt' : null,
  body: 'Thank you for riding with us.',
  status: 'Failed' as const,
  attempts: 5,
  lastError: 'Connection timed out',
  createdAt: new Date('2026-03-01T10:00:00Z'),
});

beforeAll(async () => {
  t = await createFilesTestApp();
  await t.db
    .insert(walletVirtualAccounts)
    .values({ userId: t.admin.id, accountNumber: '9100000001', status: 3, errorMessage: 'Name mismatch' });
  const messages = await t.db
    .insert(outboxMessages)
    .values([
      failedMessage('Email'),
      failedMessage('SMS'),
      failedMessage('Email'),
      failedMessage('SMS'),
      failedMessage('Email'),
      failedMessage('SMS'),
    ])
    .returning();
  failed.email = messages[0]!.id;
  failed.sms = messages[1]!.id;
  failed.bulkEmail = messages[4]!.id;
  failed.bulkSms = messages[5]!.id;
  ids.spareUser = (await createUser(t.db, { password: null })).id;
  // The second factor's policy needs the caller enrolled, its reset another administrator who is.
  await enrolTwoFactor(t.admin.api);
  const enrolled = await createUser(t.db, { allowAllEndpoints: true, password: null });
  await enrolTwoFactor(apiAs(t, await tokenFor(enrolled)));
  ids.enrolledAdmin = enrolled.id;
  const rider = await createUser(t.db, { password: null });
  ids.walletNumber = (await ensureWallet(t.db, rider.id)).wallettIdNumber;
  // A driver and an uploaded picture for the car calls.
  const carDriver = await createUser(t.db, { password: null, email: 'logged.car.driver@example.ng' });
  await t.db.update(users).set({ isDriver: true }).where(eq(users.id, carDriver.id));
  await fs.mkdir(path.join(t.uploadsDir, 'cars'), { recursive: true });
  await fs.writeFile(path.join(t.uploadsDir, 'cars', 'logged.png'), 'a picture');
  ids.answeredComplaint = await pendingComplaint(t.db);
  ids.closedComplaint = await pendingComplaint(t.db);
  ids.cancelledOrder = (await insertOrder(t.db)).order.id;
  // A cash payment awaiting an administrator's approval.
  const { payment } = await orderFor(t.db, { email: 'logged.payer@example.ng' });
  await t.db.update(payments).set({ status: 6, gateway: 2 }).where(eq(payments.id, payment.id));
  ids.cashPayment = payment.id;
  // issue 30: a completed ride to charge a fee on and refund.
  ids.ride = (await completedWalletRide(t)).ride.Id;
});
afterAll(() => t.close());

const country = () => ({ Name: 'Logland', ThreeLetterIsoCode: 'LGL', TwoLetterIsoCode: 'LG' });
const state = () => ({ Name: 'Log State', CountryId: ids.country });
const city = () => ({ Name: 'Log City', CountryId: ids.country, StateId: ids.state });
const person = () => ({
  Surname: 'Logged',
  Firstname: 'Driver',
  EmailAddress: 'logged.driver@example.ng',
  PhoneNumber: '08031234567',
  Address: '1 Log Road, Lagos',
  IsDriver: true,
  DriverLicense: '/uploads/licences/logged.png',
  LicenseExpiryDate: '2099-01-01',
});
const aPackage = () => ({ Name: 'Log Package', Amount: 1500.5, MinTotalRides: 1, MaxTotalRides: 9 });
const award = () => ({
  AwardAction: 1,
  AwardTitle: 'Log Award',
  AwardPageURL: 'https://example.com/log-award',
  StartDateIsoString: '2026-01-01',
  EndDateIsoString: '2026-01-31',
  IsCash: true,
  Amount: 500,
});
const promo = () => ({
  Code: 'LOG-PROMO',
  Title: 'Log Promo',
  DiscountPercent: 10,
  MaxDiscountAmount: 1000,
  StartDate: '2026-01-01',
  EndDate: '2026-01-31',
});
const article = () => ({
  Name: 'Log Article',
  SEOs: 'An article for the log',
  Tags: 'log, test',
  Summary: '<p>Logged</p>',
  ArticleDate: '2026-03-01',
});
const car = () => ({
  Name: 'Toyota',
  CarModel: 'Corolla',
  Year: 2020,
  LicenseNumber: 'LOG 123',
  CarLicense: '/uploads/cars/logged.png',
  LicenseExpiryDate: '2099-01-01',
});
const role = (Name: string) => ({ Name, AdminRoleEndpoints: [{ EndPoint: 10, CanView: true }] });

/** One successful request per admin change, in an order where each finds what it needs. */
const requests: [path: string, body: () => object, keep?: (reply: { Id: never }) => void][] = [
  ['Country/CreateCountry', () => ({ Id: 0, ...country() }), (saved) => (ids.country = saved.Id)],
  ['Country/UpdateCountry', () => ({ Id: ids.country, ...country(), Name: 'Logland Two' })],
  ['Country/DisableCountry', () => ({ Id: ids.country })],
  ['Country/EnableCountry', () => ({ Id: ids.country })],
  ['Country/BulkDisableCountry', () => ({ Ids: [ids.country] })],
  ['Country/BulkEnableCountry', () => ({ Ids: [ids.country] })],
  ['State/CreateState', () => ({ Id: 0, ...state() }), (saved) => (ids.state = saved.Id)],
  ['State/UpdateState', () => ({ Id: ids.state, ...state(), Name: 'Log State Two' })],
  ['State/DisableState', () => ({ Id: ids.state })],
  ['State/EnableState', () => ({ Id: ids.state })],
  ['State/BulkDisableState', () => ({ Ids: [ids.state] })],
  ['State/BulkEnableState', () => ({ Ids: [ids.state] })],
  ['City/CreateCity', () => ({ Id: 0, ...city() }), (saved) => (ids.city = saved.Id)],
  ['City/UpdateCity', () => ({ Id: ids.city, ...city(), Name: 'Log City Two' })],
  ['City/DisableCity', () => ({ Id: ids.city })],
  ['City/EnableCity', () => ({ Id: ids.city })],
  ['City/BulkDisableCity', () => ({ Ids: [ids.city] })],
  ['City/BulkEnableCity', () => ({ Ids: [ids.city] })],
  ['City/DeleteCity', () => ({ Id: ids.city })],
  ['State/DeleteState', () => ({ Id: ids.state })],
  ['Country/DeleteCountry', () => ({ Id: ids.country })],
  ['FileUpload/CreateFolder', () => ({ Folder: '', FolderName: 'logged' })],
  ['FileUpload/DeleteFolder', () => ({ Folder: '', FileName: 'logged' })],
  ['Account/CreateSubAdminRole', () => ({ Id: 0, ...role('Log Role') }), (saved) => (ids.role = saved.Id)],
  ['Account/UpdateSubAdminRole', () => ({ Id: ids.role, ...role('Log Role Two') })],
  ['Account/DeleteSubAdminRole', () => ({ Id: ids.role })],
  ['Account/CreateUserAccount', () => person(), (saved) => (ids.user = saved.Id)],
  ['Account/MarkLicenseIncomplete', () => ({ Id: ids.user, Reason: 'The picture is blurred' })],
  // A new licence picture makes the Incomplete licence Pending again, for ApproveLicense.
  [
    'Account/UpdateUserAccount',
    () => ({
      Id: ids.user,
      ...person(),
      Firstname: 'Driving',
      DriverLicense: '/uploads/licences/logged-2.png',
    }),
  ],
  ['Account/ApproveLicense', () => ({ Id: ids.user })],
  ['Account/SuspendUserAccount', () => ({ Id: ids.user })],
  ['Account/ActivateUserAccount', () => ({ Id: ids.user })],
  ['Account/BulkSuspendUserAccount', () => ({ Ids: [ids.user] })],
  ['Account/BulkActivateUserAccount', () => ({ Ids: [ids.user] })],
  ['Account/AddUserToAdminRole', () => ({ Id: ids.user, RequireWebsiteRole: false })],
  ['Account/RemoveUserFromAdminRole', () => ({ Id: ids.user })],
  ['Account/DeleteUserAccount', () => ({ Id: ids.user })],
  ['Account/BulkDeleteUserAccount', () => ({ Ids: [ids.spareUser] })],
  ['Package/CreatePackage', () => ({ Id: 0, ...aPackage() }), (saved) => (ids.package = saved.Id)],
  ['Package/UpdatePackage', () => ({ Id: ids.package, ...aPackage(), Publish: false })],
  ['Package/DeletePackage', () => ({ Id: ids.package })],
  ['Wallet/ReRegisteredAccount', () => ({ WalletAccountNumber: '9100000001' })],
  [
    'Wallet/FundClientWallet',
    () => ({ WallettIdNumber: ids.walletNumber, Amount: 2500, Message: 'Logged top-up' }),
    (funded) => (ids.credit = funded.Id),
  ],
  ['Wallet/RefundTransaction', () => ({ Id: ids.credit })],
  ['Category/CreateCategory', () => ({ Id: 0, Name: 'Log Category' }), (saved) => (ids.category = saved.Id)],
  ['Category/UpdateCategory', () => ({ Id: ids.category, Name: 'Log Category Two' })],
  ['Category/DeleteCategory', () => ({ Id: ids.category })],
  ['Referral/CreateReferralAward', () => ({ Id: 0, ...award() }), (saved) => (ids.award = saved.Id)],
  ['Referral/UpdateReferralAward', () => ({ Id: ids.award, ...award(), AwardTitle: 'Log Award Two' })],
  ['Referral/SuspendReferralAward', () => ({ Id: ids.award })],
  ['Referral/ActivateReferralAward', () => ({ Id: ids.award })],
  ['Referral/DeletePackageAddon', () => ({ Id: ids.award })],
  ['Promo/CreatePromoCode', () => ({ Id: 0, ...promo() }), (saved) => (ids.promo = saved.Id)],
  ['Promo/UpdatePromoCode', () => ({ Id: ids.promo, ...promo(), Title: 'Log Promo Two' })],
  ['Promo/SuspendPromoCode', () => ({ Id: ids.promo })],
  ['Promo/ActivatePromoCode', () => ({ Id: ids.promo })],
  ['Promo/BulkSuspendPromoCode', () => ({ Ids: [ids.promo] })],
  ['Promo/BulkActivatePromoCode', () => ({ Ids: [ids.promo] })],
  ['Promo/DeletePromoCode', () => ({ Id: ids.promo })],
  ['Blogs/CreateBlog', () => ({ Id: 0, ...article() }), (saved) => (ids.blog = saved.Id)],
  ['Blogs/UpdateBlog', () => ({ Id: ids.blog, ...article(), Name: 'Log Article Two' })],
  ['Blogs/PublishBlog', () => ({ Id: ids.blog })],
  ['Blogs/UnpublishBlog', () => ({ Id: ids.blog })],
  ['Blogs/BulkPublishBlog', () => ({ Ids: [ids.blog] })],
  ['Blogs/BulkUnpublishBlog', () => ({ Ids: [ids.blog] })],
  ['Blogs/DuplicateBlog', () => ({ Id: ids.blog }), (saved) => (ids.blogCopy = saved.Id)],
  ['Blogs/DeleteBlog', () => ({ Id: ids.blogCopy })],
  ['Blogs/BulkDeleteBlog', () => ({ Ids: [ids.blog] })],
  [
    'MessageTemplate/CreateEmailTemplate',
    () => ({ EmailType: 2, Subject: 'Delete it?', Template: '<p>{{Code}}</p>' }),
    (saved) => (ids.template = saved.Id),
  ],
  [
    'MessageTemplate/UpdateEmailTemplate',
    () => ({ Id: ids.template, EmailType: 2, Subject: 'Delete it now?', Template: '<p>{{Code}}</p>' }),
  ],
  ['Message/ResendEmail', () => ({ Id: failed.email })],
  ['Message/ResendSMS', () => ({ Id: failed.sms })],
  ['Message/BulkResendEmail', () => ({ Ids: [failed.bulkEmail] })],
  ['Message/BulkResendSMS', () => ({ Ids: [failed.bulkSms] })],
  ['Message/ResendAllFailedEmail', () => ({ From: '2026-03-01', To: '2026-03-01' })],
  ['Message/ResendAllFailedSMS', () => ({ From: '2026-03-01', To: '2026-03-01' })],
  [
    'Calenders/CreateEvent',
    () => ({
      Title: 'Log Event',
      EventDateTime: '2099-01-01T10:00:00Z',
      MeetUrl: 'https://meet.example.com/log',
    }),
    (saved) => (ids.event = saved.Id),
  ],
  ['Calenders/DeleteEvent', () => ({ Id: ids.event })],
  [
    'CarDetail/CreateCarDetailByAdmin',
    () => ({ ...car(), DriverEmail: 'logged.car.driver@example.ng' }),
    (saved) => (ids.car = saved.Id),
  ],
  ['CarDetail/UpdateCarDetailByAdmin', () => ({ Id: ids.car, ...car(), CarModel: 'Camry' })],
  ['CarDetail/ApproveCarDetail', () => ({ Id: ids.car })],
  ['CarDetail/SuspendCarDetail', () => ({ Id: ids.car, Message: 'Logged' })],
  ['CarDetail/MarkAsIncompleteCarDetail', () => ({ Id: ids.car, Message: 'Send the insurance' })],
  ['CarDetail/BulkApproveCarDetail', () => ({ Ids: [ids.car] })],
  [
    'Complaint/RespondToComplaint',
    () => ({ ComplaintId: ids.answeredComplaint, Feedback: 'Logged answer', Picture: null }),
  ],
  ['Complaint/CloseComplaint', () => ({ Id: ids.closedComplaint })],
  ['Payment/ConfirmManualPayment', () => ({ Id: ids.cashPayment, PaymentStatus: true })],
  [
    'Order/CreateOrderForOtherItems',
    () => ({
      Surname: 'Logged',
      Firstname: 'Customer',
      PhoneNumber: '08031234567',
      Email: 'logged.order@example.ng',
      Address: '1 Log Street, Lagos',
      IncludeShipping: true,
      ShippingFee: 1500,
      OrderItems: [{ ItemObjectName: 'Branding kit', Amount: 20000, QuatityOrder: 1, Weight: 2 }],
    }),
  ],
  ['Order/CancelOrder', () => ({ Id: ids.cancelledOrder })],
  [
    'Ride/UpdateRideSetting',
    () => ({
      HighTrafficEsitmatedBillingUnit: 350,
      EsitmatedBillingUnit: 250,
      MinAmountForSharedRide: 2500,
      SharedDiscountInPercent: 15,
    }),
  ],
  ['Ride/ChargeRideFee', () => ({ RideId: ids.ride, Amount: 500, Reason: 'Cleaning, verified by photos' })],
  ['Ride/RefundRide', () => ({ RideId: ids.ride, Amount: 300, Reason: 'A longer route than needed' })],
  ['Account/UpdateTwoFactorPolicy', () => ({ RequiredForAdministrators: true })],
  ['Account/ResetTwoFactor', () => ({ Id: ids.enrolledAdmin })],
];

// A POST that only reads (a preview, declared with the view right) changes nothing to log.
const adminChanges = allCalls.filter(
  (call) =>
    call.access.kind === 'admin' &&
    call.access.action !== 'view' &&
    (call.method === 'POST' || call.method === 'PUT'),
);

/** The bulk calls by path, each with the action of the row call that logs each row. */
const bulkCalls = new Map(allCalls.filter(isBulkCall).map((call) => [callPath(call), call.rowCall.action]));

describe('every admin change is logged', () => {
  it('has a request below for every declared admin POST or PUT call, and none for another call', () => {
    expect(requests.map(([path]) => path).sort()).toEqual(adminChanges.map(callPath).sort());
  });

  it('writes one entry naming the caller, the area, the action and the record for each successful call', async () => {
    for (const [path, body, keep] of requests) {
      const [area, action] = path.split('/') as [string, string];
      // Issue 32: a bulk call is logged as its row call, once per row (it makes the row call per id).
      const bulkOf = bulkCalls.get(path);
      const logged = () =>
        t.db
          .select()
          .from(adminActivities)
          .where(and(eq(adminActivities.area, area), eq(adminActivities.action, bulkOf ?? action)))
          .orderBy(desc(adminActivities.id));
      const before = bulkOf ? (await logged()).length : 0;
      const response = await t.admin.api.post(`/api/${path}`, body());
      expect(response.statusCode, `${path}: ${response.body}`).toBe(200);
      if (bulkOf) expect(response.json(), path).toEqual({ Succeeded: 1, Failed: [] });
      if (keep) keep(response.json());
      const entries = await logged();
      expect(entries, path).toHaveLength(before + 1);
      expect(entries[0]!.userId, path).toBe(t.admin.id);
      expect(entries[0]!.recordId, path).not.toBeNull();
      expect(entries[0]!.changes.length, path).toBeGreaterThan(0);
    }
  });
});
