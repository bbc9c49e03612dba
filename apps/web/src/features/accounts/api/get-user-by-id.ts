import { useQuery } from '@tanstack/react-query';
import * as calls from '@wayfare/contracts/calls';
import { callQuery } from '../../../lib/call-query.ts';

/** spec 001 §2: one person's account, for their detail view. */
export const useUserById = (id: string) => useQuery(callQuery(calls.Account.GetUserById, { query: { id } }));
