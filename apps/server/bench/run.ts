/**
 * The benchmark runner: `npm run bench` (all modules) or `npm run bench -- auth cities` (modules whose
 * file name contains one of the words). Not a unit test: it takes minutes and its numbers depend on
 * the machine, so it is run by hand and its table read by a person.
 *
 * THE CONTRACT FOR A BENCHMARK MODULE
 * - A file `apps/server/bench/<name>.bench.ts` whose default export is
 *   `async (ctx: BenchContext) => void`. Modules run one after another, never in parallel, so each has
 *   the machine to itself.
 * - It measures through `ctx`, and adds one row per measured case with `ctx.report({ case, ... })`;
 *   the runner prints every module's rows in one table at the end, and any `ctx.note(...)` under it.
 * - `ctx.startProduct({ database: 'pglite' | 'postgres' })` starts the BUILT server (dist/main.js, built
 *   first when missing or older than the sources) as a child process on a free port, on a fresh data
 *   folder (PGlite) or a fresh database on the run's throw-away PostgreSQL server, with a first
 *   administrator (`server.admin`) and a known JWT secret. Servers and processes a module starts
 *   through `ctx` are stopped when it finishes, even when it fails.
 * - `ctx.measureLoad({ url, ... })` runs autocannon (warm-up first) and returns rps, p50, p99 and the
 *   count of failed replies; a module should report failures rather than hide them.
 * - Files go under `ctx.workDir` (server logs are kept there: the path is printed when a module fails).
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  freePort,
  killAll,
  type RunningProcess,
  startProcess,
  waitUntilHealthy,
} from '../src/test/processes.ts';
import { type LoadOptions, type LoadResult, measureLoad } from './support/load.ts';
import { createPostgresDatabase, stopPostgres } from './support/postgres.ts';
import { type DatabaseKind, ensureBuilt, type ProductServer, startProduct } from './support/product.ts';

export type BenchRow = {
  case: string;
  database?: string;
  rps?: number;
  p99Ms?: number;
  /** Any other measured value, already formatted ("412 ms to first paint"). */
  value?: string;
};

export type BenchContext = {
  workDir: string;
  log: (text: string) => void;
  report: (row: BenchRow) => void;
  note: (text: string) => void;
  startProduct: (options: { database: DatabaseKind; env?: Record<string, string> }) => Promise<ProductServer>;
  createPostgresDatabase: () => Promise<string>;
  startProcess: (options: {
    command: string;
    args: string[];
    env: NodeJS.ProcessEnv;
    name: string;
  }) => RunningProcess;
  waitUntilHealthy: (url: string, process: RunningProcess) => Promise<void>;
  freePort: () => Promise<number>;
  measureLoad: (options: LoadOptions) => Promise<LoadResult>;
};

export type BenchModule = (ctx: BenchContext) => Promise<void>;

const benchDir = fileURLToPath(new URL('.', import.meta.url));
const rows: (BenchRow & { module: string })[] = [];
const notes: string[] = [];

async function runModule(file: string, workRoot: string) {
  const name = file.replace(/\.bench\.ts$/, '');
  const workDir = path.join(workRoot, name);
  mkdirSync(workDir, { recursive: true });
  const started: { stop: () => Promise<void> }[] = [];
  const log = (text: string) => console.log(`[${name}] ${text}`);
  const ctx: BenchContext = {
    workDir,
    log,
    report: (row) => rows.push({ module: name, ...row }),
    note: (text) => notes.push(`${name}: ${text}`),
    async startProduct(options) {
      ensureBuilt(log);
      const server = await startProduct({ ...options, workDir });
      started.push(server);
      return server;
    },
    createPostgresDatabase,
    startProcess(options) {
      const child = startProcess({ ...options, logFile: path.join(workDir, `${options.name}.log`) });
      started.push(child);
      return child;
    },
    waitUntilHealthy: (url, process) => waitUntilHealthy(url, process),
    freePort,
    measureLoad,
  };
  const module = (await import(pathToFileURL(path.join(benchDir, file)).href)) as { default: BenchModule };
  log('running');
  try {
    await module.default(ctx);
  } catch (error) {
    notes.push(
      `${name}: FAILED (${error instanceof Error ? error.message : String(error)}); logs in ${workDir}`,
    );
    process.exitCode = 1;
  } finally {
    await Promise.all(started.map((server) => server.stop()));
  }
}

const fixed = (value: number | undefined, digits: number) =>
  value === undefined ? '' : value.toFixed(digits);

function printTable() {
  const header = ['module', 'case', 'database', 'req/s', 'p99 ms', 'other'];
  const body = rows.map((row) => [
    row.module,
    row.case,
    row.database ?? '',
    fixed(row.rps, 0),
    fixed(row.p99Ms, 1),
    row.value ?? '',
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...body.map((cells) => cells[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i >= 3 && i <= 4 ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!)))
      .join('  ');
  console.log(`\n${line(header)}\n${widths.map((width) => '-'.repeat(width)).join('  ')}`);
  for (const cells of body) console.log(line(cells));
  if (notes.length > 0) console.log(`\n${notes.join('\n')}`);
}

async function main() {
  const filters = process.argv.slice(2);
  const files = readdirSync(benchDir)
    .filter((file) => file.endsWith('.bench.ts'))
    .filter((file) => filters.length === 0 || filters.some((word) => file.includes(word)))
    .sort();
  if (files.length === 0) throw new Error(`no benchmark module matches ${filters.join(' ')}`);
  const workRoot = mkdtempSync(path.join(tmpdir(), 'wayfare-bench-'));
  try {
    for (const file of files) await runModule(file, workRoot);
  } finally {
    stopPostgres();
    printTable();
    if (process.exitCode) console.log(`\nwork files kept in ${workRoot}`);
    else rmSync(workRoot, { recursive: true, force: true });
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    killAll();
    stopPostgres();
    process.exit(130);
  });
}

main().catch((error) => {
  console.error(error);
  killAll();
  stopPostgres();
  process.exit(1);
});
