import { GatewayError } from './gateway-error.ts';
import type { ProviderCall } from './provider-client.ts';

/**
 * Bills (airtime and data) as the airtime module sees them (issue 18 §4, issue 29 §1): Flutterwave's
 * current bills API, step by step as its guide lays it out: the category (`GET /top-bill-categories`),
 * its billers, one per network (`GET /bills/{category}/billers`), a biller's items
 * (`GET /billers/{biller_code}/items`), the customer validated against the chosen item
 * (`GET /bill-items/{item_code}/validate`), the item paid by its codes
 * (`POST /billers/{biller_code}/items/{item_code}/payment`), its status asked (`GET /bills/{reference}`).
 * Amounts are kobo here, naira on Flutterwave's side.
 */

/** What a customer buys: a network's airtime, or one of its data bundles. */
export type BillKind = 'airtime' | 'data';

/** Flutterwave's category codes (`top-bill-categories`) of what we sell. */
export const BILL_CATEGORY: Record<BillKind, string> = { airtime: 'AIRTIME', data: 'MOBILEDATA' };

/** One biller of a category: a network's airtime ('MTN VTU') or its data bundles ('MTN DATA BUNDLE'). */
export type Biller = { billerCode: string; name: string };

/** One thing a biller sells: its airtime, or one data bundle. */
export type BillItem = {
  billerCode: string;
  itemCode: string;
  /** 'MTN 1.5 GB', or the biller's airtime ('MTN VTU'). */
  name: string;
  /** The item's fixed price; 0 when the customer names the amount (airtime). */
  amountKobo: number;
  /** What Flutterwave charges us on top. */
  feeKobo: number;
  /** Days, as the provider words them ('30'); empty when it gives none. */
  validity: string;
  isAirtime: boolean;
};

/** The provider's word on a customer (the phone number) for one item. */
export type BillCustomer = { valid: boolean; message: string };

export type BillPurchase = {
  /** Ours: a bill is bought once per reference. */
  reference: string;
  /** The phone number, E.164. */
  customer: string;
  amountKobo: number;
  billerCode: string;
  itemCode: string;
  /** Where Flutterwave may post the bill's outcome; the settling job asks anyway. */
  callbackUrl?: string;
};

/** The provider's word on a bill: its own status text, and what it means. */
export type BillStatus = {
  reference: string;
  outcome: 'success' | 'failed' | 'pending';
  /** The provider's status text, normalised so a delivered bill reads 'success' (spec 001 §4). */
  status: string;
  /** Flutterwave's `tx_ref` of the bill, by which its status is asked. */
  providerReference: string | null;
  message: string;
};

export interface BillsProvider {
  /** The billers of a kind (one per network). Retried. */
  listBillers(kind: BillKind): Promise<Biller[]>;
  /** What one biller sells. Retried. */
  listItems(billerCode: string): Promise<BillItem[]>;
  /** Whether the provider takes this customer for this item; a refusal (4xx) is a GatewayError. Retried. */
  validateCustomer(item: { billerCode: string; itemCode: string; customer: string }): Promise<BillCustomer>;
  /**
   * Buys a bill. Never retried (a second try could pay twice). A provider's refusal (4xx) is a
   * GatewayError with its status; an unreachable provider one without.
   */
  buyBill(purchase: BillPurchase): Promise<BillStatus>;
  /**
   * The provider's word on a bill, asked by its `tx_ref` when we have it, else by our reference;
   * undefined when it knows no such bill. Retried.
   */
  billStatus(reference: string): Promise<BillStatus | undefined>;
}

type FlutterwaveCategory = { code: string; name: string };
type FlutterwaveBiller = { biller_code: string; name: string };
type FlutterwaveItem = {
  biller_code: string;
  item_code: string;
  name: string;
  amount: number | string;
  fee?: number | string | null;
  is_airtime: boolean;
  validity_period?: string | number | null;
};

const toKobo = (naira: unknown) => Math.round((Number(naira) || 0) * 100);
const path = encodeURIComponent;

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
    async listBillers(kind) {
      const categories = await call<FlutterwaveCategory[]>(
        'GET',
        '/top-bill-categories?country=NG',
        undefined,
        true,
      );
      const category = categories.find((each) => each.code === BILL_CATEGORY[kind]);
      // A category Flutterwave no longer offers sells nothing, rather than failing on its billers.
      if (!category) return [];
      const billers = await call<FlutterwaveBiller[]>(
        'GET',
        `/bills/${path(category.code)}/billers?country=NG`,
        undefined,
        true,
      );
      return billers.map((biller) => ({ billerCode: biller.biller_code, name: biller.name }));
    },
    async listItems(billerCode) {
      const items = await call<FlutterwaveItem[]>(
        'GET',
        `/billers/${path(billerCode)}/items`,
        undefined,
        true,
      );
      return items.map((item) => ({
        billerCode: item.biller_code,
        itemCode: item.item_code,
        name: item.name,
        amountKobo: toKobo(item.amount),
        feeKobo: toKobo(item.fee),
        validity: item.validity_period == null ? '' : String(item.validity_period),
        isAirtime: item.is_airtime,
      }));
    },
    async validateCustomer({ billerCode, itemCode, customer }) {
      const data = await call<{ response_code?: string; response_message?: string }>(
        'GET',
        `/bill-items/${path(itemCode)}/validate?code=${path(billerCode)}&customer=${path(customer)}`,
        undefined,
        true,
      );
      // '00' is the biller's yes; any other code is its no, with its sentence.
      return {
        valid: data.response_code === '00',
        message: data.response_message ?? 'Customer not validated',
      };
    },
    async buyBill(purchase) {
      const data = await call<{ status?: string; tx_ref?: string; reference?: string | null }>(
        'POST',
        `/billers/${path(purchase.billerCode)}/items/${path(purchase.itemCode)}/payment`,
        {
          country: 'NG',
          customer_id: purchase.customer,
          amount: purchase.amountKobo / 100,
          reference: purchase.reference,
          ...(purchase.callbackUrl ? { callback_url: purchase.callbackUrl } : {}),
        },
      );
      // Flutterwave's reply to a bought bill says 'success' in its envelope; a queued one says pending.
      const status = data.status ?? 'success';
      return {
        reference: purchase.reference,
        outcome: outcomeOf(status),
        status: outcomeOf(status) === 'success' ? 'success' : status.toLowerCase(),
        providerReference: data.tx_ref ?? null,
        message: status,
      };
    },
    async billStatus(reference) {
      try {
        const data = await call<{ status?: string; tx_ref?: string; extra?: string | null }>(
          'GET',
          // `verbose=1`: the reference marks it required.
          `/bills/${path(reference)}?verbose=1`,
          undefined,
          true,
        );
        // A record without a status word is not settled yet: asked again on the next run.
        const status = data.status ?? 'pending';
        const outcome = outcomeOf(status);
        return {
          reference,
          outcome,
          status: outcome === 'success' ? 'success' : status.toLowerCase(),
          providerReference: data.tx_ref ?? null,
          message: data.extra || status,
        };
      } catch (error) {
        if (error instanceof GatewayError && (error.status === 400 || error.status === 404)) return undefined;
        throw error;
      }
    },
  };
}
