import { AIRTIME_NETWORKS, type AirtimeNetwork, airtimeTexts, type DataPlan } from '@wayfare/contracts';
import type { Biller, BillItem, BillKind, BillsProvider } from '../../adapters/payments/bills.ts';
import { GatewayError } from '../../adapters/payments/payment-gateway.ts';
import { AppError } from '../../errors.ts';
import { toNaira } from '../../money.ts';

/**
 * The provider that sells bills, its name for the messages, and where it may post a bill's outcome
 * (the Flutterwave webhook, when PUBLIC_URL says where we are).
 */
export type Bills = { provider: BillsProvider; name: string; callbackUrl?: string };

/** 503 when no provider that sells bills is set up (a real Paystack without Flutterwave keys). */
export function requireBills(bills: Bills | undefined): Bills {
  if (!bills) throw new AppError(503, airtimeTexts.billsUnavailable);
  return bills;
}

/** Communication/GetNetworks: the four networks, as the customer reads them. */
export const listNetworks = () => AIRTIME_NETWORKS.map((network) => ({ Code: network, Name: network }));

/** The words a network's billers are named by ('MTN VTU', 'GLO DATA BUNDLE', 'ETISALAT DATA'). */
const NETWORK_WORDS: Record<AirtimeNetwork, readonly string[]> = {
  MTN: ['MTN'],
  Airtel: ['AIRTEL'],
  Glo: ['GLO', 'GLOBACOM'],
  '9mobile': ['9MOBILE', 'ETISALAT'],
};

/**
 * Whether a biller ('MTN VTU', '9MOBILE DATA BUNDLE') is the network's: a word of its name is the
 * network's, whatever else the name says ('AIRTIME - MTN', 'Glo Nigeria').
 */
export const isNetworksBiller = (biller: Biller, network: AirtimeNetwork) =>
  biller.name
    .toUpperCase()
    .split(/[^A-Z0-9]+/)
    .some((word) => NETWORK_WORDS[network].includes(word));

/** A provider item as the wire carries a data plan. */
const toDataPlan = (item: BillItem, network: AirtimeNetwork): DataPlan => ({
  PlanCode: item.itemCode,
  PlanName: item.name,
  Network: network,
  Amount: toNaira(item.amountKobo),
  Validity: item.validity ? `${item.validity} days` : '',
});

/** Asks the provider; unreachable, it is a 503 the customer can retry. */
export async function askingBills<T>(bills: Bills, ask: () => Promise<T>): Promise<T> {
  try {
    return await ask();
  } catch (error) {
    if (error instanceof GatewayError) throw new AppError(503, airtimeTexts.plansUnavailable(bills.name));
    throw error;
  }
}

/**
 * The items of the network's biller of that kind (its airtime, or its data bundles): the category's
 * billers first, the one named after the network, then what it sells. None when the provider lists no
 * biller for the network.
 */
export const itemsOf = (bills: Bills, kind: BillKind, network: AirtimeNetwork) =>
  askingBills(bills, async () => {
    const biller = (await bills.provider.listBillers(kind)).find((each) => isNetworksBiller(each, network));
    if (!biller) return [];
    const items = await bills.provider.listItems(biller.billerCode);
    return items.filter((item) => item.isAirtime === (kind === 'airtime'));
  });

/** Communication/GetDataPlans?network: a network's data plans, cheapest first. */
export async function listDataPlans(bills: Bills | undefined, query: { network: AirtimeNetwork }) {
  const items = await itemsOf(requireBills(bills), 'data', query.network);
  return items
    .filter((item) => item.amountKobo > 0)
    .sort((a, b) => a.amountKobo - b.amountKobo)
    .map((item) => toDataPlan(item, query.network));
}
