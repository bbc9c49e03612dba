import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';

/**
 * Tables whose rows change by design on requests that are refused, so they are left out of the
 * comparison, with the reason.
 */
export const ignoredTables: Record<string, string> = {
  // Counting attempts, the refused ones above all (wrong passwords, code requests), is its purpose.
  rate_limit_counters: 'counts attempts, refused ones included',
};

/** Columns left out of a table's comparison, with the reason. */
export const ignoredColumns: Record<string, { columns: string[]; reason: string }> = {
  verification_codes: {
    columns: ['failed_attempts'],
    reason: 'a wrong code counts against the live code (and is refused), so six digits cannot be guessed',
  },
  outbox_messages: {
    columns: [
      'status',
      'attempts',
      'last_error',
      'next_attempt_at',
      'sent_at',
      'claimed_until',
      'body',
      'body_after_sending',
      'html',
      'html_after_sending',
    ],
    reason: 'the outbox worker delivers queued messages in the background, whenever it wakes',
  },
  scheduled_jobs: {
    columns: ['next_run_at', 'last_run_at', 'last_error'],
    reason: 'the job runner runs the due jobs in the background (cancelling unaccepted rides every minute)',
  },
};

export type Snapshot = { tables: Record<string, string>; files: string[] };

const quote = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;

type Rows<T> = { rows: T[] };

/**
 * The state a request could change: a hash of each table's rows (of the public schema, every column
 * but the ignored ones), and every file and folder under the data folder, with its size.
 */
export async function snapshotReader(db: Database, dataDir: string) {
  const listed = (await db.execute(sql`
    select c.table_name as "table", c.column_name as "column"
    from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
    order by c.table_name, c.ordinal_position`)) as unknown as Rows<{ table: string; column: string }>;
  const columns = new Map<string, string[]>();
  for (const { table, column } of listed.rows) {
    if (table in ignoredTables || ignoredColumns[table]?.columns.includes(column)) continue;
    columns.set(table, [...(columns.get(table) ?? []), column]);
  }
  if (columns.size === 0) throw new Error('no tables found to compare');
  // The next transaction id: it moves on only when a transaction that wrote something ends, so while
  // it stands still the rows are as last hashed and hashing them again (most of a step's cost) is skipped.
  const nextXid = 'select pg_snapshot_xmax(pg_current_snapshot())::text as x';
  const hashes = [...columns]
    .map(
      ([table, names]) =>
        // A sum of row hashes: the same rows give the same sum in any order, without sorting them.
        `select '${table}' as "table", count(*) || ':' || coalesce(sum(hashtextextended(r::text, 0)), 0) as hash ` +
        `from (select ${names.map(quote).join(', ')} from ${quote(table)}) r`,
    )
    .join(' union all ');
  // One statement, so the transaction id and the hashes are of the same moment.
  const query = `select '' as "table", (${nextXid}) as hash union all ${hashes}`;
  let last: { xid: string; tables: Record<string, string> } | undefined;

  const readTables = async () => {
    if (last) {
      const now = (await db.execute(sql.raw(nextXid))) as unknown as Rows<{ x: string }>;
      if (now.rows[0]?.x === last.xid) return last.tables;
    }
    const result = (await db.execute(sql.raw(query))) as unknown as Rows<{ table: string; hash: string }>;
    const [xid, ...rows] = result.rows;
    last = { xid: xid!.hash, tables: Object.fromEntries(rows.map((row) => [row.table, row.hash])) };
    return last.tables;
  };

  // Synchronous: a few dozen entries are listed in microseconds, where a trip through the thread pool
  // for each would cost more than the request being checked.
  const listFiles = () => {
    if (!existsSync(dataDir)) return [];
    return readdirSync(dataDir, { recursive: true, withFileTypes: true })
      .map((entry) => {
        const full = path.join(entry.parentPath, entry.name);
        const name = path.relative(dataDir, full);
        return entry.isDirectory()
          ? `${name}/`
          : `${name} (${statSync(full, { throwIfNoEntry: false })?.size} bytes)`;
      })
      .sort();
  };

  return async (): Promise<Snapshot> => {
    const tables = await readTables();
    const files = listFiles();
    return { tables, files };
  };
}

/** What differs between two snapshots, in words; empty when nothing does. */
export function differences(before: Snapshot, after: Snapshot): string[] {
  const changes: string[] = [];
  for (const [table, hash] of Object.entries(after.tables)) {
    if (before.tables[table] !== hash) changes.push(`rows of ${table} changed`);
  }
  const had = new Set(before.files);
  const has = new Set(after.files);
  for (const file of after.files) if (!had.has(file)) changes.push(`file ${file} appeared`);
  for (const file of before.files) if (!has.has(file)) changes.push(`file ${file} disappeared`);
  return changes;
}
