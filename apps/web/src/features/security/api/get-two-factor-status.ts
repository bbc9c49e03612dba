import { useQuery } from '@tanstack/react-query';
import * as calls from '@wayfare/contracts/calls';
import { callQuery } from '../../../lib/call-query.ts';

/** Issue 29 §3: whether the caller has a second factor, their recovery codes left, and the policy. */
export const useTwoFactorStatus = () => useQuery(callQuery(calls.Account.GetTwoFactorStatus));
