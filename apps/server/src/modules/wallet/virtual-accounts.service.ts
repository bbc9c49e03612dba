import { randomBytes } from 'node:crypto';
import { bvnTexts, TransactionStatus, TransactionType, VirtualAccountStatus } from '@wayfare/contracts';
import { and, asc, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import {
  GatewayError,
  type PaymentGateway,
  type VerifiedIncomingTransfer,
  type VirtualAccountAnswer,
} from '../../adapters/payments/payment-gateway.ts';
import type { Db } from '../../db/database.ts';
import { people } from '../accounts/index.ts';
import type { BvnVault } from './bvn-vault.ts';
import { ensureWallet, lockAccounts, postMovement, systemAccountId } from './ledger.service.ts';
import { walletTransactions } from './ledger.table.ts';
import { lackedForVirtualAccount, needsBvn, type ProfileDetail } from './virtual-account-needs.ts';
import { walletVirtualAccounts } from './wallet-accounts.table.ts';
import { walletBvns } from './wallet-bvns.table.ts';

/**
 * Virtual accounts (issue 18 §2, §3): every person gets a dedicated bank account from WALLET_GATEWAY's
 * provider. A Pending row is the request: the virtual-accounts job (or a nudge after GetMyWallet or
 * ReRegisteredAccount) claims due rows in a short transaction, asks the provider outside any, and
 * records Verified with the number, or Failed with the provider's sentence; an unreachable provider is
 * asked again later, with growing pauses, then the account is Failed. Each bank transfer into an
 * account is asked about again and becomes one Completed Credit (its provider id unique).
 */

export const virtualAccountTexts = {
  unreachable: (provider: string, attempts: number) =>
    `${provider} could not be reached to open the account after ${attempts} attempts`,
  refusedByEvent: (provider: string) => `${provider} could not open the account`,
  /** issue 29 §1: the person lacks what the provider needs first (kept on the account, shown to administrators). */
  detailsMissing: (provider: string, missing: readonly ProfileDetail[]) =>
    `Add the ${listOf(missing)} to the account's profile: ${provider} opens a wallet bank account only for a customer with a first name, surname and phone number (asked again once added)`,
  /** ReRegisteredAccount's refusal: what to add, and where, before asking again. */
  cannotReRegister: (fullName: string, provider: string, missing: readonly ProfileDetail[]) =>
    `${fullName} has no ${listOf(missing)}: add it to their account (Users, Edit) first, then re-verify the wallet account; ${provider} opens a bank account only for a customer with a first name, surname and phone number`,
  transferMessage: (bankName: string | null) =>
    bankName
      ? `Bank transfer into your ${bankName} wallet account`
      : 'Bank transfer into your wallet account',
};

const detailNames: Record<ProfileDetail, string> = {
  Firstname: 'first name',
  Surname: 'surname',
  PhoneNumber: 'phone number',
};
const listOf = (missing: readonly ProfileDetail[]) =>
  missing.map((detail) => detailNames[detail]).join(' and ');

/** How long a claim holds a row: longer than a provider call with its timeout. */
const LEASE_MS = 2 * 60_000;
/** Rows asked for in one pass, and people given a Pending row in one pass. */
const BATCH = 20;
const ENROL_BATCH = 200;
/** Tries of an unreachable provider before the account is Failed (an administrator re-registers it). */
export const MAX_ATTEMPTS = 6;
/** Pause after the n-th unreachable try: 1, 2, 4… minutes, at most six hours. */
const pauseAfter = (attempts: number) => Math.min(60_000 * 2 ** (attempts - 1), 6 * 3_600_000);
/** A person lacking what the provider needs is looked at again after this (they may have added it). */
const AWAIT_DETAILS_MS = 60 * 60_000;
/** Paystack answered that the bank is still opening it: its event is awaited, and asked again after this. */
const AWAIT_EVENT_MS = 60 * 60_000;

/** Our references of virtual accounts start so (Flutterwave's events of transfers into them carry it). */
export const VIRTUAL_ACCOUNT_REFERENCE_PREFIX = 'WVA-';
const newReference = () =>
  `${VIRTUAL_ACCOUNT_REFERENCE_PREFIX}${Date.now().toString(36).toUpperCase()}-${randomBytes(6).toString('hex')}`;

/**
 * Every live person without a wallet account gets a Pending one (the request), due at `now` (the job's
 * clock, not the database's: due in this very pass); answers how many.
 */
export async function enrolMissingVirtualAccounts(db: Db, now: Date, limit = ENROL_BATCH): Promise<number> {
  const missing = await db
    .select({ id: people.id })
    .from(people)
    .leftJoin(walletVirtualAccounts, eq(walletVirtualAccounts.userId, people.id))
    .where(and(isNull(people.deletedAt), isNull(walletVirtualAccounts.id)))
    .limit(limit);
  if (missing.length === 0) return 0;
  const added = await db
    .insert(walletVirtualAccounts)
    .values(missing.map((person) => ({ userId: person.id, nextAttemptAt: now })))
    .onConflictDoNothing()
    .returning({ id: walletVirtualAccounts.id });
  return added.length;
}

type Claimed = {
  id: number;
  userId: string;
  sealedBvn: string | null;
  reference: string;
  attempts: number;
  email: string;
  firstname: string;
  surname: string;
  phoneNumber: string | null;
};

/** Claims due Pending rows (SKIP LOCKED, so two processes share the work) under a lease. */
async function claimDue(db: Db, gateway: PaymentGateway, input: { now: Date; userId?: string }) {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({
        account: walletVirtualAccounts,
        email: people.emailAddress,
        firstname: people.firstname,
        surname: people.surname,
        phoneNumber: people.phoneNumber,
        sealedBvn: walletBvns.sealedBvn,
      })
      .from(walletVirtualAccounts)
      .innerJoin(people, eq(people.id, walletVirtualAccounts.userId))
      .leftJoin(walletBvns, eq(walletBvns.userId, walletVirtualAccounts.userId))
      .where(
        and(
          eq(walletVirtualAccounts.status, VirtualAccountStatus.Pending),
          lte(walletVirtualAccounts.nextAttemptAt, input.now),
          or(isNull(walletVirtualAccounts.claimedUntil), lt(walletVirtualAccounts.claimedUntil, input.now)),
          isNull(people.deletedAt),
          input.userId ? eq(walletVirtualAccounts.userId, input.userId) : undefined,
        ),
      )
      .orderBy(asc(walletVirtualAccounts.nextAttemptAt), asc(walletVirtualAccounts.id))
      .limit(BATCH)
      .for('update', { of: walletVirtualAccounts, skipLocked: true });
    const claimed: Claimed[] = [];
    for (const row of due) {
      const reference = row.account.reference ?? newReference();
      const attempts = row.account.attempts + 1;
      await tx
        .update(walletVirtualAccounts)
        .set({
          claimedUntil: new Date(input.now.getTime() + LEASE_MS),
          attempts,
          reference,
          gateway: gateway.gateway,
        })
        .where(eq(walletVirtualAccounts.id, row.account.id));
      claimed.push({ ...row, id: row.account.id, userId: row.account.userId, reference, attempts });
    }
    return claimed;
  });
}

