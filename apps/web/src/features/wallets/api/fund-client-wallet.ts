import * as calls from '@wayfare/contracts/calls';
import { type CallMutationOptions, useCallMutation } from '../../../lib/call-query.ts';

const call = calls.Wallet.FundClientWallet;

/** issue 18 §5: an administrator credits a customer's wallet. */
export const useFundClientWallet = (options?: CallMutationOptions<typeof call>) =>
  useCallMutation(call, options);
