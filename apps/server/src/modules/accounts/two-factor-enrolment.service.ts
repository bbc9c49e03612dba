import {
  type MessageReply,
  type RecoveryCodesReply,
  type TwoFactorEnrolment,
  type TwoFactorStatus,
  twoFactorTexts,
} from '@wayfare/contracts';
import { and, count, eq, isNotNull, isNull } from 'drizzle-orm';
import { generateSecret, generateURI } from 'otplib';
import QRCode from 'qrcode';
import { verifyPassword } from '../../auth/passwords.ts';
import type { Principal } from '../../auth/principal.ts';
import type { SecretBox } from '../../auth/secret-box.ts';
import type { Db } from '../../db/database.ts';
import { conflict, forbidden, invalidProperty } from '../../errors.ts';
import { users } from './accounts.table.ts';
import { twoFactorRecoveryCodes, twoFactorSecrets } from './two-factor.table.ts';
import { acceptAuthenticatorCode, replaceRecoveryCodes, throttledCheck } from './two-factor-codes.ts';
import { isSecondFactorRequired } from './two-factor-policy.service.ts';

type Deps = { db: Db; secretBox: SecretBox };
/** The password or a current code, to turn the second factor off or renew the recovery codes. */
type Proof = { Password?: string | undefined; Code?: string | undefined };

/** Issue 29 §3: the second factor is for administrators (ASVS L2 asks it of administrative access). */
function requireAdministrator(caller: Principal) {
  if (!caller.isAdmin) throw forbidden(twoFactorTexts.administratorsOnly);
}

async function secondFactorOf(db: Db, userId: string) {
  const [row] = await db.select().from(twoFactorSecrets).where(eq(twoFactorSecrets.userId, userId));
  return row;
}

export async function getTwoFactorStatus(db: Db, input: { caller: Principal }): Promise<TwoFactorStatus> {
  requireAdministrator(input.caller);
  const { userId } = input.caller;
  const row = await secondFactorOf(db, userId);
  const [left] = await db
    .select({ count: count() })
    .from(twoFactorRecoveryCodes)
    .where(and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt)));
  const enrolled = Boolean(row?.confirmedAt);
  return {
    Enrolled: enrolled,
    RecoveryCodesLeft: enrolled ? (left?.count ?? 0) : 0,
    RequiredForAdministrators: await isSecondFactorRequired(db),
  };
}

/**
 * A new secret, kept pending (sign-in ignores it) until a code of it confirms it; starting again
 * replaces a pending one. Answered this once: never again after enrolment.
 */
export async function startTwoFactorEnrolment(
  deps: Deps,
  input: { caller: Principal },
): Promise<TwoFactorEnrolment> {
  const { db, secretBox } = deps;
  requireAdministrator(input.caller);
  const { userId } = input.caller;
  if ((await secondFactorOf(db, userId))?.confirmedAt) throw conflict(twoFactorTexts.alreadyEnrolled);
  const [user] = await db.select({ email: users.emailAddress }).from(users).where(eq(users.id, userId));
  const secret = generateSecret();
  const sealedSecret = secretBox.seal(secret, userId);
  await db
    .insert(twoFactorSecrets)
    .values({ userId, sealedSecret })
    .onConflictDoUpdate({
      target: twoFactorSecrets.userId,
      set: { sealedSecret, lastUsedStep: 0 },
      // A confirmed factor that appeared meanwhile stays as it is.
      setWhere: isNull(twoFactorSecrets.confirmedAt),
    });
  const uri = generateURI({ issuer: twoFactorTexts.issuer, label: user?.email ?? userId, secret });
  return { Secret: secret, OtpauthUri: uri, QrCode: await QRCode.toDataURL(uri, { margin: 2, width: 240 }) };
}

