import { formatNaira } from '@wayfare/contracts';
import { eq, isNotNull } from 'drizzle-orm';
import type { PaymentGateway } from '../../adapters/payments/payment-gateway.ts';
import type { Db } from '../../db/database.ts';
import { toNaira } from '../../money.ts';
import { fullAdministratorEmails } from '../accounts/index.ts';
import type { JobCounts, JobDefinition } from '../jobs/index.ts';
import { enqueueMessage } from '../outbox/index.ts';
import { balanceDifferences, unbalancedTransactions } from './ledger.service.ts';
import { ledgerAccounts } from './ledger.table.ts';
import type { ProviderCheck, ProviderDifference } from './provider-differences.ts';
import { reconcileProvider } from './provider-reconciliation.service.ts';
import { walletReconciliations } from './reconciliation.table.ts';

/** Africa/Lagos is UTC+1 all year (no daylight saving). */
const LAGOS_OFFSET_MS = 60 * 60 * 1000;
/** Issue 18 §3: the reconciliation runs daily at 02:00 Africa/Lagos. */
export const RECONCILE_AT_LAGOS_HOUR = 2;
// The job looks every quarter hour; the day's first look from 02:00 on reconciles it.
const LOOK_EVERY_MS = 15 * 60 * 1000;

const DAY_MS = 24 * 60 * 60 * 1000;

const lagosClock = (now: Date) => new Date(now.getTime() + LAGOS_OFFSET_MS);

/** The Lagos day before `day` (YYYY-MM-DD) as an instant range: what the providers are asked about. */
export function dayBefore(day: string) {
  const from = new Date(Date.parse(`${day}T00:00:00Z`) - DAY_MS - LAGOS_OFFSET_MS);
  return {
    day: new Date(from.getTime() + LAGOS_OFFSET_MS).toISOString().slice(0, 10),
    from,
    to: new Date(from.getTime() + DAY_MS),
  };
}

const naira = (kobo: number | null) => (kobo === null ? '–' : formatNaira(toNaira(kobo)));

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
  subjectWithFailures: (day: string, count: number, failed: string[]) =>
    `Wallet reconciliation ${day}: ${count} difference(s) found; not checked with ${failed.join(', ')}`,
  provider: (d: ProviderDifference) => {
    const payment = `${d.gateway} payment ${d.providerReference ?? '–'} (reference ${d.reference ?? '–'})`;
    const transaction =
      d.transactionId === null ? 'no wallet transaction' : `wallet transaction ${d.transactionId}`;
    if (d.kind === 'paid-not-credited')
      return `${payment}: paid ${naira(d.providerAmountKobo)} at ${d.gateway}, not credited in the ledger (${transaction})`;
    if (d.kind === 'credited-not-paid')
      return `${payment}: credited ${naira(d.ledgerAmountKobo)} (${transaction}), but ${d.gateway} ${d.providerStatus === null ? 'does not list it' : `says ${d.providerStatus}`}`;
    return `${payment}: ${d.gateway} took ${naira(d.providerAmountKobo)}${d.providerCurrency === 'NGN' ? '' : ` ${d.providerCurrency}`}, the ledger credited ${naira(d.ledgerAmountKobo)} (${transaction})`;
  },
  providerFailed: (check: ProviderCheck, day: string) =>
    `${check.gateway}'s payments of ${day} could not be listed (${check.failure}): the ledger was checked without them`,
};

/**
 * The daily reconciliation: every person's cached balance against the sum of their entries, and every
 * movement's entries against zero. From 02:00 Africa/Lagos, the day's first run records what it found
 * (once per day, whatever the number of processes) and, if anything differs, e-mails the full
 * administrators through the outbox in the same transaction. With the providers, each one's payments
 * of the day before (Lagos) against the ledger's credits (provider-reconciliation.service.ts); a
 * provider that cannot be asked is recorded as not checked and e-mailed, the ledger's part stands.
 * Resolves with what it did.
 */
