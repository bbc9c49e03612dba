import * as calls from '@wayfare/contracts/calls';
import { useCallMutation } from '../../../lib/call-query.ts';

/** Issue 29 §3: A full administrator requires a second factor of every administrator, or not. */
export const useUpdateTwoFactorPolicy = () => useCallMutation(calls.Account.UpdateTwoFactorPolicy);
