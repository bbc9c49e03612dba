import { GatewayError } from './gateway-error.ts';
import type { ProviderCall } from './provider-client.ts';

/**
 * Bills (airtime and data) as the airtime module sees them (issue 18 §4): Flutterwave's bills API
 * (`GET /bill-categories`, `POST /bills`, `GET /bills/:reference`). Amounts are kobo here.
 */

/** One thing the provider sells: a network's airtime, or one of its data plans. */
export type BillItem = {
  billerCode: string;
  itemCode: string;
  /** 'MTN 1.5 GB', or the network's name for airtime. */
  name: string;
  /** 'MTN DATA BUNDLE', 'AIRTEL VTU'…: tells which network an item belongs to. */
  billerName: string;
  amountKobo: number;
  /** Days, as the provider words them ('30'); empty for airtime. */
  validity: string;
  isAirtime: boolean;
};

export type BillPurchase = {
  /** Ours: a bill is bought once per reference. */
  reference: string;
  /** The phone number, E.164. */
  customer: string;
  amountKobo: number;
  /** 'AIRTIME', or the data plan's name. */
  type: string;
  billerCode?: string;
  itemCode?: string;
};

/** The provider's word on a bill: its own status text, and what it means. */
export type BillStatus = {
  reference: string;
  outcome: 'success' | 'failed' | 'pending';
  /** The provider's status text, normalised so a delivered bill reads 'success' (spec 001 §4). */
  status: string;
  providerReference: string | null;
  message: string;
};

export interface BillsProvider {
  /** What can be bought: airtime or the data plans. Retried. */
  listBillItems(kind: 'airtime' | 'data'): Promise<BillItem[]>;
  /**
   * Buys a bill. Never retried (a second try could pay twice). A provider's refusal (4xx) is a
   * GatewayError with its status; an unreachable provider one without.
   */
  buyBill(purchase: BillPurchase): Promise<BillStatus>;
  /** The provider's word on a bill we bought; undefined when it knows no such reference. Retried. */
  billStatus(reference: string): Promise<BillStatus | undefined>;
}

type FlutterwaveBillCategory = {
  biller_code: string;
  name: string;
  biller_name: string;
  item_code: string;
  short_name?: string;
  amount: number;
  is_airtime: boolean;
  validity_period?: string | number | null;
};

const toKobo = (naira: number) => Math.round(naira * 100);

/** Flutterwave's status words in ours: 'successful' and 'success' are a delivered bill. */
function outcomeOf(status: string): BillStatus['outcome'] {
  const word = status.toLowerCase();
  if (word === 'success' || word === 'successful') return 'success';
  if (word === 'failed' || word === 'error' || word === 'cancelled' || word === 'reversed') return 'failed';
  return 'pending';
}

/** The bills part of the Flutterwave adapter, given its way of calling Flutterwave. */
export function createFlutterwaveBills(call: ProviderCall): BillsProvider {
  return {
    async listBillItems(kind) {
      const data = await call<FlutterwaveBillCategory[]>(
        'GET',
        kind === 'airtime'
          ? '/bill-categories?airtime=1&country=NG'
          : '/bill-categories?data_bundle=1&country=NG',
        undefined,
        true,
      );
      return data.map((item) => ({
        billerCode: item.biller_code,
        itemCode: item.item_code,
        name: item.name,
        billerName: item.biller_name,
        amountKobo: toKobo(Number(item.amount) || 0),
        validity: item.validity_period == null ? '' : String(item.validity_period),
        isAirtime: item.is_airtime,
      }));
    },
    async buyBill(purchase) {
      const data = await call<{ status?: string; flw_ref?: string; reference?: string; tx_ref?: string }>(
        'POST',
        '/bills',
        {
          country: 'NG',
          customer: purchase.customer,
          amount: purchase.amountKobo / 100,
          recurrence: 'ONCE',
          type: purchase.type,
          reference: purchase.reference,
          ...(purchase.billerCode ? { biller_code: purchase.billerCode } : {}),
          ...(purchase.itemCode ? { item_code: purchase.itemCode } : {}),
        },
      );
      // Flutterwave's reply to a bought bill says 'success' in its envelope; a queued one says pending.
      const status = data.status ?? 'success';
      return {
        reference: purchase.reference,
        outcome: outcomeOf(status),
        status: outcomeOf(status) === 'success' ? 'success' : status.toLowerCase(),
        providerReference: data.flw_ref ?? null,
        message: status,
      };
    },
    async billStatus(reference) {
      try {
        const data = await call<{ status: string; flw_ref?: string; tx_ref?: string; extra?: string | null }>(
          'GET',
          `/bills/${encodeURIComponent(reference)}`,
          undefined,
          true,
        );
        const outcome = outcomeOf(data.status);
        return {
          reference,
          outcome,
          status: outcome === 'success' ? 'success' : data.status.toLowerCase(),
          providerReference: data.flw_ref ?? null,
          message: data.extra || data.status,
        };
      } catch (error) {
        if (error instanceof GatewayError && (error.status === 400 || error.status === 404)) return undefined;
        throw error;
      }
    },
  };
}
