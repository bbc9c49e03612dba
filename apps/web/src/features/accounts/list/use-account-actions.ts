import { LicenseStatus, VirtualAccountStatus } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import {
  type MessageCall,
  type RowActionOptions,
  useCanCall,
  useRowAction,
} from '../../../components/screen/index.ts';
import type { RowAction } from '../../../components/table/table-types.ts';
import { useAccountCondition } from '../account-condition.ts';
import { type AccountRow, ACCOUNT_AREAS as areas } from '../account-kinds.ts';

const { Account, Wallet } = calls;
const item = 'account';

/**
 * A row action of an account, kept off the rows whose change its call's declaration keeps to full
 * administrators (another administrator's account) when the person is not one.
 */
function useAccountRowAction<C extends MessageCall>(call: C, options: RowActionOptions<C, AccountRow>) {
  const action = useRowAction(call, options);
  const conditionOf = useAccountCondition();
  const onAnotherAdministrator = useCanCall(call, 'anotherAdministratorsAccount');
  if (!action) return null;
  return (row: AccountRow) =>
    conditionOf(row) === 'anotherAdministratorsAccount' && !onAnotherAdministrator ? null : action(row);
}

/**
 * spec 001 §2: the row actions of an account, each confirmed ('Are you sure, you want to suspend this
 * account (Ada Okafor)?'), each shown only where it applies and to those who may make its call on that
 * row (the admin role's calls are declared for full administrators only, the others on another
 * administrator's account).
 */
export function useAccountActions({
  onView,
  onAddAdminRole,
}: {
  onView: (row: AccountRow) => void;
  onAddAdminRole: (row: AccountRow) => void;
}) {
  const canView = useCanCall(Account.GetUserById);
  const canAddRole = useCanCall(Account.AddUserToAdminRole);
  const conditionOf = useAccountCondition();
  const suspend = useAccountRowAction(Account.SuspendUserAccount, {
    label: 'Suspend',
    color: 'orange',
    item,
    areas,
  });
  const activate = useAccountRowAction(Account.ActivateUserAccount, {
    label: 'Activate',
    color: 'green',
    item,
    areas,
  });
  const approve = useAccountRowAction(Account.ApproveLicense, {
    label: 'Approve License',
    action: 'approve the licence of',
    color: 'green',
    item,
    areas,
  });
  const reVerify = useRowAction(Wallet.ReRegisteredAccount, {
    label: 'Re-Verify Account',
    action: 're-verify',
    item,
    areas,
    input: (row: AccountRow) => ({ body: { WalletAccountNumber: row.WalletAccountNumber ?? '' } }),
  });
  const removeRole = useRowAction(Account.RemoveUserFromAdminRole, {
    label: 'Remove Admin Role',
    action: 'remove the admin role of',
    color: 'orange',
    item,
    areas,
  });
  // Issue 29 §3: a full administrator removes another administrator's second factor (a lost phone).
  const resetTwoFactor = useRowAction(Account.ResetTwoFactor, {
    label: 'Reset Two-Factor',
    action: 'reset the two-factor sign-in of',
    color: 'orange',
    item,
    areas,
  });
  const remove = useAccountRowAction(Account.DeleteUserAccount, {
    label: 'Delete',
    color: 'red',
    item,
    areas,
  });

  return (row: AccountRow): RowAction[] =>
    [
      canView ? { label: 'View', onClick: () => onView(row) } : null,
      (row.IsActive ? suspend : activate)?.(row),
      row.IsDriver && row.DriverLicenseStatusName !== LicenseStatus.Valid ? approve?.(row) : null,
      row.WalletAccountNumber && row.VirtualAccountStatus !== VirtualAccountStatus.Pending
        ? reVerify?.(row)
        : null,
      !row.IsAdmin && canAddRole ? { label: 'Add Admin Role', onClick: () => onAddAdminRole(row) } : null,
      row.IsAdmin ? removeRole?.(row) : null,
      // One's own is turned off on one's security page, with proof.
      conditionOf(row) === 'anotherAdministratorsAccount' ? resetTwoFactor?.(row) : null,
      remove?.(row),
    ].filter((action): action is RowAction => Boolean(action));
}
