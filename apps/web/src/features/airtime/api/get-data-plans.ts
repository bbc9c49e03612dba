import type { QueryOf } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { callApi } from '../../../lib/call-api.ts';

const call = calls.Communication.GetDataPlans;

/** issue 18 §4: a network's data plans with their price and validity. */
export const getDataPlans = (network: QueryOf<typeof call>['network']) =>
  callApi(call, { query: { network } });
