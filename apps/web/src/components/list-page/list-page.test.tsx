import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as calls from '@wayfare/contracts/calls';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { alertStore } from '../../lib/alerts.ts';
import { DataTable } from '../table/data-table.tsx';
import { renderWidget } from '../test-render.tsx';
import { ListPage } from './list-page.tsx';
import { useListPage } from './use-list-page.ts';

type Country = { Id: number; Name: string };
const countries = calls.Country.GetCountries;

/** A fake Country/GetCountries: 45 countries, paged and filtered like the server; records every query. */
function fakeCountries({ failWhen }: { failWhen?: (query: URLSearchParams) => boolean } = {}) {
  const queries: URLSearchParams[] = [];
  const all: Country[] = Array.from({ length: 45 }, (_, index) => ({
    Id: index + 1,
    Name: `Country ${index + 1}`,
  }));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), window.location.origin);
      queries.push(url.searchParams);
      if (failWhen?.(url.searchParams)) {
        return new Response(JSON.stringify({ title: 'The country list is not available', status: 400 }), {
          status: 400,
          headers: { 'content-type': 'application/problem+json' },
        });
      }
      const keyword = (url.searchParams.get('keyword') ?? '').toLowerCase();
      const page = Number(url.searchParams.get('page') ?? 0);
      const pageSize = Number(url.searchParams.get('pageSize') ?? 20);
      const matching = all.filter((country) => country.Name.toLowerCase().includes(keyword));
      return new Response(JSON.stringify(matching.slice(page * pageSize, (page + 1) * pageSize)), {
        headers: { 'content-type': 'application/json', 'X-Total-Count': String(matching.length) },
      });
    }),
  );
  return { queries, last: () => queries[queries.length - 1] as URLSearchParams };
}

function CountriesScreen() {
  const list = useListPage({ call: countries, filterKeys: ['status'] });
  return (
    <ListPage
      list={list}
      search={{
        actions: [{ onClick: () => {} }],
        optionFilter: { key: 'status', label: 'Status', data: [{ value: 'active', label: 'Active' }] },
      }}
    >
      <DataTable
        columns={[
          { key: 'number', title: '#', kind: 'rowNumber' },
          { key: 'Name', title: 'Name' },
        ]}
        rows={list.rows}
        loading={list.loading}
        firstRowNumber={list.firstRowNumber}
      />
    </ListPage>
  );
}

function DatedScreen() {
  const list = useListPage({
    call: countries,
    filterKeys: ['from', 'to'],
  });
  return (
    <ListPage list={list} search={{ dateFilter: { fromKey: 'from', toKey: 'to' } }}>
      <DataTable columns={[{ key: 'Name', title: 'Name' }]} rows={list.rows} loading={list.loading} />
    </ListPage>
  );
}

const search = (location: { search: string }) => new URLSearchParams(location.search);

