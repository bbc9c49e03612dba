import { GatewayError, type ListedPayment } from './payment-gateway.ts';

/**
 * The providers' transaction lists (issue 18 §3, the daily reconciliation): Paystack's
 * `GET /transaction` and Flutterwave's `GET /transactions`, every page. Each adapter hands in its own
 * retried GET, which answers the envelope's `data`; the pages are walked until a short or empty one,
 * so neither provider's paging metadata is needed.
 */

type Get = <T>(path: string) => Promise<T>;
type Window = { from: Date; to: Date };

/** A provider that never ends its pages is a fault, not a day's business. */
const MAX_PAGES = 1000;
const PAYSTACK_PAGE_SIZE = 100;

async function everyPage<T>(fetchPage: (page: number) => Promise<T[]>, fullPage?: number): Promise<T[]> {
  const all: T[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const items = await fetchPage(page);
    all.push(...items);
    if (items.length === 0 || (fullPage !== undefined && items.length < fullPage)) return all;
  }
  throw new GatewayError(`the provider listed more than ${MAX_PAGES} pages`);
}

const inWindow = (at: Date, window: Window) => at >= window.from && at < window.to;

type PaystackListed = {
  id: number;
  reference: string;
  status: string;
  amount: number;
  currency: string;
  created_at?: string;
  createdAt?: string;
};

/** Paystack: `from` and `to` are timestamps; amounts are kobo already. */
export async function listPaystackPayments(get: Get, window: Window): Promise<ListedPayment[]> {
  const items = await everyPage(
    (page) =>
      get<PaystackListed[]>(
        `/transaction?${new URLSearchParams({
          from: window.from.toISOString(),
          to: window.to.toISOString(),
          perPage: String(PAYSTACK_PAGE_SIZE),
          page: String(page),
        })}`,
      ),
    PAYSTACK_PAGE_SIZE,
  );
  return items
    .map((item) => ({
      reference: item.reference,
      providerReference: String(item.id),
      status: item.status,
      // A refund turns a success `reversed`: the money came in all the same.
      paid: item.status === 'success' || item.status === 'reversed',
      amountKobo: item.amount,
      currency: item.currency,
      createdAt: new Date(item.created_at ?? item.createdAt ?? 0),
    }))
    .filter((payment) => inWindow(payment.createdAt, window));
}

type FlutterwaveListed = {
  id: number;
  tx_ref: string;
  status: string;
  amount: number;
  currency: string;
  created_at: string;
};

const utcDate = (at: Date) => at.toISOString().slice(0, 10);

/**
 * Flutterwave: `from` and `to` are whole dates (both included), so the days covering the window are
 * listed and the payments outside it left out; amounts are naira.
 */
export async function listFlutterwavePayments(get: Get, window: Window): Promise<ListedPayment[]> {
  const query = { from: utcDate(window.from), to: utcDate(new Date(window.to.getTime() - 1)) };
  const items = await everyPage((page) =>
    get<FlutterwaveListed[]>(`/transactions?${new URLSearchParams({ ...query, page: String(page) })}`),
  );
  return items
    .map((item) => ({
      reference: item.tx_ref,
      providerReference: String(item.id),
      status: item.status,
      paid: item.status === 'successful',
      amountKobo: Math.round(item.amount * 100),
      currency: item.currency,
      createdAt: new Date(item.created_at),
    }))
    .filter((payment) => inWindow(payment.createdAt, window));
}
