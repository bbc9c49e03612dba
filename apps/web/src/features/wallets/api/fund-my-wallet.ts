import * as calls from '@wayfare/contracts/calls';
import { type CallMutationOptions, useCallMutation } from '../../../lib/call-query.ts';

const call = calls.Wallet.FundMyWallet;

/** spec 001 §3: a Pending top-up; the reply is the provider's checkout address. */
export const useFundMyWallet = (options?: CallMutationOptions<typeof call>) => useCallMutation(call, options);
