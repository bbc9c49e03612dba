import type { QueryOf } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { callApi } from '../../../lib/call-api.ts';

/** issue 18 §5: a page of the customers' wallets, the Fund Wallet form's customer choices. */
export const getWallets = (query: QueryOf<typeof calls.Wallet.GetWallets>) =>
  callApi(calls.Wallet.GetWallets, { query });
