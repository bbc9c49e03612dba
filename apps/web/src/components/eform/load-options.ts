import { api } from '../../lib/api-client.ts';

const isFullAddress = (address: string) => /^https?:\/\//i.test(address) || address.startsWith('/');

/**
 * spec 000 §7 "GET per-field option address": a relative address ('Country/GetActiveCountries',
 * 'Country/GetCountries?page=1&pageSize=20') is an API call through the API client (bearer, website
 * domain and anonymous id headers, two retries, the error catalogue's texts); a full address
 * ('https://…' or '/…') is fetched as it is.
 */
export async function loadOptions(address: string): Promise<unknown[]> {
  if (!isFullAddress(address)) {
    const rows = await api.get<unknown>(address);
    return Array.isArray(rows) ? rows : [];
  }
  const response = await fetch(address);
  if (!response.ok) throw new Error(`The options at ${address} could not be loaded (${response.status})`);
  const rows = (await response.json()) as unknown;
  return Array.isArray(rows) ? rows : [];
}
