/**
 * Issue 32: the CSV export of an admin list, Account/ExportOtherUsers over 100 000 riders on
 * PostgreSQL, through the built server: the time to the first byte and to the last, the rows and
 * bytes received, and the server process's peak resident memory (VmHWM) before and during the export.
 *
 * - The riders are added with one generate_series INSERT (names with a comma, a quote and a leading
 *   '=' now and then, so the writer's quoting and neutralising are in the measured path).
 * - The export reads the list 500 rows a page in-process, with the caller's token, and streams each
 *   page's lines as the socket takes them: the server should hold a page, not the file, so its peak
 *   memory should grow by far less than the file's size.
 * - Linux only for the memory figure (/proc/<pid>/status); elsewhere the row says so.
 */
import { readFileSync } from 'node:fs';
import pg from 'pg';
import type { BenchContext } from './run.ts';

const RIDERS = 100_000;

const INSERT_RIDERS = `
  INSERT INTO users (email_address, surname, firstname, phone_number, created_at)
  SELECT 'export-bench-' || i || '@example.ng',
    CASE WHEN i % 10 = 0 THEN '=Okafor, "Jr"' ELSE 'Okafor' END,
    'Rider ' || i, '+234803' || lpad(i::text, 7, '0'), now() - i * interval '1 minute'
  FROM generate_series(1, $1::int) AS i`;

/** The process's peak resident set size so far, in MB (Linux). */
function peakRssMb(pid: number | undefined) {
  if (pid === undefined) return undefined;
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1]);
    return Number.isFinite(kb) ? kb / 1024 : undefined;
  } catch {
    return undefined;
  }
}

const mb = (value: number | undefined) => (value === undefined ? 'n/a' : `${value.toFixed(0)} MB`);

export default async function exportBench(ctx: BenchContext) {
  const server = await ctx.startProduct({ database: 'postgres' });
  const client = new pg.Client({ connectionString: server.databaseUrl! });
  await client.connect();
  try {
    const started = Date.now();
    await client.query(INSERT_RIDERS, [RIDERS]);
    await client.query('VACUUM ANALYZE users');
    ctx.log(`inserted ${RIDERS} riders in ${Date.now() - started} ms`);
  } finally {
    await client.end();
  }
  const token = await server.signIn(server.admin.email, server.admin.password);
  const headers = { authorization: `Bearer ${token}` };
  // Warm the list once, so the peak before is the server at work, not at rest.
  await (await fetch(`${server.url}/api/Account/GetOtherUsers?pageSize=500`, { headers })).arrayBuffer();
  const peakBefore = peakRssMb(server.pid);

  const started = performance.now();
  const response = await fetch(`${server.url}/api/Account/ExportOtherUsers`, { headers });
  if (!response.ok || !response.body) throw new Error(`export answered ${response.status}`);
  let firstByteMs: number | undefined;
  let bytes = 0;
  let lines = 0;
  for await (const chunk of response.body) {
    firstByteMs ??= performance.now() - started;
    bytes += chunk.byteLength;
    for (const byte of chunk) if (byte === 10) lines += 1;
  }
  const totalMs = performance.now() - started;
  const peakAfter = peakRssMb(server.pid);
  const rows = lines - 1;
  if (rows < RIDERS) throw new Error(`the export had ${rows} rows, fewer than the ${RIDERS} riders`);
  const fileMb = bytes / 1024 / 1024;
  ctx.report({
    case: `export ${rows} riders as CSV (Account/ExportOtherUsers)`,
    database: 'postgres',
    value:
      `first byte ${firstByteMs?.toFixed(0)} ms, all ${(totalMs / 1000).toFixed(1)} s ` +
      `(${Math.round(rows / (totalMs / 1000))} rows/s), ${fileMb.toFixed(1)} MB; server peak RSS ` +
      `${mb(peakBefore)} before, ${mb(peakAfter)} after`,
  });
  // The export reads at the list's pace: one page of 500 at the start and at the end of the list
  // (offset paging, with its count), timed alone, say how much of the time is the list's own.
  const pageMs = async (page: number) => {
    const at = performance.now();
    const list = await fetch(`${server.url}/api/Account/GetOtherUsers?pageSize=500&page=${page}`, {
      headers,
    });
    await list.arrayBuffer();
    return performance.now() - at;
  };
  const [firstPageMs, lastPageMs] = [await pageMs(0), await pageMs(Math.floor(rows / 500))];
  ctx.report({
    case: 'one page of 500 riders (Account/GetOtherUsers), first and last',
    database: 'postgres',
    value: `first ${firstPageMs.toFixed(0)} ms, last ${lastPageMs.toFixed(0)} ms`,
  });
  ctx.note(
    `export: the server's peak resident memory grew by ${mb(
      peakAfter !== undefined && peakBefore !== undefined ? peakAfter - peakBefore : undefined,
    )} while sending a ${fileMb.toFixed(1)} MB file.`,
  );
}
