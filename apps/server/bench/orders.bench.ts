/**
 * Issue 19 §5, on PostgreSQL with 200 000 orders:
 *
 * - The built product server starts on a fresh database; 200 000 orders over the last 365 days, with
 *   their items (1 to 5, about 600 000) and payment, are added with one generate_series INSERT
 *   (`support/orders-data.ts`), and the tables vacuumed and analysed. Six orders in ten are Completed.
 * - `GET Order/GetOrders` page 0 (20 rows, with the exact X-Total-Count) filtered by status Completed
 *   and from/to dates, as the administrator, 10 connections: the last 30 days (about 10 000 orders
 *   match) and the whole year (about 120 000, where the count is the larger share). Target: p99 under
 *   20 ms.
 * - Invoice PDFs per second: `GET /api/Order/Invoice?orderId` over HTTP, 10 connections, for an order of
 *   2 items and one of 100 (both made through `POST Order/CreateOrderForOtherItems`); and the PDF
 *   function (`invoicePdfOf`) called directly in this process, one after another, on the same two
 *   orders as GetOrder answers them, so the difference is what the HTTP path adds (reading the order,
 *   the guard, sending 4 to 30 KB).
 */
import { cpus, loadavg } from 'node:os';
import type { Order } from '@wayfare/contracts';
import pg from 'pg';
import { invoicePdfOf } from '../src/modules/orders/order-pdf.ts';
import type { BenchContext } from './run.ts';
import type { LoadResult } from './support/load.ts';
import { fillOrders } from './support/orders-data.ts';
import { ms, percentile } from './support/timings.ts';

const ORDERS = 200_000;
const DAY_MS = 86_400_000;
const COMPLETED = '2';
/** How long the PDF function is called back to back for each order. */
const DIRECT_SECONDS = 5;

const failures = (result: LoadResult) =>
  result.failures > 0 ? `; ${result.failures} FAILED replies ${JSON.stringify(result.statusCounts)}` : '';
const verdict = (p99: number, target: number) =>
  `p99 ${p99} ms (${p99 < target ? 'met' : 'MISSED'}, < ${target})`;
const day = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY_MS).toISOString().slice(0, 10);

/** An order made as the administrator would, with `count` items; answers its id. */
async function createOrder(url: string, headers: Record<string, string>, count: number) {
  const response = await fetch(`${url}/api/Order/CreateOrderForOtherItems`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({
      Surname: 'Okafor',
      Firstname: 'Ada',
      PhoneNumber: '08031234567',
      Email: `orders-bench-invoice-${count}@example.ng`,
      Address: '12 Marina, Lagos Island',
      IncludeShipping: true,
      ShippingFee: 2500,
      OrderItems: Array.from({ length: count }, (_, k) => ({
        ItemObjectName: `Airport transfer, Lekki to Murtala Muhammed, trip ${k + 1}`,
        Amount: 15_000 + k * 125.5,
        QuatityOrder: 1 + (k % 3),
        Weight: 0,
      })),
    }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`CreateOrderForOtherItems: ${response.status} ${text}`);
  const id = /orderid=([0-9a-f-]{36})/i.exec(text)?.[1];
  if (!id) throw new Error(`CreateOrderForOtherItems answered no order address: ${text}`);
  return id;
}

/** Calls the PDF function back to back for a while; PDFs per second and the spread of one render. */
async function renderRepeatedly(order: Order) {
  const times: number[] = [];
  let bytes = 0;
  const until = performance.now() + DIRECT_SECONDS * 1000;
  while (performance.now() < until) {
    const began = performance.now();
    bytes = (await invoicePdfOf(order)).length;
    times.push(performance.now() - began);
  }
  const total = times.reduce((sum, time) => sum + time, 0);
  return {
    perSecond: (times.length * 1000) / total,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    bytes,
  };
}

export default async function ordersBench(ctx: BenchContext) {
  const server = await ctx.startProduct({ database: 'postgres' });
  if (!server.databaseUrl) throw new Error('the orders bench needs PostgreSQL');
  const client = new pg.Client({ connectionString: server.databaseUrl });
  const verdicts: string[] = [];
  await client.connect();
  try {
    const started = Date.now();
    const filled = await fillOrders(client, ORDERS);
    ctx.log(`inserted ${filled.orders} orders with ${filled.items} items in ${Date.now() - started} ms`);

    const token = await server.signIn(server.admin.email, server.admin.password);
    const headers = { authorization: `Bearer ${token}` };
    for (const [name, days] of [
      ['the last 30 days', 30],
      ['the last 365 days', 365],
    ] as const) {
      const query = { orderStatus: COMPLETED, from: day(days - 1), to: day(0), page: '0' };
      const url = `${server.url}/api/Order/GetOrders?${new URLSearchParams(query)}`;
      const check = await fetch(url, { headers });
      if (!check.ok) throw new Error(`${url}: ${check.status} ${await check.text()}`);
      const total = check.headers.get('x-total-count');
      const rows = ((await check.json()) as unknown[]).length;
      const load = await ctx.measureLoad({ url, headers, connections: 10 });
      verdicts.push(`GetOrders ${days} days ${verdict(load.p99Ms, 20)}`);
      ctx.report({
        case: `GET Order/GetOrders Completed, ${name}, page 0, 10 conn.`,
        database: 'postgres',
        rps: load.rps,
        p99Ms: load.p99Ms,
        value: `p50 ${load.p50Ms} ms; ${rows} rows of X-Total-Count ${total}${failures(load)}`,
      });
    }

    for (const count of [2, 100]) {
      const id = await createOrder(server.url, headers, count);
      const url = `${server.url}/api/Order/Invoice?${new URLSearchParams({ orderId: id })}`;
      const check = await fetch(url, { headers });
      if (!check.ok || check.headers.get('content-type') !== 'application/pdf')
        throw new Error(`${url}: ${check.status} ${check.headers.get('content-type')}`);
      const size = (await check.arrayBuffer()).byteLength;
      const load = await ctx.measureLoad({ url, headers, connections: 10 });
      ctx.report({
        case: `GET /api/Order/Invoice, ${count} items, 10 conn.`,
        database: 'postgres',
        rps: load.rps,
        p99Ms: load.p99Ms,
        value: `${load.rps.toFixed(0)} PDFs/s; p50 ${load.p50Ms} ms; ${(size / 1024).toFixed(1)} KiB${failures(load)}`,
      });

      const read = await fetch(`${server.url}/api/Order/GetOrder?${new URLSearchParams({ orderId: id })}`, {
        headers,
      });
      if (!read.ok) throw new Error(`GetOrder: ${read.status} ${await read.text()}`);
      const order = (await read.json()) as Order;
      await renderRepeatedly(order); // warm-up: fonts parsed, code compiled
      const direct = await renderRepeatedly(order);
      ctx.report({
        case: `invoicePdfOf, ${count} items, in process, one at a time`,
        value: `${direct.perSecond.toFixed(0)} PDFs/s; p50 ${ms(direct.p50)}, p99 ${ms(direct.p99)}; ${(direct.bytes / 1024).toFixed(1)} KiB`,
      });
      verdicts.push(
        `invoice ${count} items ${load.rps.toFixed(0)}/s over HTTP, ${direct.perSecond.toFixed(0)}/s in process`,
      );
    }
  } finally {
    await client.end();
  }
  const [load1] = loadavg();
  ctx.note(
    `${ORDERS} orders on ${cpus().length} CPUs at load average ${load1!.toFixed(1)}: ${verdicts.join('; ')}`,
  );
}
