import { randomInt } from 'node:crypto';
import {
  FAKE_BILL_CATEGORIES,
  FAKE_BILL_ITEMS,
  FAKE_BILLERS,
  type FakeBillItem,
} from './fake-bill-catalogue.ts';
import { flutterwaveEnvelope as envelope } from './fake-envelopes.ts';

/**
 * The fake Flutterwave's bills (issue 18 §4, issue 29 §1) on its current bills API:
 * `GET /top-bill-categories`, `GET /bills/{category}/billers`, `GET /billers/{biller_code}/items`,
 * `GET /bill-items/{item_code}/validate`, `POST /billers/{biller_code}/items/{item_code}/payment`,
 * `GET /bills/{reference}`, with Flutterwave's envelopes. It refuses what the real one refuses: unknown
 * codes, an item of another biller, an amount that is not a fixed-price item's price, a customer that is
 * not a Nigerian mobile number (or one a test marks refused), a reference used twice. Test hooks decide
 * how the next purchases end (success, failed, or pending until `settle`).
 */

export type FakeBillOutcome = 'success' | 'failed' | 'pending';

export type FakeBill = {
  /** Ours (the payment's `reference`; `customer_reference` in its status). */
  reference: string;
  /** Flutterwave's: by this the status is asked. */
  txRef: string;
  flwRef: string;
  customer: string;
  /** Naira, as Flutterwave counts. */
  amount: number;
  /** The biller's category: 'AIRTIME' or 'MOBILEDATA'. */
  type: string;
  billerCode: string;
  itemCode: string;
  callbackUrl: string | null;
  status: 'success' | 'failed' | 'pending';
  createdAt: string;
};

type Answer = { status: number; body: ReturnType<typeof envelope> };

const refused = (status: number, message: string): Answer => ({ status, body: envelope('error', message) });
const answered = (message: string, data: unknown): Answer => ({
  status: 200,
  body: envelope('success', message, data),
});

/** A Nigerian mobile number, in E.164 or the local 0 form. */
const NIGERIAN_MOBILE = /^(\+?234|0)[789][01]\d{8}$/;

/** Whether a path is one of the bills API's (the fake Flutterwave hands those to `handle`). */
export const isBillsPath = (pathname: string) =>
  pathname === '/top-bill-categories' || /^\/(bills|billers|bill-items)\//.test(pathname);

