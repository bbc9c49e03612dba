import { sql } from 'drizzle-orm';

/** issue 16 §1: "today" is the day in TIME_ZONE, as YYYY-MM-DD. */
export function localDay(now: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The day `days` after a YYYY-MM-DD day (negative: before). */
export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The moment a local day starts in the time zone, as SQL (PostgreSQL knows the zone's offsets). */
export const startOfLocalDay = (day: string, timeZone: string) =>
  sql`((${day}::date)::timestamp at time zone ${timeZone})`;
