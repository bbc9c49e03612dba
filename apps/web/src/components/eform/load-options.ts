import { allCalls, type CallDeclaration, callPaths } from '@wayfare/contracts';
import { apiCall, type Query } from '../../lib/api-client.ts';
import { sendCall } from '../../lib/call-api.ts';

const isFullAddress = (address: string) => /^https?:\/\//i.test(address) || address.startsWith('/');

/** The declared GET calls by every path they answer under (lower case, as the server matches them). */
const declaredGets = new Map<string, CallDeclaration>(
  allCalls
    .filter((call) => call.method === 'GET')
    .flatMap((call) => callPaths(call).map((path) => [path.toLowerCase(), call] as const)),
);

/**
 * spec 000 §7 "GET per-field option address": a relative address ('Country/GetActiveCountries',
 * 'Country/GetCountries?page=1&pageSize=20') is an API call through the API client (bearer, website
 * domain and anonymous id headers, two retries, the error catalogue's texts); a full address
 * ('https://…' or '/…') is fetched as it is.
 *
 * The addresses are data: they come from form definitions (stored with the form, written by whoever
 * designs it), so they stay strings here. One that names a declared call is made through its declaration
 * (its reply kind says whether the rows are a list's); any other relative address goes through the
 * client's core as a plain GET, so a form may use a call before it is declared in packages/contracts.
 */
export async function loadOptions(address: string): Promise<unknown[]> {
  if (!isFullAddress(address)) {
    const [path = '', search = ''] = address.split('?');
    const query: Query = Object.fromEntries(new URLSearchParams(search));
    const call = declaredGets.get(path.toLowerCase());
    const rows = call
      ? await sendCall(call, { query }).then((reply) =>
          call.reply.kind === 'list' ? (reply as { rows: unknown[] }).rows : reply,
        )
      : (await apiCall<unknown>(path, { query })).data;
    return Array.isArray(rows) ? rows : [];
  }
  const response = await fetch(address);
  if (!response.ok) throw new Error(`The options at ${address} could not be loaded (${response.status})`);
  const rows = (await response.json()) as unknown;
  return Array.isArray(rows) ? rows : [];
}
