import * as calls from '@wayfare/contracts/calls';
import { callApi } from '../../../lib/call-api.ts';

/** issue 18 §5: whose account a bank code and number are, asked of the provider before a withdrawal. */
export const resolveBankAccount = (bankCode: string, accountNumber: string) =>
  callApi(calls.Wallet.ResolveBankAccount, { query: { bankCode, accountNumber } });
