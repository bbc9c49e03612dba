import { bvnTexts, type MessageReply, maskBvn, VirtualAccountStatus } from '@wayfare/contracts';
import { and, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Principal } from '../../auth/principal.ts';
import type { Db } from '../../db/database.ts';
import { people } from '../accounts/index.ts';
import type { BvnVault } from './bvn-vault.ts';
import { walletVirtualAccounts } from './wallet-accounts.table.ts';
import { walletBvns } from './wallet-bvns.table.ts';

/**
 * SetMyBvn (issue 29 §1): the caller's BVN, sealed, replacing any earlier one; a wallet account not yet
 * opened goes back to Pending with its tries counted afresh, so the virtual-accounts job asks the provider
 * with it at its next pass. Nothing of it is logged or written to the activity log.
 */
export async function setMyBvn(
  db: Db,
  bvns: BvnVault,
  input: { caller: Principal; Bvn: string },
): Promise<MessageReply> {
  const sealedBvn = await bvns.seal(input.caller.userId, input.Bvn);
  return db.transaction(async (tx) => {
    await tx
      .insert(walletBvns)
      .values({ userId: input.caller.userId, sealedBvn })
      .onConflictDoUpdate({ target: walletBvns.userId, set: { sealedBvn, updatedAt: sql`now()` } });
    const askedAgain = await tx
      .update(walletVirtualAccounts)
      .set({
        status: VirtualAccountStatus.Pending,
        errorMessage: null,
        attempts: 0,
        nextAttemptAt: sql`now()`,
        claimedUntil: null,
        updatedAt: sql`now()`,
      })
      .where(
        and(
          eq(walletVirtualAccounts.userId, input.caller.userId),
          ne(walletVirtualAccounts.status, VirtualAccountStatus.Verified),
        ),
      )
      .returning({ id: walletVirtualAccounts.id });
    const [account] = await tx
      .select({ status: walletVirtualAccounts.status })
      .from(walletVirtualAccounts)
      .where(eq(walletVirtualAccounts.userId, input.caller.userId));
    const open = askedAgain.length === 0 && account?.status === VirtualAccountStatus.Verified;
    return { Message: open ? bvnTexts.savedAccountOpen : bvnTexts.saved };
  });
}

/** The person's BVN masked to its last four digits, or null when none is stored. */
export async function maskedBvnOf(db: Db, bvns: BvnVault, userId: string): Promise<string | null> {
  const [stored] = await db
    .select({ sealedBvn: walletBvns.sealedBvn })
    .from(walletBvns)
    .where(eq(walletBvns.userId, userId));
  return stored ? maskBvn(await bvns.open(userId, stored.sealedBvn)) : null;
}

/** Whether the person has given a BVN (an administrator's re-registration checks it). */
export async function hasBvn(db: Db, userId: string): Promise<boolean> {
  return (await db.$count(walletBvns, eq(walletBvns.userId, userId))) > 0;
}

/**
 * A deleted account's BVN is forgotten at the virtual-accounts job's next pass (its wallet account is
 * closed, so nothing needs it), not kept the 90 days the rest of its personal data waits. Answers how
 * many were forgotten.
 */
export async function forgetBvnsOfDeletedAccounts(db: Db): Promise<number> {
  const deleted = db.select({ id: people.id }).from(people).where(isNotNull(people.deletedAt));
  const forgotten = await db
    .delete(walletBvns)
    .where(inArray(walletBvns.userId, deleted))
    .returning({ userId: walletBvns.userId });
  return forgotten.length;
}
