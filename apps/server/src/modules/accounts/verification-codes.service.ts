import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { type VerificationPurpose, verificationCodes } from './verification-codes.table.ts';

export const CODE_LIFETIME_MINUTES = 10;
export const MAX_FAILED_ATTEMPTS = 5;

const hashCode = (code: string) => createHash('sha256').update(code).digest();

/**
 * A fresh six-digit code from a secure generator, live for CODE_LIFETIME_MINUTES unless told otherwise;
 * any earlier live code of that purpose stops working.
 */
export async function issueVerificationCode(
  db: Db,
  input: { userId: string; purpose: VerificationPurpose; lifetimeMinutes?: number },
) {
  const { userId, purpose, lifetimeMinutes = CODE_LIFETIME_MINUTES } = input;
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db
    .update(verificationCodes)
    .set({ consumedAt: sql`now()` })
    .where(
      and(
        eq(verificationCodes.userId, userId),
        eq(verificationCodes.purpose, purpose),
        isNull(verificationCodes.consumedAt),
      ),
    );
  await db.insert(verificationCodes).values({
    userId,
    purpose,
    codeHash: hashCode(code).toString('base64'),
    expiresAt: sql`now() + make_interval(mins => ${lifetimeMinutes})`,
  });
  return code;
}

/**
 * Uses up the live code if it matches. A wrong guess counts against the code, and after a few the
 * code is dead, so six digits cannot be guessed. Call inside the transaction of the change it allows.
 */
export async function consumeVerificationCode(
  db: Db,
  input: { userId: string; purpose: VerificationPurpose; code: string },
) {
  const { userId, purpose, code } = input;
  const [live] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.userId, userId),
        eq(verificationCodes.purpose, purpose),
        isNull(verificationCodes.consumedAt),
        gt(verificationCodes.expiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1)
    .for('update');
  if (!live || live.failedAttempts >= MAX_FAILED_ATTEMPTS) return false;
  if (!timingSafeEqual(Buffer.from(live.codeHash, 'base64'), hashCode(code))) {
    await db
      .update(verificationCodes)
      .set({ failedAttempts: sql`${verificationCodes.failedAttempts} + 1` })
      .where(eq(verificationCodes.id, live.id));
    return false;
  }
  await db.update(verificationCodes).set({ consumedAt: sql`now()` }).where(eq(verificationCodes.id, live.id));
  return true;
}
