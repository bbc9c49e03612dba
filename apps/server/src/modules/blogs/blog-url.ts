import { eq, like, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { blogs } from './blogs.table.ts';

const MAX_SLUG = 80;

/** The address words of a name: lower case, letters and digits, hyphens between ('Lagos & Abuja!' → 'lagos-abuja'). */
export function slugOf(name: string) {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_SLUG)
    .replace(/-+$/, '');
  return slug === '' ? 'article' : slug;
}

// Any constant: the saves that choose a url take turns, so two never pick the same one.
const URL_LOCK_ID = 727_020;

/**
 * A url no other article has: the name's slug, else with -2, -3… Made once, at creation; a rename
 * keeps it, so shared links keep working. Call inside the saving transaction.
 */
export async function uniqueUrl(tx: Db, name: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(${URL_LOCK_ID})`);
  const base = slugOf(name);
  const taken = await tx
    .select({ url: blogs.url })
    .from(blogs)
    .where(or(eq(blogs.url, base), like(blogs.url, `${base}-%`)));
  const used = new Set(taken.map((row) => row.url));
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!used.has(candidate)) return candidate;
  }
}
