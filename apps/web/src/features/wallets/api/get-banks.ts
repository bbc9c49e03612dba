import { useQuery } from '@tanstack/react-query';
import * as calls from '@wayfare/contracts/calls';
import { callApi } from '../../../lib/call-api.ts';
import { callQuery } from '../../../lib/call-query.ts';

const call = calls.Wallet.GetBanks;

/** issue 18 §2: the banks a withdrawal may go to, by their code. */
export const getBanks = () => callApi(call);

export const useBanks = () => useQuery(callQuery(call));
