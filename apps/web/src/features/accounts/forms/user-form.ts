import { callPath, MAX_PAGE_SIZE } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { type Field, FieldType, type Form } from '@wayfare/eform/core';
import { dropDownField, textField } from '../../../components/screen/index.ts';

// spec 001 §3 and §5 (User form). Which fields are required and how long each may be come from the
// Create/UpdateUserAccount body schemas (useRecordEditor applies them); a driver's licence and a limited
// administrator's role, which the schema requires only together with IsDriver or RequireWebsiteRole, are
// refused by the server and shown under their fields.

const ids = {
  surname: 1,
  firstname: 2,
  middleName: 3,
  email: 4,
  phone: 5,
  sex: 6,
  picture: 7,
  address: 8,
  isDriver: 9,
  driverLicense: 10,
  licenseExpiry: 11,
  isAdmin: 12,
  requireWebsiteRole: 13,
  adminRoleId: 14,
  package: 15,
};

/** A check box whose ticking shows other fields (the engine's option 'true'). */
const checkBox = (
  Id: number,
  FieldName: string,
  MyKey: string,
  shows: number[],
  PageWidth: number,
): Field => ({
  Id,
  FieldName,
  FieldType: FieldType.SingleCheckBox,
  MyKey,
  PageWidth,
  EformOptions: [{ Id: 'true', OptionName: 'Yes', DependentFields: shows }],
});
const shownWhenTicked = (field: Field): Field => ({ ...field, DependentOnOption: true });
const picture = (Id: number, FieldName: string, MyKey: string): Field => ({
  Id,
  FieldName,
  FieldType: FieldType.Image,
  MyKey,
  PageWidth: 6,
  // Administrators choose from the file manager too (spec 000 §6).
  UseExistingFiles: true,
});

export type UserFormOptions = {
  /** A new account: its e-mail can be typed; a saved one's is locked (spec 001 §5). */
  isNew: boolean;
  /** Only the administrators screen offers IsDriver; elsewhere it keeps the record's value, unseen. */
  offersDriver: boolean;
  /**
   * Whether the person may give, change or take the admin role with this save (its call's declared
   * `adminRoleChange`: full administrators only); for anyone else those fields keep their values, unseen.
   */
  givesAdminRole: boolean;
};

export function userForm({ isNew, offersDriver, givesAdminRole }: UserFormOptions): Form {
  const hiddenUnless = (shown: boolean, width: number) => (shown ? width : 0);
  return {
    FormName: 'User',
    GroupFields: [
      {
        Id: 'User',
        Fields: [
          textField(ids.surname, 'Surname', 'Surname', 4),
          textField(ids.firstname, 'Firstname', 'Firstname', 4),
          textField(ids.middleName, 'Middle Name', 'MiddleName', 4),
          {
            ...textField(ids.email, 'Email Address', 'EmailAddress', 6),
            FieldType: FieldType.EmailTextBox,
            Disabled: !isNew,
          },
          {
            ...textField(ids.phone, 'Phone Number', 'PhoneNumber', 6),
            FieldType: FieldType.PhoneNumberTextBox,
          },
          // Radios, not a drop-down: a drop-down picks its first option when empty (spec 000 §4), which
          // would record 'Male' for everyone saved without a sex.
          {
            ...dropDownField(ids.sex, 'Sex', 'Sex', 4, { Addrress: callPath(calls.Account.GetSexes) }),
            FieldType: FieldType.Radio,
          },
          { ...textField(ids.address, 'Address', 'Address', 8), FieldType: FieldType.TextArea },
          picture(ids.picture, 'Picture', 'Picture'),
          checkBox(
            ids.isDriver,
            'Driver Account',
            'IsDriver',
            [ids.driverLicense, ids.licenseExpiry, ids.package],
            hiddenUnless(offersDriver, 12),
          ),
          shownWhenTicked(picture(ids.driverLicense, 'Driver License', 'DriverLicense')),
          shownWhenTicked({
            Id: ids.licenseExpiry,
            FieldName: 'License Expiry Date',
            FieldType: FieldType.DatePicker,
            MyKey: 'LicenseExpiryDate',
            PageWidth: 6,
          }),
          // Issue 16 §3: until drivers buy a package from the wallet, an administrator gives one.
          shownWhenTicked(
            dropDownField(ids.package, 'Package', 'PackageId', 6, {
              Addrress: `${callPath(calls.Package.GetPackages)}?page=0&pageSize=${MAX_PAGE_SIZE}`,
              NamePropertyForItem: 'Name',
            }),
          ),
          checkBox(
            ids.isAdmin,
            'Administrator',
            'IsAdmin',
            [ids.requireWebsiteRole],
            hiddenUnless(givesAdminRole, 4),
          ),
          shownWhenTicked(
            checkBox(
              ids.requireWebsiteRole,
              'Require Website Role',
              'RequireWebsiteRole',
              [ids.adminRoleId],
              hiddenUnless(givesAdminRole, 4),
            ),
          ),
          shownWhenTicked(
            dropDownField(ids.adminRoleId, 'Admin Role', 'AdminRoleId', hiddenUnless(givesAdminRole, 4), {
              Addrress: callPath(calls.Account.GetAllAdminRoles),
              NamePropertyForItem: 'AdminRoleName',
            }),
          ),
        ],
      },
    ],
  };
}
