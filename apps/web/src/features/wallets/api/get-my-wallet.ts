import { useQuery } from '@tanstack/react-query';
import * as calls from '@wayfare/contracts/calls';
import { callQuery } from '../../../lib/call-query.ts';

/** spec 001 §2: the signed-in person's wallet: its balance and bank account. */
export const useMyWallet = () => useQuery(callQuery(calls.Wallet.GetMyWallet));
