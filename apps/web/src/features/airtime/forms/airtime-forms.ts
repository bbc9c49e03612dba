import { buyAirtimeRequest, buyDataPlanRequest, callPath, formatNaira } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { type Field, FieldType, type Form, type FormValues, withSchemaLimits } from '@wayfare/eform/core';
import { dropDownField } from '../../../components/screen/index.ts';
import { getDataPlans } from '../api/get-data-plans.ts';

/** The labels a refusal names the fields by. */
export const airtimeLabels = {
  Network: 'Network',
  PhoneNumber: 'Phone Number',
  Amount: 'Amount (₦)',
  PlanCode: 'Data Plan',
};

const networkField = dropDownField(1, airtimeLabels.Network, 'Network', 6, {
  Addrress: callPath(calls.Communication.GetNetworks),
  OptionIdProp: 'Code',
  OptionNameProp: 'Name',
  UseFirstItemAsDefaultId: true,
});
const phoneField: Field = {
  Id: 2,
  FieldName: airtimeLabels.PhoneNumber,
  FieldType: FieldType.PhoneNumberTextBox,
  MyKey: 'PhoneNumber',
  PageWidth: 6,
  CountryIso: 'NG',
};
/** Naira and kobo: a step of 0.01 lets the box take two decimals (spec 000 §2.4). */
const amountField: Field = {
  Id: 3,
  FieldName: airtimeLabels.Amount,
  FieldType: FieldType.NumberTextBox,
  MyKey: 'Amount',
  PageWidth: 12,
  RangeStep: 0.01,
};

const dataPlansPath = callPath(calls.Communication.GetDataPlans);
/** The plans of the network chosen above: the drop-down's address follows the Network field. */
const planField = dropDownField(4, airtimeLabels.PlanCode, 'PlanCode', 12, {
  AddrressFunction: (values: FormValues) =>
    `${dataPlansPath}?network=${encodeURIComponent(String(values.Network || 'MTN'))}`,
  UseFirstItemAsDefaultId: true,
});

/** Issue 18 §4: airtime (Network, phone, ₦50 to ₦50,000), its limits from BuyAirtime's body. */
export const buyAirtimeForm: Form = withSchemaLimits(
  {
    FormName: 'Buy Airtime',
    GroupFields: [{ Id: 'Buy Airtime', Fields: [networkField, phoneField, amountField] }],
  },
  buyAirtimeRequest,
);

/** Issue 18 §4: a data plan (Network, phone, the network's plan), required flags from BuyDataPlan's body. */
export const buyDataPlanForm: Form = withSchemaLimits(
  { FormName: 'Buy Data', GroupFields: [{ Id: 'Buy Data', Fields: [networkField, phoneField, planField] }] },
  buyDataPlanRequest,
);

/**
 * The plan drop-down's options: GetDataPlans' plans named with their price and validity ('MTN 1.5 GB ·
 * ₦1,000 · 30 days') and chosen by their PlanCode, which is what BuyDataPlan takes. Any other address
 * loads as usual.
 */
export async function loadAirtimeOptions(
  address: string,
  loadOther: (address: string) => Promise<unknown[]>,
): Promise<unknown[]> {
  const [path = '', search = ''] = address.split('?');
  if (path.toLowerCase() !== dataPlansPath.toLowerCase()) return loadOther(address);
  const network = new URLSearchParams(search).get('network') ?? 'MTN';
  const plans = await getDataPlans(network as 'MTN');
  return plans.map((plan) => ({
    Id: plan.PlanCode,
    Name: [plan.PlanName, formatNaira(plan.Amount), plan.Validity].filter(Boolean).join(' · '),
  }));
}
