import type { Readable } from 'node:stream';
import { Endpoint } from '@wayfare/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, apiAs, listOf, problemOf } from '../../test/api-client.ts';
import { createTestApp, createUser, type TestApp, tokenFor } from '../../test/test-app.ts';

let t: TestApp;
let admin: ApiClient;
/** The list pages the exports read in-process, counted by the test's hook. */
let countryPagesRead = 0;

const BOM = '\uFEFF';
const BULK_COUNTRIES = 20_000;

const order = (Firstname: string, Surname: string, Amount: number) => ({
  Surname,
  Firstname,
  PhoneNumber: '0803 123 4567',
  Email: 'buyer@example.ng',
  Address: '12 Marina, Lagos',
  IncludeShipping: false,
  OrderItems: [{ ItemObjectName: 'Car-branding kit', Amount, QuatityOrder: 1, Weight: 0 }],
});

beforeAll(async () => {
  t = await createTestApp({ VAT_PERCENT: 0 } as never, {
    extend: (app) =>
      app.addHook('onRequest', async (request) => {
        if (request.url.startsWith('/api/Country/GetCountries?')) countryPagesRead += 1;
      }),
  });
  const user = await createUser(t.db, { allowAllEndpoints: true, password: null });
  admin = apiAs(t, await tokenFor(user));
  for (const made of [order('=SUM(1,2)', '"Big" Okafor, Jr', 1234.5), order('Tunde', 'Balogun', 99)]) {
    expect((await admin.post('/api/Order/CreateOrderForOtherItems', made)).statusCode).toBe(200);
  }
  // 00:30 on 2 March in Lagos (UTC+1).
  await t.db.execute(sql`update orders set created_at = '2026-03-01T23:30:00Z'`);
  // One statement: the bulk export's countries (made-up codes: the table asks only that they differ).
  await t.db.execute(sql`
    insert into countries (name, three_letter_iso_code, two_letter_iso_code)
    select 'Bulkland ' || n, 'T' || n, 'W' || n from generate_series(1, ${BULK_COUNTRIES}) as n`);
});
afterAll(() => t.close());

describe('the CSV exports (Order/ExportOrders, Country/ExportCountries)', () => {
  it("exports the list's filter with the spec's titles, naira, Lagos time, quotes escaped and formulas neutralised", async () => {
    const response = await admin.get('/api/Order/ExportOrders', { keyword: 'okafor' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe(`${BOM}Order,Customer,Items,Amount,Date,Status`);
    expect(lines.slice(1)).toEqual([
      expect.stringMatching(
        /^WF-\d{6},"'=SUM\(1,2\) ""Big"" Okafor, Jr",Car-branding kit,1234\.50,2026-03-02 00:30,Pending$/,
      ),
      '',
    ]);
  });

  it("refuses a role without the list's right, and a bad filter, before the first byte", async () => {
    const accountsOnly = await createUser(t.db, {
      rights: { [Endpoint.Account]: { view: true } },
      password: null,
    });
    const refused = await apiAs(t, await tokenFor(accountsOnly)).get('/api/Order/ExportOrders');
    expect(problemOf(refused, 403).title).toBe('You do not have permission to do this');
    const badFilter = await admin.get('/api/Order/ExportOrders', { orderStatus: 9 });
    expect(problemOf(badFilter, 400).errors?.orderStatus).toEqual(['orderStatus must be 1 to 5']);
  });

  it('streams a large export page by page, reading the next page only as the reply is read', async () => {
    const { total } = listOf(await admin.get('/api/Country/GetCountries', { pageSize: 1 }));
    expect(total).toBeGreaterThanOrEqual(BULK_COUNTRIES);
    countryPagesRead = 0;
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/Country/ExportCountries',
      headers: admin.headers,
      payloadAsStream: true,
    });
    expect(response.statusCode).toBe(200);
    const stream = response.stream() as Readable;
    const chunks = stream[Symbol.asyncIterator]();
    const first = await chunks.next();
    expect(String(first.value)).toMatch(/^\uFEFFName,3-Letter ISO Code,2-Letter ISO Code,Status\r\n/);
    // Built in memory, every one of the 40 pages would be read before the first byte; streamed with
    // back-pressure, the server is at most a few pages ahead of what the reader took.
    const pagesAtFirstChunk = countryPagesRead;
    expect(pagesAtFirstChunk).toBeLessThan(10);
    let lines = String(first.value).split('\r\n').length - 1;
    let chunkCount = 1;
    for (let next = await chunks.next(); !next.done; next = await chunks.next()) {
      lines += String(next.value).split('\r\n').length - 1;
      chunkCount += 1;
    }
    expect(countryPagesRead).toBe(Math.ceil((total + 1) / 500));
    expect(chunkCount).toBeGreaterThan(10);
    expect(lines).toBe(1 + total);
  });
});
