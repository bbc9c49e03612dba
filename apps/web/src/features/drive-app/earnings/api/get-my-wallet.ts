import { useQuery } from '@tanstack/react-query';
import * as calls from '@wayfare/contracts/calls';
import { callQuery } from '../../../../lib/call-query.ts';

/** The signed-in driver's wallet (its balance beside the earnings). */
export const useMyWallet = () => useQuery(callQuery(calls.Wallet.GetMyWallet));