/** The bills part of the fake Flutterwave; `handle` answers a bills path, or undefined for any other. */
export function createFakeBills() {
  const bills = new Map<string, FakeBill>();
  const hooks = {
    /** How the next purchases end, one per purchase; then they succeed. */
    outcomes: [] as FakeBillOutcome[],
    /** Customers the billers refuse (a line that does not exist, or is barred). */
    refusedCustomers: new Set<string>(),
  };

  const billerOf = (code: string) => FAKE_BILLERS.find((biller) => biller.biller_code === code);
  const itemOf = (code: string) => FAKE_BILL_ITEMS.find((item) => item.item_code === code);
  const customerRefusal = (customer: unknown) =>
    typeof customer !== 'string' || !NIGERIAN_MOBILE.test(customer) || hooks.refusedCustomers.has(customer)
      ? 'Invalid customer: the number is not an active line of this biller'
      : undefined;
  /** The item of that biller, or the refusal naming the code that is wrong. */
  const itemOfBiller = (billerCode: string, itemCode: string): FakeBillItem | Answer => {
    if (!billerOf(billerCode)) return refused(404, `Biller ${billerCode} not found`);
    const item = itemOf(itemCode);
    if (item?.biller_code !== billerCode)
      return refused(400, `Item ${itemCode} is not an item of ${billerCode}`);
    return item;
  };

  const statusView = (bill: FakeBill) => ({
    currency: 'NGN',
    customer_id: bill.customer,
    frequency: 'One Time',
    amount: bill.amount.toFixed(2),
    fee: 0,
    product: billerOf(bill.billerCode)?.name ?? bill.type,
    product_name: itemOf(bill.itemCode)?.name ?? bill.type,
    commission: 0,
    transaction_date: bill.createdAt,
    customer_reference: bill.reference,
    country: 'NG',
    flw_ref: bill.flwRef,
    tx_ref: bill.txRef,
    batch_id: null,
    extra: bill.status === 'failed' ? 'Transaction failed at the network' : null,
    product_details: `FLY-API-NG-${bill.type}-${bill.itemCode}`,
    // Flutterwave words a delivered bill 'successful' here.
    status: bill.status === 'success' ? 'successful' : bill.status,
  });

  function pay(billerCode: string, itemCode: string, body: string): Answer {
    const found = itemOfBiller(billerCode, itemCode);
    if ('body' in found) return found;
    let request: Record<string, unknown>;
    try {
      request = JSON.parse(body);
    } catch {
      return refused(400, 'Invalid JSON body');
    }
    if (request.country !== 'NG') return refused(400, 'country must be NG');
    const amount = Number(request.amount);
    if (typeof request.amount !== 'number' || !(amount > 0)) return refused(400, 'amount is required');
    if (found.amount > 0 && amount !== found.amount) {
      return refused(400, `Amount must be ${found.amount} for ${found.name}`);
    }
    const customerRefused = customerRefusal(request.customer_id);
    if (customerRefused) return refused(400, customerRefused);
    const reference = typeof request.reference === 'string' ? request.reference : '';
    if (reference === '') return refused(400, 'reference is required');
    if (bills.has(reference)) return refused(400, 'Duplicate reference');
    const callbackUrl = request.callback_url;
    if (callbackUrl !== undefined && (typeof callbackUrl !== 'string' || !URL.canParse(callbackUrl))) {
      return refused(400, 'callback_url must be a URL');
    }
    const outcome = hooks.outcomes.shift() ?? 'success';
    const bill: FakeBill = {
      reference,
      txRef: `CF-FLYAPI-${Date.now()}${randomInt(100_000, 999_999)}`,
      flwRef: String(randomInt(100_000_000, 999_999_999)),
      customer: request.customer_id as string,
      amount,
      type: billerOf(billerCode)!.category,
      billerCode,
      itemCode,
      callbackUrl: (callbackUrl as string | undefined) ?? null,
      status: outcome,
      createdAt: new Date().toISOString(),
    };
    bills.set(reference, bill);
    if (outcome === 'failed') return refused(400, 'Insufficient balance on the biller account');
    return answered(outcome === 'pending' ? 'Bill payment is pending' : 'Bill payment successful', {
      phone_number: bill.customer,
      amount: bill.amount,
      network: billerOf(billerCode)!.name,
      code: '200',
      tx_ref: bill.txRef,
      reference: bill.flwRef,
      batch_reference: null,
      recharge_token: null,
      fee: found.fee,
      ...(outcome === 'pending' ? { status: 'pending' } : {}),
    });
  }

  function handle(method: string, url: URL, body: string): Answer | undefined {
    const { pathname, searchParams } = url;
    if (method === 'GET' && pathname === '/top-bill-categories') {
      const country = searchParams.get('country') ?? 'NG';
      return answered(
        'Categories fetched successfully',
        FAKE_BILL_CATEGORIES.filter((category) => category.country_code === country),
      );
    }
    const billersOf = /^\/bills\/([^/]+)\/billers$/.exec(pathname);
    if (method === 'GET' && billersOf) {
      const code = decodeURIComponent(billersOf[1]!);
      if (!FAKE_BILL_CATEGORIES.some((category) => category.code === code)) {
        return refused(404, `Category ${code} not found`);
      }
      const billers = FAKE_BILLERS.filter((biller) => biller.category === code).map(
        ({ category: _category, ...biller }) => biller,
      );
      return answered('Billers fetched successfully', billers);
    }
    const itemsOf = /^\/billers\/([^/]+)\/items$/.exec(pathname);
    if (method === 'GET' && itemsOf) {
      const code = decodeURIComponent(itemsOf[1]!);
      if (!billerOf(code)) return refused(404, `Biller ${code} not found`);
      return answered(
        'Items fetched successfully',
        FAKE_BILL_ITEMS.filter((item) => item.biller_code === code),
      );
    }
    const validating = /^\/bill-items\/([^/]+)\/validate$/.exec(pathname);
    if (method === 'GET' && validating) {
      const found = itemOfBiller(searchParams.get('code') ?? '', decodeURIComponent(validating[1]!));
      if ('body' in found) return found;
      const customer = searchParams.get('customer');
      const customerRefused = customerRefusal(customer);
      if (customerRefused) return refused(400, customerRefused);
      return answered('Item validated successfully', {
        response_code: '00',
        address: null,
        response_message: 'Successful',
        name: billerOf(found.biller_code)!.name,
        biller_code: found.biller_code,
        customer,
        product_code: found.item_code,
        email: null,
        fee: found.fee,
        maximum: 0,
        minimum: 0,
      });
    }
    const paying = /^\/billers\/([^/]+)\/items\/([^/]+)\/payment$/.exec(pathname);
    if (method === 'POST' && paying) {
      return pay(decodeURIComponent(paying[1]!), decodeURIComponent(paying[2]!), body);
    }
    const byReference = /^\/bills\/([^/]+)$/.exec(pathname);
    if (method === 'GET' && byReference) {
      const asked = decodeURIComponent(byReference[1]!);
      const bill = bills.get(asked) ?? [...bills.values()].find((each) => each.txRef === asked);
      if (!bill) return refused(404, 'No transaction found');
      return answered('Bill status fetch successful', statusView(bill));
    }
    return undefined;
  }

  return {
    handle,
    bills,
    hooks,
    /** Ends a pending bill as the network would (the next `GET /bills/{reference}` says so). */
    settle(reference: string, outcome: 'success' | 'failed') {
      const bill = bills.get(reference);
      if (bill?.status === 'pending') bill.status = outcome;
    },
  };
}

export type FakeBills = ReturnType<typeof createFakeBills>;