// Modal and router interactions take seconds in jsdom when the machine is busy.
describe('ListPage with useListPage', { timeout: 20_000 }, () => {
  beforeEach(() => alertStore.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('loads the first page of 20 with its total, and numbers the rows', async () => {
    const api = fakeCountries();
    renderWidget(<CountriesScreen />, { at: '/admin/countries' });
    expect(await screen.findByText('Country 1')).toBeInTheDocument();
    expect(api.last().get('page')).toBe('0');
    expect(api.last().get('pageSize')).toBe('20');
    expect(api.last().has('keyword')).toBe(false);
    expect(screen.getAllByRole('button', { name: /^Page / }).map((b) => b.textContent)).toEqual([
      '1',
      '2',
      '3',
    ]);
  });

  it('restores keyword and page from the URL it starts at', async () => {
    const api = fakeCountries();
    renderWidget(<CountriesScreen />, { at: '/admin/countries?keyword=country%204&page=1' });
    // 'country 4' matches Country 4 and 40-45: 7 rows, all on page 0, so page 1 (a stale link) is
    // empty, and the widget still offers the way back.
    expect(await screen.findByText('No Record')).toBeInTheDocument();
    expect(api.last().get('keyword')).toBe('country 4');
    expect(api.last().get('page')).toBe('1');
    expect(screen.getByPlaceholderText('Search with Keywords')).toHaveValue('country 4');
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeEnabled();
  });

  it('restores a later page of a keyword search from the URL', async () => {
    const api = fakeCountries();
    renderWidget(<CountriesScreen />, { at: '/admin/countries?keyword=country&page=1' });
    expect(await screen.findByText('Country 21')).toBeInTheDocument();
    expect(screen.queryByText('Country 1')).not.toBeInTheDocument();
    expect(api.last().get('keyword')).toBe('country');
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('puts the page into the URL when a page is chosen, and back restores the previous page', async () => {
    const api = fakeCountries();
    const { location, router } = renderWidget(<CountriesScreen />, { at: '/admin/countries' });
    await screen.findByText('Country 1');
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(search(location()).get('page')).toBe('2');
    expect(await screen.findByText('Country 41')).toBeInTheDocument();
    expect(api.last().get('page')).toBe('2');
    expect(screen.getByText('41')).toBeInTheDocument();
    await act(() => router.navigate(-1));
    expect(await screen.findByText('Country 1')).toBeInTheDocument();
    expect(search(location()).has('page')).toBe(false);
  });

  it('searches after typing pauses, going back to the first page, and back restores the old keyword', async () => {
    fakeCountries();
    const { location, router } = renderWidget(<CountriesScreen />, {
      at: '/admin/countries?keyword=country&page=2',
    });
    await screen.findByText('Country 41');
    const box = screen.getByPlaceholderText('Search with Keywords');
    await userEvent.clear(box);
    await userEvent.type(box, 'country 4');
    await waitFor(() => expect(search(location()).get('keyword')).toBe('country 4'), { timeout: 2500 });
    expect(search(location()).has('page')).toBe(false);
    expect(await screen.findByText('Country 40')).toBeInTheDocument();
    await act(() => router.navigate(-1));
    await waitFor(() => expect(box).toHaveValue('country'));
    expect(search(location()).get('page')).toBe('2');
  });

  it('keeps a filter in the URL and sends it under its own name', async () => {
    const api = fakeCountries();
    const { location } = renderWidget(<CountriesScreen />, { at: '/admin/countries?page=1' });
    await screen.findByText('Country 21');
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Active', hidden: true }));
    await waitFor(() => expect(api.last().get('status')).toBe('active'));
    expect(search(location()).get('status')).toBe('active');
    expect(search(location()).has('page')).toBe(false);
  });

  it('empties the list and shows the error in an alert when a load fails', async () => {
    fakeCountries({ failWhen: (query) => query.get('page') === '1' });
    renderWidget(<CountriesScreen />, { at: '/admin/countries' });
    await screen.findByText('Country 1');
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('No Record')).toBeInTheDocument();
    expect(screen.queryByText('Country 1')).not.toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(within(table).queryAllByRole('row')).toHaveLength(2);
    expect(alertStore.get().map((alert) => [alert.type, alert.message])).toContainEqual([
      'Error',
      'The country list is not available',
    ]);
  });

  it('shows date filters from the URL and sends them under their own names', async () => {
    const api = fakeCountries();
    renderWidget(<DatedScreen />, { at: '/admin/countries?from=2024-01-05&to=2024-02-01' });
    await screen.findByText('Country 1');
    expect(api.last().get('from')).toBe('2024-01-05');
    expect(api.last().get('to')).toBe('2024-02-01');
    expect(screen.getByRole('button', { name: 'From' })).toHaveTextContent('5 Jan 2024');
    expect(screen.getByRole('button', { name: 'To' })).toHaveTextContent('1 Feb 2024');
  });
});
