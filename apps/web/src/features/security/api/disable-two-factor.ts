import * as calls from '@wayfare/contracts/calls';
import { useCallMutation } from '../../../lib/call-query.ts';

/** Issue 29 §3: Turns the second factor off (given the password or a code). */
export const useDisableTwoFactor = () => useCallMutation(calls.Account.DisableTwoFactor);
