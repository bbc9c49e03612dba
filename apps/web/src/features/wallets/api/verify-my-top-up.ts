import * as calls from '@wayfare/contracts/calls';
import { callApi } from '../../../lib/call-api.ts';

/** issue 18 §3: the top-up of a checkout's reference, credited if the provider says it is paid. */
export const verifyMyTopUp = (reference: string) =>
  callApi(calls.Wallet.VerifyMyTopUp, { query: { reference } });
