import * as calls from '@wayfare/contracts/calls';
import { type CallMutationOptions, useCallMutation } from '../../../lib/call-query.ts';

const call = calls.Wallet.WithdrawFromMyWallet;

/** issue 18 §5: a driver's withdrawal to a bank account. */
export const useWithdrawFromMyWallet = (options?: CallMutationOptions<typeof call>) =>
  useCallMutation(call, options);
