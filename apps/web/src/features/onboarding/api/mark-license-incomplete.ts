import * as calls from '@wayfare/contracts/calls';
import { useCallMutation } from '../../../lib/call-query.ts';

/** Issue 32: sends a driver's Pending licence back with the Reason they are e-mailed (its reply's Message is the alert). */
export const useMarkLicenseIncomplete = () => useCallMutation(calls.Account.MarkLicenseIncomplete);