export type RequestOutcome = 'verified' | 'awaiting-event' | 'awaiting-details' | 'failed' | 'retry-later';

/**
 * issue 29 §1: a person lacking what the provider needs is never sent (Paystack would make the
 * customer, then refuse the account): the account stays Pending with a sentence saying what to add,
 * its tries not counted, and is looked at again later.
 */
async function awaitDetails(
  db: Db,
  gateway: PaymentGateway,
  row: Claimed,
  now: Date,
  missing: ProfileDetail[],
): Promise<RequestOutcome> {
  await db
    .update(walletVirtualAccounts)
    .set({
      attempts: row.attempts - 1,
      errorMessage: virtualAccountTexts.detailsMissing(gateway.name, missing),
      nextAttemptAt: new Date(now.getTime() + AWAIT_DETAILS_MS),
      claimedUntil: null,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(walletVirtualAccounts.id, row.id),
        eq(walletVirtualAccounts.status, VirtualAccountStatus.Pending),
      ),
    );
  return 'awaiting-details';
}

/** Records the provider's answer on a claimed row (still Pending: nobody else changed it meanwhile). */
async function recordAnswer(
  db: Db,
  gateway: PaymentGateway,
  row: Claimed,
  now: Date,
  answer: VirtualAccountAnswer | GatewayError,
): Promise<RequestOutcome> {
  const stillPending = and(
    eq(walletVirtualAccounts.id, row.id),
    eq(walletVirtualAccounts.status, VirtualAccountStatus.Pending),
  );
  const set = (values: Partial<typeof walletVirtualAccounts.$inferInsert>) =>
    db
      .update(walletVirtualAccounts)
      .set({ ...values, claimedUntil: null, updatedAt: sql`now()` })
      .where(stillPending);
  if (answer instanceof GatewayError) {
    // The provider's refusal (4xx but a rate limit) is its last word; anything else may pass.
    const refused =
      answer.status !== undefined && answer.status >= 400 && answer.status < 500 && answer.status !== 429;
    if (refused || row.attempts >= MAX_ATTEMPTS) {
      await set({
        status: VirtualAccountStatus.Failed,
        errorMessage: refused ? answer.message : virtualAccountTexts.unreachable(gateway.name, row.attempts),
      });
      return 'failed';
    }
    await set({ nextAttemptAt: new Date(now.getTime() + pauseAfter(row.attempts)) });
    return 'retry-later';
  }
  if (answer.outcome === 'pending') {
    await set({
      providerCustomer: answer.providerCustomer,
      nextAttemptAt: new Date(now.getTime() + AWAIT_EVENT_MS),
    });
    return 'awaiting-event';
  }
  await set({
    status: VirtualAccountStatus.Verified,
    accountNumber: answer.accountNumber,
    bankName: answer.bankName,
    accountName: answer.accountName,
    providerCustomer: answer.providerCustomer,
    errorMessage: null,
  });
  return 'verified';
}

