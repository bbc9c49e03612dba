import { accountCalls, adminRoleCalls, userAccountCalls } from './account.ts';

/** The Account area: its calls are declared in three groups, by the module that answers them. */
export const Account = { ...accountCalls, ...adminRoleCalls, ...userAccountCalls };