/** A current code of the pending secret turns it on, with a fresh set of recovery codes. */
export async function confirmTwoFactorEnrolment(
  deps: Deps,
  input: { caller: Principal; Code: string },
): Promise<RecoveryCodesReply> {
  const { db } = deps;
  requireAdministrator(input.caller);
  const { userId } = input.caller;
  const row = await secondFactorOf(db, userId);
  if (!row) throw conflict(twoFactorTexts.noEnrolmentStarted);
  if (row.confirmedAt) throw conflict(twoFactorTexts.alreadyEnrolled);
  const accepted = await throttledCheck(db, {
    userId,
    check: () => acceptAuthenticatorCode(deps, { userId, code: input.Code, pending: true }),
  });
  if (!accepted) throw invalidProperty('Code', twoFactorTexts.wrongCode);
  const codes = await db.transaction(async (tx) => {
    const confirmed = await tx
      .update(twoFactorSecrets)
      .set({ confirmedAt: new Date() })
      .where(and(eq(twoFactorSecrets.userId, userId), isNull(twoFactorSecrets.confirmedAt)))
      .returning({ userId: twoFactorSecrets.userId });
    if (confirmed.length === 0) throw conflict(twoFactorTexts.alreadyEnrolled);
    return replaceRecoveryCodes(tx, { userId });
  });
  return { Message: twoFactorTexts.enrolled, RecoveryCodes: codes };
}

/** The password or a current code, throttled like the sign-in's codes; a wrong one names its field. */
async function requireProof(deps: Deps, input: { userId: string } & Proof) {
  const { db } = deps;
  const { userId, Password, Code } = input;
  const accepted = await throttledCheck(db, {
    userId,
    check: async () => {
      if (Code !== undefined) return acceptAuthenticatorCode(deps, { userId, code: Code });
      const [user] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
      return Boolean(user?.hash && (await verifyPassword(user.hash, Password ?? '')));
    },
  });
  if (accepted) return;
  throw Code !== undefined
    ? invalidProperty('Code', twoFactorTexts.wrongCode)
    : invalidProperty('Password', twoFactorTexts.wrongPassword);
}

async function requireEnrolled(db: Db, userId: string) {
  const [row] = await db
    .select({ userId: twoFactorSecrets.userId })
    .from(twoFactorSecrets)
    .where(and(eq(twoFactorSecrets.userId, userId), isNotNull(twoFactorSecrets.confirmedAt)));
  if (!row) throw conflict(twoFactorTexts.notEnrolled);
}

export async function regenerateRecoveryCodes(
  deps: Deps,
  input: { caller: Principal } & Proof,
): Promise<RecoveryCodesReply> {
  requireAdministrator(input.caller);
  const { userId } = input.caller;
  await requireEnrolled(deps.db, userId);
  await requireProof(deps, { ...input, userId });
  const codes = await deps.db.transaction(async (tx) => {
    await requireEnrolled(tx, userId);
    return replaceRecoveryCodes(tx, { userId });
  });
  return { Message: twoFactorTexts.recoveryCodesRenewed, RecoveryCodes: codes };
}

/** Off, with its recovery codes, unless every administrator must have one. */
export async function disableTwoFactor(
  deps: Deps,
  input: { caller: Principal } & Proof,
): Promise<MessageReply> {
  const { db } = deps;
  requireAdministrator(input.caller);
  const { userId } = input.caller;
  await requireEnrolled(db, userId);
  if (await isSecondFactorRequired(db)) throw conflict(twoFactorTexts.requiredByPolicy);
  await requireProof(deps, { ...input, userId });
  await removeSecondFactor(db, { userId });
  return { Message: twoFactorTexts.disabled };
}

/** The secret (confirmed or pending) and the recovery codes, together. */
export function removeSecondFactor(db: Db, input: { userId: string }) {
  return db.transaction(async (tx) => {
    await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, input.userId));
    return tx
      .delete(twoFactorSecrets)
      .where(eq(twoFactorSecrets.userId, input.userId))
      .returning({ confirmedAt: twoFactorSecrets.confirmedAt });
  });
}