/**
 * Asks the provider for the due Pending accounts (all, or one person's), each outside any database
 * transaction; answers each one's outcome. Errors other than the provider's are left to the caller.
 */
export async function requestDueVirtualAccounts(
  db: Db,
  gateway: PaymentGateway,
  input: { now: Date; userId?: string; bvns: BvnVault },
): Promise<RequestOutcome[]> {
  const outcomes: RequestOutcome[] = [];
  for (;;) {
    const claimed = await claimDue(db, gateway, input);
    for (const row of claimed) {
      const lacked = lackedForVirtualAccount(gateway, { ...row, hasBvn: row.sealedBvn !== null });
      if (lacked.profile.length > 0) {
        outcomes.push(await awaitDetails(db, gateway, row, input.now, lacked.profile));
        continue;
      }
      if (lacked.bvn) {
        // Never sent: the provider's refusal in the person's words (Failed, shown on the wallet page
        // where the BVN is added).
        const refusal = new GatewayError(bvnTexts.needed(gateway.name), 400);
        outcomes.push(await recordAnswer(db, gateway, row, input.now, refusal));
        continue;
      }
      let answer: VirtualAccountAnswer | GatewayError;
      try {
        answer = await gateway.requestVirtualAccount({
          reference: row.reference,
          email: row.email,
          firstname: row.firstname,
          surname: row.surname,
          phoneNumber: row.phoneNumber,
          // Opened only for a provider that needs it.
          bvn: row.sealedBvn && needsBvn(gateway) ? await input.bvns.open(row.userId, row.sealedBvn) : null,
        });
      } catch (error) {
        if (!(error instanceof GatewayError)) throw error;
        answer = error;
      }
      outcomes.push(await recordAnswer(db, gateway, row, input.now, answer));
    }
    if (claimed.length < BATCH) return outcomes;
  }
}

/**
 * Paystack's `dedicatedaccount.assign.success|failed` (signed, so trusted; no money moves): the Pending
 * account of that customer (by its code, or its e-mail when the event beat our record of the code)
 * becomes Verified with its number, or Failed with the reason. Anything else changes nothing.
 */
