import { callPath, withdrawFromMyWalletRequest } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { type Field, FieldType, type Form, withSchemaLimits } from '@wayfare/eform/core';
import { dropDownField, textField } from '../../../components/screen/index.ts';
import { getBanks } from '../api/get-banks.ts';

/** The labels a refusal names the fields by (issue 21). */
export const withdrawLabels = {
  BankCode: 'Bank',
  AccountNumber: 'Account Number',
  Amount: 'Amount (₦)',
  Message: 'Message',
};

const amountField: Field = {
  Id: 3,
  FieldName: withdrawLabels.Amount,
  FieldType: FieldType.NumberTextBox,
  MyKey: 'Amount',
  PageWidth: 12,
  RangeStep: 0.01,
};

/**
 * issue 18 §2 and §5: a driver's Withdraw form: the bank (Wallet/GetBanks), the 10-digit account
 * number, Amount and Message; required flags and limits from WithdrawFromMyWallet's body.
 */
export const withdrawForm: Form = withSchemaLimits(
  {
    FormName: 'Withdraw',
    GroupFields: [
      {
        Id: 'Withdraw',
        Fields: [
          dropDownField(1, withdrawLabels.BankCode, 'BankCode', 12, {
            Addrress: callPath(calls.Wallet.GetBanks),
          }),
          textField(2, withdrawLabels.AccountNumber, 'AccountNumber', 12),
          amountField,
          { Id: 4, FieldName: 'Message', FieldType: FieldType.TextArea, MyKey: 'Message', PageWidth: 12 },
        ],
      },
    ],
  },
  withdrawFromMyWalletRequest,
);

/** The bank drop-down's options: GetBanks' banks, chosen by their code. Any other address loads as usual. */
export async function loadBankOptions(
  address: string,
  loadOther: (address: string) => Promise<unknown[]>,
): Promise<unknown[]> {
  if (address.split('?')[0]?.toLowerCase() !== callPath(calls.Wallet.GetBanks).toLowerCase())
    return loadOther(address);
  const banks = await getBanks();
  return banks.map((bank) => ({ Id: bank.Code, Name: bank.Name }));
}

/**
 * ResolveBankAccount's refusals name its query's properties (bankCode, accountNumber) or, the
 * provider's, the body's (AccountNumber): both go under the form's fields.
 */
export function underWithdrawFields(errors: Record<string, string[]>): Record<string, string[]> {
  const keys = Object.keys(withdrawLabels);
  return Object.fromEntries(
    Object.entries(errors).map(([key, messages]) => [
      keys.find((known) => known.toLowerCase() === key.toLowerCase()) ?? key,
      messages,
    ]),
  );
}
