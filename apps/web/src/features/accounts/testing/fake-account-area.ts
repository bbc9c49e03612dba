import { CURRENCY_SIGN, type Package, sexes, type User, userTexts } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { myRights } from '../../../test/admin-rights.ts';
import { answer, type FakeAnswer, fakeApi, problem, staticFile } from '../../../test/fake-api.ts';
import { someone } from '../../../test/people.ts';
import { fullNameOf } from '../account-kinds.ts';

export const ids = {
  ada: '11111111-1111-4111-8111-111111111111',
  bola: '22222222-2222-4222-8222-222222222222',
  chidi: '33333333-3333-4333-8333-333333333333',
  dayo: '44444444-4444-4444-8444-444444444444',
};

/**
 * The account calls in memory, as the accounts module answers them (issue 14 §1): an administrator
 * (Ada), a driver with a Pending licence and a wallet account that failed verification (Bola), a
 * suspended driver with a Valid licence (Chidi) and a rider (Dayo). `instead` replaces some answers.
 */
/** Package/GetPackages's rows, for the driver's Package field. */
const aPackage = (Id: number, Name: string): Package => ({
  Id,
  Name,
  PackageFrequency: 3,
  PackageFrequencyName: 'Monthly',
  MinTotalRides: 0,
  MaxTotalRides: 100,
  MinimumAmountRequired: 0,
  Amount: 5000,
  BonusAmount: 0,
  Publish: true,
  Description: '',
  CurrencySign: CURRENCY_SIGN,
});

