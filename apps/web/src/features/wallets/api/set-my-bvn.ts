import { useQueryClient } from '@tanstack/react-query';
import * as calls from '@wayfare/contracts/calls';
import { refreshAreas, useCallMutation } from '../../../lib/call-query.ts';

/** Issue 29 §1: stores the signed-in person's BVN; the wallet (its masked BVN, its account) is read again. */
export const useSetMyBvn = () => {
  const client = useQueryClient();
  return useCallMutation(calls.Wallet.SetMyBvn, { onSuccess: () => refreshAreas(client, 'Wallet') });
};