export async function reconcileWallets(db: Db, input: { now: Date; providers?: readonly PaymentGateway[] }) {
  const lagos = lagosClock(input.now);
  if (lagos.getUTCHours() < RECONCILE_AT_LAGOS_HOUR) return { ran: false as const };
  const day = lagos.toISOString().slice(0, 10);
  // Already recorded (by this or another process): the providers are not asked again.
  const [done] = await db
    .select({ day: walletReconciliations.day })
    .from(walletReconciliations)
    .where(eq(walletReconciliations.day, day));
  if (done) return { ran: false as const };
  const previous = dayBefore(day);
  const [differences, unbalanced, checked, providers] = await Promise.all([
    balanceDifferences(db),
    unbalancedTransactions(db),
    db.$count(ledgerAccounts, isNotNull(ledgerAccounts.userId)),
    Promise.all((input.providers ?? []).map((gateway) => checkProvider(db, gateway, previous))),
  ]);
  const unbalancedIds = unbalanced.map((row) => row.transactionId);
  const providerChecks = providers.map((result) => result.check);
  const providerDifferences = providers.flatMap((result) => result.differences);
  const failed = providerChecks.filter((check) => check.failure !== undefined);
  return db.transaction(async (tx) => {
    const recorded = await tx
      .insert(walletReconciliations)
      .values({
        day,
        accountsChecked: checked,
        differences,
        unbalancedTransactions: unbalancedIds,
        providerChecks,
        providerDifferences,
      })
      .onConflictDoNothing()
      .returning({ day: walletReconciliations.day });
    if (recorded.length === 0) return { ran: false as const };
    const count = differences.length + unbalancedIds.length + providerDifferences.length;
    if (count > 0 || failed.length > 0) {
      const admins = await fullAdministratorEmails(tx);
      const body = [
        ...differences.map(reconciliationTexts.line),
        ...(unbalancedIds.length ? [reconciliationTexts.unbalanced(unbalancedIds)] : []),
        ...providerDifferences.map(reconciliationTexts.provider),
        ...failed.map((check) => reconciliationTexts.providerFailed(check, previous.day)),
      ].join('\n');
      const subject = failed.length
        ? reconciliationTexts.subjectWithFailures(
            day,
            count,
            failed.map((check) => check.gateway),
          )
        : reconciliationTexts.subject(day, count);
      for (const email of admins) {
        await enqueueMessage(tx, {
          channel: 'Email',
          recipient: email,
          subject,
          body,
          typeName: 'Wallet reconciliation',
        });
      }
    }
    return {
      ran: true as const,
      day,
      differences: count,
      ...(failed.length ? { providersNotChecked: failed.map((check) => check.gateway) } : {}),
    };
  });
}

/** One provider's part; a provider that cannot be asked is recorded as such and stops nothing else. */
async function checkProvider(
  db: Db,
  gateway: PaymentGateway,
  window: { from: Date; to: Date },
): Promise<{ check: ProviderCheck; differences: ProviderDifference[] }> {
  try {
    return await reconcileProvider(db, gateway, window);
  } catch (error) {
    return {
      check: {
        gateway: gateway.name,
        from: window.from.toISOString(),
        to: window.to.toISOString(),
        paymentsListed: 0,
        creditsChecked: 0,
        failure: error instanceof Error ? error.message : String(error),
      },
      differences: [],
    };
  }
}

/** The job, with the providers whose payments it compares (each served provider once). */
export const reconcileWalletsJob = (providers: readonly PaymentGateway[]): JobDefinition => ({
  everyMs: LOOK_EVERY_MS,
  run: async ({ db, now }): Promise<JobCounts> => {
    const result = await reconcileWallets(db, { now, providers });
    if (!result.ran) return { reconciled: 0 };
    return {
      reconciled: 1,
      differences: result.differences,
      providersNotChecked: result.providersNotChecked?.length ?? 0,
    };
  },
});