export function fakeAccountArea(rights: FakeAnswer = myRights(), ...instead: FakeAnswer[]) {
  const people: User[] = [
    someone({ Id: ids.ada, Firstname: 'Ada', Surname: 'Okafor', IsAdmin: true, OtherReferralCode: 'ADA001' }),
    someone({
      Id: ids.bola,
      Firstname: 'Bola',
      Surname: 'Adeyemi',
      EmailAddress: 'bola@example.com',
      IsDriver: true,
      DriverLicense: '/uploads/licences/bola.jpg',
      LicenseExpiryDate: '2027-06-30',
      DriverLicenseStatusName: 'Pending',
      PackageId: 3,
      PackageName: 'Gold',
      MyRatingAsDriver: 4,
      WalletAccountNumber: '0123456789',
      VirtualAccountStatus: 3,
      VirtualAccountStatusName: 'Failed',
      OtherReferralCode: 'BOLA02',
    }),
    someone({
      Id: ids.chidi,
      Firstname: 'Chidi',
      Surname: 'Eze',
      EmailAddress: 'chidi@example.com',
      IsActive: false,
      IsDriver: true,
      DriverLicense: '/uploads/licences/chidi.jpg',
      LicenseExpiryDate: '2027-01-31',
      DriverLicenseStatusName: 'Valid',
      OtherReferralCode: 'CHIDI3',
    }),
    someone({
      Id: ids.dayo,
      Firstname: 'Dayo',
      Surname: 'Bello',
      EmailAddress: 'dayo@example.com',
      // Saved without a sex: an update must not give him one.
      Sex: null,
      OtherReferralCode: 'DAYO04',
    }),
  ];
  const find = (id: string) => people.find((person) => person.Id === id);
  const listOf = <Row>(rows: Row[]) => ({ rows, total: rows.length });
  /** A row action: the person changed (or gone) and the reply's sentence naming them. */
  const act =
    (sentence: (name: string) => string, change: Partial<User> | 'gone') =>
    ({ body }: { body: { Id: string } }) => {
      const person = find(body.Id);
      if (!person) return problem(404, userTexts.noUser);
      if (change === 'gone') people.splice(people.indexOf(person), 1);
      else Object.assign(person, change);
      return { Message: sentence(fullNameOf(person)) };
    };
  const api = fakeApi(
    rights,
    // The phone field's country list, which the web app serves beside the API.
    staticFile('/countries.json', [
      { Name: 'Nigeria', TwoLetterIsoCode: 'NG', ThreeLetterIsoCode: 'NGA', DialCode: '234', Flag: '' },
    ]),
    answer(calls.Account.GetAdmins, () => listOf(people.filter((p) => p.IsAdmin))),
    answer(calls.Account.GetDrivers, () => listOf(people.filter((p) => p.IsDriver))),
    answer(calls.Account.GetOtherUsers, () => listOf(people.filter((p) => !p.IsAdmin && !p.IsDriver))),
    answer(calls.Account.GetUserById, ({ query }) => find(query.id) ?? problem(404, userTexts.noUser)),
    answer(calls.Account.GetSexes, () => listOf([...sexes])),
    answer(calls.Package.GetPackages, () => listOf([aPackage(2, 'Silver'), aPackage(3, 'Gold')])),
    // Bola has driven one ride and is driving another; nobody else has ridden yet.
    answer(calls.Ride.GetUserRecentRides, ({ query }) =>
      listOf(
        query.userId === ids.bola
          ? [
              {
                Id: 41,
                RideStatus: 3,
                RideStatusName: 'Arrived',
                RideDate: '2026-11-25T08:10:00.000Z',
                AmCustomer: false,
                DestinationAddress: '5 Awolowo Road, Ikoyi',
                CarName: 'Toyota',
                CarModel: 'Corolla',
                CarYear: 2019,
              },
              {
                Id: 40,
                RideStatus: 5,
                RideStatusName: 'Completed',
                RideDate: '2026-11-24T17:45:00.000Z',
                AmCustomer: true,
                DestinationAddress: '12 Admiralty Way, Lekki',
                CarName: null,
                CarModel: null,
                CarYear: null,
              },
            ]
          : [],
      ),
    ),
    answer(calls.Account.GetAllAdminRoles, () =>
      listOf([
        { Id: 4, Name: 'Accounts' },
        { Id: 5, Name: 'Support' },
      ]),
    ),
    answer(calls.Account.CreateUserAccount, ({ body }) => {
      const person = someone({ ...body, Id: ids.chidi.replace(/3/g, '5') } as Partial<User>);
      people.push(person);
      return person;
    }),
    answer(calls.Account.UpdateUserAccount, ({ body }) => userTexts.updated(body.Firstname, body.Surname)),
    answer(calls.Account.SuspendUserAccount, act(userTexts.suspended, { IsActive: false })),
    answer(calls.Account.ActivateUserAccount, act(userTexts.activated, { IsActive: true })),
    answer(
      calls.Account.ApproveLicense,
      act(userTexts.licenseApproved, { DriverLicenseStatusName: 'Valid' }),
    ),
    answer(calls.Account.DeleteUserAccount, act(userTexts.deleted, 'gone')),
    answer(calls.Account.RemoveUserFromAdminRole, act(userTexts.adminRoleRemoved, { IsAdmin: false })),
    answer(
      calls.Account.AddUserToAdminRole,
      act((name) => userTexts.givenRole(name, 'Support'), { IsAdmin: true }),
    ),
    answer(calls.Wallet.ReRegisteredAccount, ({ body }) => {
      const person = people.find((p) => p.WalletAccountNumber === body.WalletAccountNumber);
      return person
        ? { Message: userTexts.reVerificationRequested(fullNameOf(person)) }
        : problem(404, userTexts.noWalletAccount(body.WalletAccountNumber));
    }),
    answer(calls.Activity.GetAdminActivities, ({ query }) =>
      listOf(
        query.userId === ids.ada
          ? [
              {
                Id: 9,
                UserId: ids.ada,
                UserFullName: 'Ada Okafor',
                Area: 'Account',
                Action: 'SuspendUserAccount',
                RecordId: ids.chidi,
                Changes: [{ Field: 'IsActive', Before: true, After: false }],
                CreatedDate: '2026-11-20T10:15:00.000Z',
              },
            ]
          : [],
      ),
    ),
    ...instead,
  );
  return { api, people };
}
