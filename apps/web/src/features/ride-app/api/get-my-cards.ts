import { useQuery } from '@tanstack/react-query';
import * as calls from '@wayfare/contracts/calls';
import { callQuery } from '../../../lib/call-query.ts';

/** The rider's cards on file, newest first: the first pays a card ride. */
export const useMyCards = () => useQuery(callQuery(calls.Wallet.GetMyCards));
