import { createHash, randomInt } from 'node:crypto';
import { twoFactorTexts } from '@wayfare/contracts';
import { and, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { verify } from 'otplib';
import type { SecretBox } from '../../auth/secret-box.ts';
import type { Db } from '../../db/database.ts';
import { tooManyRequests } from '../../errors.ts';
import { countEvent, type Limit, resetCounter, secondsUntilAllowed } from '../rate-limit/index.ts';
import { twoFactorRecoveryCodes, twoFactorSecrets } from './two-factor.table.ts';

/** RFC 6238's 30-second steps, a code of the step before or after accepted (clocks drift). */
const ONE_STEP_EITHER_SIDE_SECONDS = 30;
/** Wrong codes (and passwords given as proof) per account before a wait: a million codes, five tries. */
export const codeLimit: Limit = { max: 5, windowSeconds: 15 * 60 };

const RECOVERY_CODE_COUNT = 10;
// No look-alikes (0/o, 1/l/i), so a code copied from paper is typed right.
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/**
 * One attempt at a code, counted before it is checked, so guesses sent at once cannot all be checked
 * before the first failure is written (the count is one atomic upsert); a success clears the count.
 */
export async function throttledCheck(db: Db, input: { userId: string; check: () => Promise<boolean> }) {
  const key = `two-factor:${input.userId}`;
  const attempt = await countEvent(db, { key, limit: codeLimit });
  if (attempt > codeLimit.max) {
    const wait = await secondsUntilAllowed(db, { key, limit: codeLimit });
    throw tooManyRequests(twoFactorTexts.tooManyCodes, wait);
  }
  const accepted = await input.check();
  if (accepted) await resetCounter(db, { key });
  return accepted;
}

/**
 * Whether `code` is a current code of the user's secret (confirmed, or pending for the enrolment's
 * confirmation) and of a later step than any accepted before: its step is claimed in the same
 * statement that checks it, so a code is accepted once, even when sent twice at once (replay).
 */
export async function acceptAuthenticatorCode(
  deps: { db: Db; secretBox: SecretBox },
  input: { userId: string; code: string; pending?: boolean },
) {
  const { db, secretBox } = deps;
  const [row] = await db
    .select()
    .from(twoFactorSecrets)
    .where(
      and(
        eq(twoFactorSecrets.userId, input.userId),
        input.pending ? isNull(twoFactorSecrets.confirmedAt) : isNotNull(twoFactorSecrets.confirmedAt),
      ),
    );
  if (!row) return false;
  const result = await verify({
    secret: secretBox.open(row.sealedSecret, input.userId),
    token: input.code,
    epochTolerance: ONE_STEP_EITHER_SIDE_SECONDS,
    afterTimeStep: row.lastUsedStep,
  });
  // A time-based result always has its step; the check narrows the library's TOTP-or-HOTP type.
  if (!result.valid || !('timeStep' in result)) return false;
  const claimed = await db
    .update(twoFactorSecrets)
    .set({ lastUsedStep: result.timeStep })
    .where(and(eq(twoFactorSecrets.userId, input.userId), lt(twoFactorSecrets.lastUsedStep, result.timeStep)))
    .returning({ userId: twoFactorSecrets.userId });
  return claimed.length === 1;
}

/** Recovery codes are random enough (about 49 bits each) that a fast hash keeps them safe. */
const hashRecoveryCode = (code: string) =>
  createHash('sha256').update(code.replace(/-/g, '').toLowerCase()).digest('hex');

/** Spends one unused recovery code of the user: true once, false for a wrong or spent code. */
export async function spendRecoveryCode(db: Db, input: { userId: string; code: string }) {
  const spent = await db
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(twoFactorRecoveryCodes.userId, input.userId),
        eq(twoFactorRecoveryCodes.codeHash, hashRecoveryCode(input.code)),
        isNull(twoFactorRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: twoFactorRecoveryCodes.id });
  return spent.length === 1;
}

/** New recovery codes for the user, replacing any they had; answered once, kept as hashes. */
export async function replaceRecoveryCodes(db: Db, input: { userId: string }) {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
    return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
  });
  await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, input.userId));
  await db
    .insert(twoFactorRecoveryCodes)
    .values(codes.map((code) => ({ userId: input.userId, codeHash: hashRecoveryCode(code) })));
  return codes;
}
