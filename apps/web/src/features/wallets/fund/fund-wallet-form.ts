import { callPath, fundClientWalletRequest, fundMyWalletRequest } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { type Field, FieldType, type Form, withSchemaLimits } from '@wayfare/eform/core';
import { recipientDropDownField } from '../../../components/screen/index.ts';
import { getWallets } from '../api/get-wallets.ts';

/** Customers per page of the Fund Wallet form's drop-down ('More Customers' loads the next). */
export const CUSTOMERS_PAGE_SIZE = 20;
const CUSTOMER_FIELD = 'Customer';

/** Naira and kobo: a step of 0.01 lets the box take two decimals (spec 000 §2.4). */
const amountField: Field = {
  Id: 2,
  FieldName: 'Amount (₦)',
  FieldType: FieldType.NumberTextBox,
  MyKey: 'Amount',
  PageWidth: 12,
  RangeStep: 0.01,
};
const messageField: Field = {
  Id: 3,
  FieldName: 'Message',
  FieldType: FieldType.TextArea,
  MyKey: 'Message',
  PageWidth: 12,
};

/** The labels a refusal names the fields by (issue 21). */
export const fundWalletLabels = { WallettIdNumber: CUSTOMER_FIELD, Amount: 'Amount (₦)', Message: 'Message' };

/**
 * spec 001 §3 and §5, issue 18 §5: the administrator's Fund Wallet form: the customer (a paged drop-down
 * of Wallet/GetWallets that starts empty), Amount and Message; required flags and limits from FundClientWallet's body.
 */
export const fundClientWalletForm: Form = withSchemaLimits(
  {
    FormName: 'Fund Wallet',
    GroupFields: [
      {
        Id: 'Fund Wallet',
        Fields: [
          recipientDropDownField(
            1,
            CUSTOMER_FIELD,
            'WallettIdNumber',
            12,
            {
              Addrress: callPath(calls.Wallet.GetWallets),
              EnablePagination: true,
              PageSize: CUSTOMERS_PAGE_SIZE,
            },
            'the customer',
          ),
          amountField,
          messageField,
        ],
      },
    ],
  },
  fundClientWalletRequest,
);

/** spec 001 §3: the customer's own Fund Wallet form (Amount, Message), paid on the provider's checkout. */
export const fundMyWalletForm: Form = withSchemaLimits(
  { FormName: 'Fund Wallet', GroupFields: [{ Id: 'Fund Wallet', Fields: [amountField, messageField] }] },
  fundMyWalletRequest,
);

/**
 * The customer drop-down's options: GetWallets' rows named 'Ada Obi (08031234567)' and chosen by their
 * wallet's number, which is what FundClientWallet takes. Any other address loads as usual.
 */
export async function loadCustomerOptions(
  address: string,
  loadOther: (address: string) => Promise<unknown[]>,
): Promise<unknown[]> {
  const [path = '', search = ''] = address.split('?');
  if (path.toLowerCase() !== callPath(calls.Wallet.GetWallets).toLowerCase()) return loadOther(address);
  const query = Object.fromEntries(new URLSearchParams(search));
  const reply = await getWallets({
    page: Number(query.page ?? 0),
    pageSize: Number(query.pageSize ?? CUSTOMERS_PAGE_SIZE),
  });
  return reply.rows.map((wallet) => ({
    Id: wallet.WallettIdNumber,
    Name: `${wallet.Firstname} ${wallet.Surname} (${wallet.PhoneNumber ?? wallet.Email})`,
  }));
}
