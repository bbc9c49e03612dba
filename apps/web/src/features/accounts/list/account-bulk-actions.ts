import * as calls from '@wayfare/contracts/calls';
import type { BulkOptions } from '../../../components/bulk/index.ts';
import { ACCOUNT_AREAS, type AccountKind, fullNameOf } from '../account-kinds.ts';

const { Account } = calls;

/** What the prompts call many accounts of each list: 'Are you sure, you want to suspend these 3 riders?'. */
const pluralOf: Record<AccountKind, string> = {
  admin: 'administrators',
  driver: 'drivers',
  user: 'riders',
};

/**
 * Issue 32: the account actions that apply to many rows at once. Whether a row is another
 * administrator's is asked row by row by the server, and such a row is reported, not changed.
 */
export const accountBulkActions = (kind: AccountKind): BulkOptions => ({
  item: 'account',
  items: pluralOf[kind],
  areas: ACCOUNT_AREAS,
  nameOf: fullNameOf as (row: never) => string,
  actions: [
    { call: Account.BulkSuspendUserAccount, label: 'Suspend', color: 'orange' },
    { call: Account.BulkActivateUserAccount, label: 'Activate', color: 'green' },
    { call: Account.BulkDeleteUserAccount, label: 'Delete', color: 'red' },
  ],
});
