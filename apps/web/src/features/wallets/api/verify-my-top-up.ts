import { calls } from '@wayfare/contracts';
import { callApi } from '../../../lib/call-api.ts';

/** issue 18 §3: the top-up of a checkout's reference, credited if the provider says it is paid. */
export const verifyMyTopUp = (reference: string) =>
  callApi(calls.Wallet.VerifyMyTopUp, { query: { reference } });
