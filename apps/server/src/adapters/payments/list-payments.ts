import { GatewayError, type ListedPayment } from './payment-gateway.ts';

/**
 * The providers' lists (issue 18 §3, the daily reconciliation; issue 29 §1): Paystack's
 * `GET /transaction` and `GET /bank`, Flutterwave's `GET /transactions`, every page. Each adapter hands
 * in its own retried GET. Paystack's pages are walked as its reply's `meta` tells (a short page is not
 * the last: Paystack may answer fewer than asked); Flutterwave's until a short or empty one.
 */

type Get = <T>(path: string) => Promise<T>;
type GetPage = <T>(path: string) => Promise<{ data: T[]; meta: unknown }>;
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

const pageMeta = (meta: unknown) =>
  meta && typeof meta === 'object' ? (meta as Record<string, unknown>) : {};

/**
 * Paystack's page-numbered list: pages 1 to `meta.pageCount` (the definition's TransactionListResponse);
 * a reply without it is read to its first page shorter than `perPage`.
 */
async function everyPaystackPage<T>(
  getPage: GetPage,
  perPage: number,
  pathOf: (page: number) => string,
): Promise<T[]> {
  const all: T[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const { data, meta } = await getPage<T>(pathOf(page));
    all.push(...data);
    const pageCount = Number(pageMeta(meta).pageCount);
    const last = Number.isInteger(pageCount) ? page >= pageCount : data.length < perPage;
    if (last || data.length === 0) return all;
  }
  throw new GatewayError(`the provider listed more than ${MAX_PAGES} pages`);
}

/**
 * Paystack's cursor list (`use_cursor=true`): each reply's `meta.next` is the next page's cursor, null
 * (or absent) on the last (the definition's `GET /bank`).
 */
export async function everyPaystackCursorPage<T>(getPage: GetPage, pathOf: (next?: string) => string) {
  const all: T[] = [];
  let next: string | undefined;
  for (let page = 1; page <= MAX_PAGES; page++) {
    const { data, meta } = await getPage<T>(pathOf(next));
    all.push(...data);
    const cursor = pageMeta(meta).next;
    if (typeof cursor !== 'string' || cursor === '' || cursor === next) return all;
    next = cursor;
  }
  throw new GatewayError(`the provider listed more than ${MAX_PAGES} pages`);
}

/** Paystack: `from` and `to` are timestamps; amounts are kobo already. */
export async function listPaystackPayments(getPage: GetPage, window: Window): Promise<ListedPayment[]> {
  const items = await everyPaystackPage<PaystackListed>(
    getPage,
    PAYSTACK_PAGE_SIZE,
    (page) =>
      `/transaction?${new URLSearchParams({
        from: window.from.toISOString(),
        to: window.to.toISOString(),
        per_page: String(PAYSTACK_PAGE_SIZE),
        page: String(page),
      })}`,
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
