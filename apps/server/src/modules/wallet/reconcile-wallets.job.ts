import { formatNaira } from '@wayfare/contracts';
import { isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { toNaira } from '../../money.ts';
import { activeFullAdministrator } from '../accounts/account-change.ts';
import { users } from '../accounts/accounts.table.ts';
import type { JobDefinition } from '../jobs/job-registry.ts';
import { enqueueMessage } from '../outbox/outbox.service.ts';
import { balanceDifferences, unbalancedTransactions } from './ledger.service.ts';
import { ledgerAccounts } from './ledger.table.ts';
import { walletReconciliations } from './reconciliation.table.ts';

/** Africa/Lagos is UTC+1 all year (no daylight saving). */
const LAGOS_OFFSET_MS = 60 * 60 * 1000;
/** Issue 18 §3: the reconciliation runs daily at 02:00 Africa/Lagos. */
export const RECONCILE_AT_LAGOS_HOUR = 2;
// The job looks every quarter hour; the day's first look from 02:00 on reconciles it.
const LOOK_EVERY_MS = 15 * 60 * 1000;

const lagosClock = (now: Date) => new Date(now.getTime() + LAGOS_OFFSET_MS);

export const reconciliationTexts = {
  subject: (day: string, count: number) => `Wallet reconciliation ${day}: ${count} difference(s) found`,
  line: (difference: {
    accountId: number;
    userId: string | null;
    kind: string;
    cachedKobo: number;
    entriesKobo: number;
  }) =>
    `Ledger account ${difference.accountId} (${difference.kind} of user ${difference.userId}): cached balance ${formatNaira(toNaira(difference.cachedKobo))}, sum of entries ${formatNaira(toNaira(difference.entriesKobo))}`,
  unbalanced: (ids: number[]) => `Wallet transactions whose entries do not sum to zero: ${ids.join(', ')}`,
};

/**
 * The daily reconciliation: every person's cached balance against the sum of their entries, and every
 * movement's entries against zero. From 02:00 Africa/Lagos, the day's first run records what it found
 * (once per day, whatever the number of processes) and, if anything differs, e-mails the full
 * administrators through the outbox in the same transaction. Provider transactions join it with the
 * providers. Resolves with what it did.
 */
export async function reconcileWallets(db: Db, input: { now: Date }) {
  const lagos = lagosClock(input.now);
  if (lagos.getUTCHours() < RECONCILE_AT_LAGOS_HOUR) return { ran: false as const };
  const day = lagos.toISOString().slice(0, 10);
  const [differences, unbalanced, checked] = await Promise.all([
    balanceDifferences(db),
    unbalancedTransactions(db),
    db.$count(ledgerAccounts, isNotNull(ledgerAccounts.userId)),
  ]);
  const unbalancedIds = unbalanced.map((row) => row.transactionId);
  return db.transaction(async (tx) => {
    const recorded = await tx
      .insert(walletReconciliations)
      .values({ day, accountsChecked: checked, differences, unbalancedTransactions: unbalancedIds })
      .onConflictDoNothing()
      .returning({ day: walletReconciliations.day });
    if (recorded.length === 0) return { ran: false as const };
    const count = differences.length + unbalancedIds.length;
    if (count > 0) {
      const admins = await tx
        .select({ email: users.emailAddress })
        .from(users)
        .where(activeFullAdministrator);
      const body = [
        ...differences.map(reconciliationTexts.line),
        ...(unbalancedIds.length ? [reconciliationTexts.unbalanced(unbalancedIds)] : []),
      ].join('\n');
      for (const admin of admins) {
        await enqueueMessage(tx, {
          channel: 'Email',
          recipient: admin.email,
          subject: reconciliationTexts.subject(day, count),
          body,
          typeName: 'Wallet reconciliation',
        });
      }
    }
    return { ran: true as const, day, differences: count };
  });
}

export const reconcileWalletsJob: JobDefinition = {
  everyMs: LOOK_EVERY_MS,
  run: ({ db, now }) => reconcileWallets(db, { now }),
};
