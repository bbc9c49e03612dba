import * as calls from '@wayfare/contracts/calls';
import { useCallMutation } from '../../../lib/call-query.ts';

/** Issue 29 §3: Turns the second factor on with a current code; answers the recovery codes, shown once. */
export const useConfirmTwoFactorEnrolment = () => useCallMutation(calls.Account.ConfirmTwoFactorEnrolment);
