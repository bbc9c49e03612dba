import * as calls from '@wayfare/contracts/calls';
import { useCallMutation } from '../../../lib/call-query.ts';

/** issue 14 §1: approves a driver's Pending licence (its reply's Message is the success alert). */
export const useApproveLicense = () => useCallMutation(calls.Account.ApproveLicense);
