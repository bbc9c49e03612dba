import * as calls from '@wayfare/contracts/calls';
import { useCallMutation } from '../../../lib/call-query.ts';

/** Issue 29 §3: A new authenticator secret (pending until confirmed), with its QR code. */
export const useStartTwoFactorEnrolment = () => useCallMutation(calls.Account.StartTwoFactorEnrolment);
