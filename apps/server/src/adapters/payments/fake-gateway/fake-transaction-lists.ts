/**
 * The fake gateway's transaction lists (issue 18 §3, what the daily reconciliation reads): Paystack's
 * `GET /transaction?from&to&per_page&page` and Flutterwave's `GET /transactions?from&to&page`, with the
 * providers' envelopes and paging metadata. Each fake hands in its transactions as it shows them.
 */

type Shown = { created_at: string };

function pageOf<T>(items: T[], page: number, perPage: number) {
  const pageCount = Math.max(1, Math.ceil(items.length / perPage));
  return { data: items.slice((page - 1) * perPage, page * perPage), pageCount };
}

const whole = (value: string | null, fallback: number) => {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed >= 1 ? parsed : fallback;
};

/**
 * Paystack: `from` and `to` are timestamps (or dates), both included; 50 a page unless `per_page`
 * (the definition's name), never more than `most` (tests page with a few items).
 */
export function paystackTransactionList<T extends Shown>(shown: T[], query: URLSearchParams, most = 100) {
  const from = query.get('from') ? Date.parse(query.get('from')!) : Number.NEGATIVE_INFINITY;
  const to = query.get('to') ? Date.parse(query.get('to')!) : Number.POSITIVE_INFINITY;
  const matching = shown
    .filter((item) => {
      const at = Date.parse(item.created_at);
      return at >= from && at <= to;
    })
    // Newest first, as Paystack lists.
    .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
  const perPage = Math.min(whole(query.get('per_page'), 50), most);
  const page = whole(query.get('page'), 1);
  const { data, pageCount } = pageOf(matching, page, perPage);
  return {
    status: true,
    message: 'Transactions retrieved',
    data,
    meta: { total: matching.length, skipped: (page - 1) * perPage, perPage, page, pageCount },
  };
}

const FLUTTERWAVE_PAGE_SIZE = 10;

/** Flutterwave: `from` and `to` are dates (YYYY-MM-DD, UTC), both included; 10 a page. */
export function flutterwaveTransactionList<T extends Shown>(shown: T[], query: URLSearchParams) {
  const from = query.get('from') ?? '0000-01-01';
  const to = query.get('to') ?? '9999-12-31';
  const matching = shown
    .filter((item) => {
      const day = new Date(item.created_at).toISOString().slice(0, 10);
      return day >= from && day <= to;
    })
    .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
  const page = whole(query.get('page'), 1);
  const { data, pageCount } = pageOf(matching, page, FLUTTERWAVE_PAGE_SIZE);
  return {
    status: 'success',
    message: 'Transactions fetched successfully',
    meta: { page_info: { total: matching.length, current_page: page, total_pages: pageCount } },
    data,
  };
}
