import { useQuery } from '@tanstack/react-query';
import * as calls from '@wayfare/contracts/calls';
import { callQuery } from '../../../lib/call-query.ts';

/** Issue 30: the signed-in person's cards on file (never their authorization). */
export const useMyCards = () => useQuery(callQuery(calls.Wallet.GetMyCards));