export async function applyAssignmentEvent(
  db: Db,
  gateway: PaymentGateway,
  event: { succeeded: boolean; data: Record<string, unknown> },
): Promise<'verified' | 'failed' | 'ignored'> {
  const customer = (event.data.customer ?? {}) as { customer_code?: unknown; email?: unknown };
  const code = typeof customer.customer_code === 'string' ? customer.customer_code : '';
  const email = typeof customer.email === 'string' ? customer.email.toLowerCase() : '';
  if (!code && !email) return 'ignored';
  const [found] = await db
    .select({ id: walletVirtualAccounts.id })
    .from(walletVirtualAccounts)
    .innerJoin(people, eq(people.id, walletVirtualAccounts.userId))
    .where(
      and(
        eq(walletVirtualAccounts.status, VirtualAccountStatus.Pending),
        eq(walletVirtualAccounts.gateway, gateway.gateway),
        or(
          code ? eq(walletVirtualAccounts.providerCustomer, code) : undefined,
          email ? eq(sql`lower(${people.emailAddress})`, email) : undefined,
        ),
      ),
    );
  if (!found) return 'ignored';
  const where = and(
    eq(walletVirtualAccounts.id, found.id),
    eq(walletVirtualAccounts.status, VirtualAccountStatus.Pending),
  );
  const account = (event.data.dedicated_account ?? null) as {
    account_number?: unknown;
    account_name?: unknown;
    bank?: { name?: unknown } | null;
  } | null;
  const accountNumber = typeof account?.account_number === 'string' ? account.account_number : '';
  if (event.succeeded && accountNumber) {
    await db
      .update(walletVirtualAccounts)
      .set({
        status: VirtualAccountStatus.Verified,
        accountNumber,
        accountName: typeof account?.account_name === 'string' ? account.account_name : null,
        bankName: typeof account?.bank?.name === 'string' ? account.bank.name : null,
        providerCustomer: code || null,
        errorMessage: null,
        claimedUntil: null,
        updatedAt: sql`now()`,
      })
      .where(where);
    return 'verified';
  }
  if (event.succeeded) return 'ignored';
  const identification = (event.data.identification ?? {}) as { reason?: unknown };
  await db
    .update(walletVirtualAccounts)
    .set({
      status: VirtualAccountStatus.Failed,
      errorMessage:
        typeof identification.reason === 'string' && identification.reason
          ? identification.reason
          : virtualAccountTexts.refusedByEvent(gateway.name),
      claimedUntil: null,
      updatedAt: sql`now()`,
    })
    .where(where);
  return 'failed';
}

export type IncomingTransferOutcome = 'credited' | 'already' | 'ignored' | 'unknown';

/**
 * A bank transfer into a virtual account (an event's hint: Paystack's reference, Flutterwave's id):
 * asked about again; only a successful NGN payment into one of our accounts credits, once: the
 * provider's id is looked for under the wallet's lock and stored under the unique constraint.
 */
export async function creditIncomingTransfer(
  db: Db,
  gateway: PaymentGateway,
  hint: { reference?: string; id?: string },
): Promise<{ outcome: IncomingTransferOutcome; id?: number }> {
  const verified: VerifiedIncomingTransfer | undefined = await gateway.verifyIncomingTransfer(hint);
  if (!verified) return { outcome: 'unknown' };
  if (
    !verified.intoVirtualAccount ||
    verified.status !== 'success' ||
    verified.currency !== 'NGN' ||
    !Number.isSafeInteger(verified.amountKobo) ||
    verified.amountKobo <= 0
  ) {
    return { outcome: 'ignored' };
  }
  const whichAccount = verified.accountNumber
    ? eq(walletVirtualAccounts.accountNumber, verified.accountNumber)
    : verified.accountReference
      ? eq(walletVirtualAccounts.reference, verified.accountReference)
      : undefined;
  if (!whichAccount) return { outcome: 'unknown' };
  const [account] = await db
    .select()
    .from(walletVirtualAccounts)
    .where(and(whichAccount, eq(walletVirtualAccounts.gateway, gateway.gateway)));
  if (!account) return { outcome: 'unknown' };
  const wallet = await ensureWallet(db, account.userId);
  const gateways = await systemAccountId(db, 'gateways');
  return db.transaction(async (tx) => {
    await lockAccounts(tx, [wallet.walletAccountId]);
    const [already] = await tx
      .select({ id: walletTransactions.id })
      .from(walletTransactions)
      .where(
        and(
          eq(walletTransactions.gateway, gateway.gateway),
          eq(walletTransactions.providerReference, verified.providerReference),
        ),
      );
    if (already) return { outcome: 'already' as const, id: already.id };
    const row = await postMovement(tx, {
      transaction: {
        userId: account.userId,
        amountKobo: verified.amountKobo,
        type: TransactionType.Credit,
        status: TransactionStatus.Completed,
        message: virtualAccountTexts.transferMessage(account.bankName),
        gateway: gateway.gateway,
        reference: verified.reference,
        providerReference: verified.providerReference,
        completedAt: new Date(),
      },
      legs: [
        { accountId: gateways, amountKobo: -verified.amountKobo },
        { accountId: wallet.walletAccountId, amountKobo: verified.amountKobo },
      ],
    });
    return { outcome: 'credited' as const, id: row.id };
  });
}
