import { withBulk } from '../bulk.ts';
import { accountCalls, adminRoleCalls, userAccountCalls } from './account.ts';
import { signInCalls } from './sign-in.ts';
import { twoFactorCalls } from './two-factor.ts';

/** The Account area: its calls are declared in groups, by what answers them and which page needs them. */
export const Account = {
  ...signInCalls,
  ...accountCalls,
  ...adminRoleCalls,
  // Issue 32: BulkSuspendUserAccount, BulkActivateUserAccount, BulkDeleteUserAccount.
  ...withBulk(userAccountCalls, ['SuspendUserAccount', 'ActivateUserAccount', 'DeleteUserAccount']),
  ...twoFactorCalls,
};
