import type { Db } from '../../db/database.ts';
import type { StoredChange } from './activity.table.ts';
import { adminActivities } from './activity.table.ts';

/**
 * Property names whose values never reach the log: passwords, their hashes, one-time codes, tokens,
 * secrets. Codes that are not secrets (a referral code shown in every list, an ISO country code) are
 * logged like any other value.
 */
const SECRET = /password|hash|token|secret|verificationcode|^code$|otp|pin$/i;
export const REDACTED = '[redacted]';
export const REMOVED = '[removed]';

type Values = Readonly<Record<string, unknown>> | null | undefined;

// Compared as JSON: the log stores JSON, and dates or nested objects differ only if their JSON does.
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The fields that differ between before and after (a created record has no before, a deleted one no
 * after), secrets redacted. A secret that changed is still listed, so the log shows that it changed.
 */
export function changedFields(before: Values, after: Values): StoredChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields.flatMap((field) => {
    const was = before ? (before[field] ?? null) : null;
    const is = after ? (after[field] ?? null) : null;
    if (before && after && same(was, is)) return [];
    const hide = (value: unknown) => (value === null || !SECRET.test(field) ? value : REDACTED);
    return [{ Field: field, Before: before ? hide(was) : null, After: after ? hide(is) : null }];
  });
}

export type AdminChangeInput = {
  /** The administrator who made the change. */
  userId: string;
  /** `{Area}/{Action}` as the call is named, e.g. Country and CreateCountry. */
  area: string;
  action: string;
  recordId: string | number | null;
  before?: Values;
  after?: Values;
};

/**
 * The one way an admin change is logged, called with the change's transaction (issue 14 §3): every
 * admin state change, here and in later areas, writes its entry through this.
 */
export async function recordAdminChange(tx: Db, input: AdminChangeInput): Promise<void> {
  await tx.insert(adminActivities).values({
    userId: input.userId,
    area: input.area,
    action: input.action,
    recordId: input.recordId === null ? null : String(input.recordId),
    changes: changedFields(input.before, input.after),
  });
}
