import { useQuery } from '@tanstack/react-query';
import * as calls from '@wayfare/contracts/calls';
import { callQuery } from '../../../lib/call-query.ts';

/** The signed-in person's wallet: the balance a wallet ride is held from, and whether they drive. */
export const useMyWallet = (enabled = true) => useQuery({ ...callQuery(calls.Wallet.GetMyWallet), enabled });
