import { AIRTIME_NETWORKS, type AirtimeNetwork, airtimeTexts, type DataPlan } from '@wayfare/contracts';
import type { BillItem, BillsProvider } from '../../adapters/payments/bills.ts';
import { GatewayError } from '../../adapters/payments/payment-gateway.ts';
import { AppError } from '../../errors.ts';
import { toNaira } from '../../money.ts';

/** The provider that sells bills, and its name for the messages. */
export type Bills = { provider: BillsProvider; name: string };

/** 503 when no provider that sells bills is set up (a real Paystack without Flutterwave keys). */
export function requireBills(bills: Bills | undefined): Bills {
  if (!bills) throw new AppError(503, airtimeTexts.billsUnavailable);
  return bills;
}

/** Communication/GetNetworks: the four networks, as the customer reads them. */
export const listNetworks = () => AIRTIME_NETWORKS.map((network) => ({ Code: network, Name: network }));

/** Whether a provider's item ('MTN DATA BUNDLE', '9MOBILE VTU') belongs to a network. */
export const ofNetwork = (item: BillItem, network: AirtimeNetwork) =>
  item.billerName.toUpperCase().startsWith(network.toUpperCase());

/** A provider item as the wire carries a data plan. */
const toDataPlan = (item: BillItem, network: AirtimeNetwork): DataPlan => ({
  PlanCode: item.itemCode,
  PlanName: item.name,
  Network: network,
  Amount: toNaira(item.amountKobo),
  Validity: item.validity ? `${item.validity} days` : '',
});

/** The provider's items of one kind and network; an unreachable provider is a 503 the customer can retry. */
export async function itemsOf(bills: Bills, kind: 'airtime' | 'data', network: AirtimeNetwork) {
  try {
    const items = await bills.provider.listBillItems(kind);
    return items.filter((item) => ofNetwork(item, network) && item.isAirtime === (kind === 'airtime'));
  } catch (error) {
    if (error instanceof GatewayError) throw new AppError(503, airtimeTexts.plansUnavailable(bills.name));
    throw error;
  }
}

/** Communication/GetDataPlans?network: a network's data plans, cheapest first. */
export async function listDataPlans(bills: Bills | undefined, query: { network: AirtimeNetwork }) {
  const items = await itemsOf(requireBills(bills), 'data', query.network);
  return items
    .filter((item) => item.amountKobo > 0)
    .sort((a, b) => a.amountKobo - b.amountKobo)
    .map((item) => toDataPlan(item, query.network));
}
