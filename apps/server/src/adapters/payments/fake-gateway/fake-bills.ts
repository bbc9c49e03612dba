import { randomInt } from 'node:crypto';
import { flutterwaveEnvelope as envelope } from './fake-envelopes.ts';

/**
 * The fake Flutterwave's bills (issue 18 §4): `GET /bill-categories` (airtime=1 or data_bundle=1),
 * `POST /bills`, `GET /bills/:reference`, with Flutterwave's envelopes. Test hooks decide how the next
 * purchases end (success, failed, or pending until `settle`).
 */

export type FakeBillOutcome = 'success' | 'failed' | 'pending';

export type FakeBill = {
  reference: string;
  flwRef: string;
  customer: string;
  /** Naira, as Flutterwave counts. */
  amount: number;
  type: string;
  billerCode: string | null;
  itemCode: string | null;
  status: 'success' | 'failed' | 'pending';
  createdAt: string;
};

type Category = {
  biller_code: string;
  name: string;
  biller_name: string;
  item_code: string;
  short_name: string;
  amount: number;
  is_airtime: boolean;
  validity_period: string;
};

const airtime = (network: string, billerCode: string, itemCode: string): Category => ({
  biller_code: billerCode,
  name: network,
  biller_name: `${network} VTU`,
  item_code: itemCode,
  short_name: network,
  amount: 0,
  is_airtime: true,
  validity_period: '',
});

const data = (
  network: string,
  billerCode: string,
  itemCode: string,
  size: string,
  amount: number,
  days: string,
): Category => ({
  biller_code: billerCode,
  name: `${network} ${size}`,
  biller_name: `${network} DATA BUNDLE`,
  item_code: itemCode,
  short_name: size,
  amount,
  is_airtime: false,
  validity_period: days,
});

/** A few real-looking items of each network (Flutterwave's biller and item codes). */
export const FAKE_BILL_CATEGORIES: readonly Category[] = [
  airtime('MTN', 'BIL099', 'AT099'),
  airtime('AIRTEL', 'BIL100', 'AT100'),
  airtime('GLO', 'BIL102', 'AT133'),
  airtime('9MOBILE', 'BIL103', 'AT134'),
  data('MTN', 'BIL108', 'MD135', '500 MB', 500, '7'),
  data('MTN', 'BIL108', 'MD136', '1.5 GB', 1000, '30'),
  data('MTN', 'BIL108', 'MD137', '6 GB', 2500, '30'),
  data('AIRTEL', 'BIL110', 'MD141', '750 MB', 500, '14'),
  data('AIRTEL', 'BIL110', 'MD142', '3 GB', 1500, '30'),
  data('GLO', 'BIL109', 'MD151', '1.05 GB', 500, '14'),
  data('GLO', 'BIL109', 'MD152', '5.8 GB', 2000, '30'),
  data('9MOBILE', 'BIL111', 'MD161', '1 GB', 1000, '30'),
  data('9MOBILE', 'BIL111', 'MD162', '2.5 GB', 2000, '30'),
];

type Envelope = ReturnType<typeof envelope>;

/** The bills part of the fake Flutterwave; `handle` answers a bills path, or undefined for any other. */
export function createFakeBills() {
  const bills = new Map<string, FakeBill>();
  const hooks = {
    /** How the next purchases end, one per purchase; then they succeed. */
    outcomes: [] as FakeBillOutcome[],
  };

  const statusView = (bill: FakeBill) => ({
    currency: 'NGN',
    customer_id: bill.customer,
    frequency: 'One Time',
    amount: bill.amount.toFixed(4),
    product: bill.type === 'AIRTIME' ? 'AIRTIME' : 'DATA',
    product_name: bill.type,
    commission: 0,
    transaction_date: bill.createdAt,
    country: 'NG',
    tx_ref: bill.reference,
    flw_ref: bill.flwRef,
    extra: bill.status === 'failed' ? 'Transaction failed at the network' : null,
    product_details: bill.itemCode ?? '',
    // Flutterwave words a delivered bill 'successful' here.
    status: bill.status === 'success' ? 'successful' : bill.status,
  });

  function handle(method: string, url: URL, body: string): { status: number; body: Envelope } | undefined {
    if (method === 'GET' && url.pathname === '/bill-categories') {
      const wantsAirtime = url.searchParams.get('airtime') === '1';
      const wantsData = url.searchParams.get('data_bundle') === '1';
      const items = FAKE_BILL_CATEGORIES.filter(
        (item) =>
          (!wantsAirtime && !wantsData) ||
          (wantsAirtime && item.is_airtime) ||
          (wantsData && !item.is_airtime),
      );
      return { status: 200, body: envelope('success', 'Bill categories retrieved', items) };
    }

    if (method === 'POST' && url.pathname === '/bills') {
      let request: Record<string, unknown>;
      try {
        request = JSON.parse(body);
      } catch {
        return { status: 400, body: envelope('error', 'Invalid JSON body') };
      }
      const amount = Number(request.amount);
      if (!Number.isFinite(amount) || amount <= 0) {
        return { status: 400, body: envelope('error', 'amount is required') };
      }
      if (typeof request.customer !== 'string' || !/^\+?\d{10,15}$/.test(request.customer)) {
        return { status: 400, body: envelope('error', 'Invalid customer') };
      }
      if (typeof request.type !== 'string' || request.type === '') {
        return { status: 400, body: envelope('error', 'type is required') };
      }
      const reference = typeof request.reference === 'string' ? request.reference : '';
      if (reference === '') return { status: 400, body: envelope('error', 'reference is required') };
      if (bills.has(reference)) return { status: 400, body: envelope('error', 'Duplicate reference') };
      const outcome = hooks.outcomes.shift() ?? 'success';
      const bill: FakeBill = {
        reference,
        flwRef: `BPUSSD${randomInt(100_000_000, 999_999_999)}`,
        customer: request.customer,
        amount,
        type: request.type,
        billerCode: typeof request.biller_code === 'string' ? request.biller_code : null,
        itemCode: typeof request.item_code === 'string' ? request.item_code : null,
        status: outcome,
        createdAt: new Date().toISOString(),
      };
      bills.set(reference, bill);
      if (outcome === 'failed') {
        return { status: 400, body: envelope('error', 'Insufficient balance on the biller account') };
      }
      const reply = {
        phone_number: bill.customer,
        amount: bill.amount,
        network: bill.type,
        flw_ref: bill.flwRef,
        tx_ref: bill.reference,
        reference: bill.reference,
        ...(outcome === 'pending' ? { status: 'pending' } : {}),
      };
      return {
        status: 200,
        body: envelope(
          'success',
          outcome === 'pending' ? 'Bill payment is pending' : 'Bill payment successful',
          reply,
        ),
      };
    }

    const byReference = /^\/bills\/([^/]+)$/.exec(url.pathname);
    if (method === 'GET' && byReference) {
      const bill = bills.get(decodeURIComponent(byReference[1]!));
      if (!bill) return { status: 404, body: envelope('error', 'No transaction found') };
      return { status: 200, body: envelope('success', 'Bill status fetch successful', statusView(bill)) };
    }
    return undefined;
  }

  return {
    handle,
    bills,
    hooks,
    /** Ends a pending bill as the network would (the next `GET /bills/:reference` says so). */
    settle(reference: string, outcome: 'success' | 'failed') {
      const bill = bills.get(reference);
      if (bill?.status === 'pending') bill.status = outcome;
    },
  };
}

export type FakeBills = ReturnType<typeof createFakeBills>;
