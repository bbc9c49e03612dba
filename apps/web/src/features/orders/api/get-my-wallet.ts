import { useQueryClient } from '@tanstack/react-query';
import * as calls from '@wayfare/contracts/calls';
import { callQuery } from '../../../lib/call-query.ts';

/**
 * issue 32: the customer's wallet read afresh at the moment they pay from it, so the confirmation's
 * balance is today's, not one cached from an earlier screen.
 */
export function useFreshMyWallet() {
  const client = useQueryClient();
  return () => client.fetchQuery({ ...callQuery(calls.Wallet.GetMyWallet), staleTime: 0 });
}
