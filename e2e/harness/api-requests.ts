import type { Page } from '@playwright/test';

/** One API call the page sent: its address and when the browser sent it (ms, this process's clock). */
export type SentRequest = { url: URL; sentAt: number };

/**
 * Records every request the page sends to one API call (`Country/GetCountries`, matched without regard
 * to case, as the server routes it), from now on. `sent` grows as the page sends; `since(n)` is what
 * came after the first n.
 */
export function recordApiRequests(page: Page, call: string) {
  const path = `/api/${call}`.toLowerCase();
  const sent: SentRequest[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.toLowerCase() === path) sent.push({ url, sentAt: Date.now() });
  });
  return {
    sent,
    since: (count: number) => sent.slice(count),
    /** The query parameter of each request, in order ('' when absent). */
    parameter: (name: string) => sent.map(({ url }) => url.searchParams.get(name) ?? ''),
  };
}

/** A GET on the real API with an optional bearer token, for checking what the server now holds. */
export async function getApiList<T>(baseURL: string, call: string, token?: string) {
  const response = await fetch(`${baseURL}/api/${call}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  const body = (await response.json()) as unknown;
  if (!response.ok) throw new Error(`GET /api/${call} answered ${response.status}: ${JSON.stringify(body)}`);
  return { rows: body as T[], total: Number(response.headers.get('X-Total-Count') ?? Number.NaN) };
}
