import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { adminActivities, type StoredChange } from './activity.table.ts';
import { REMOVED } from './record-admin-change.ts';

/**
 * Account anonymisation (privacy notice IV) also reaches the log: in every entry about the account,
 * the given personal fields' values become '[removed]', while who changed what and when stays.
 */
export async function removePersonalValues(
  tx: Db,
  input: { recordId: string; personalFields: readonly string[] },
): Promise<number> {
  const personal = new Set(input.personalFields.map((field) => field.toLowerCase()));
  const remove = (value: unknown) => (value === null ? null : REMOVED);
  const entries = await tx
    .select({ id: adminActivities.id, changes: adminActivities.changes })
    .from(adminActivities)
    .where(eq(adminActivities.recordId, input.recordId))
    .for('update');
  let changed = 0;
  for (const entry of entries) {
    if (!entry.changes.some((change) => personal.has(change.Field.toLowerCase()))) continue;
    const changes: StoredChange[] = entry.changes.map((change) =>
      personal.has(change.Field.toLowerCase())
        ? { Field: change.Field, Before: remove(change.Before), After: remove(change.After) }
        : change,
    );
    await tx.update(adminActivities).set({ changes }).where(eq(adminActivities.id, entry.id));
    changed += 1;
  }
  return changed;
}
