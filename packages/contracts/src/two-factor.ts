import { z } from 'zod';
import { authenticateReply } from './account.ts';
import { presentedPassword } from './fields.ts';

/**
 * Issue 29 §3: administrators sign in with a second factor (TOTP, RFC 6238): a code from an
 * authenticator app after the password, or one of the recovery codes given at enrolment.
 */

/** A code an authenticator app shows: six digits (spaces, as some apps show them, are dropped). */
export const authenticatorCode = z
  .string({ error: 'Code is required' })
  .transform((code) => code.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'Code must be the 6 digits your authenticator app shows'));

/** A recovery code as given at enrolment (`abcde-12345`); case and the dash are forgiven. */
export const recoveryCode = z
  .string({ error: 'RecoveryCode is required' })
  .transform((code) => code.trim().toLowerCase().replace(/[\s-]/g, ''))
  .pipe(
    z
      .string()
      .regex(/^[a-z0-9]{10}$/, 'RecoveryCode must be one of the codes you were given (like abcde-12345)'),
  );

/** The password step's reply for an administrator with a second factor: no token yet. */
export const twoFactorChallengeReply = z.object({
  TwoFactorRequired: z.literal(true),
  /** Good for one purpose (Account/VerifyTwoFactor) and a few minutes. */
  ChallengeToken: z.string(),
});
export type TwoFactorChallengeReply = z.infer<typeof twoFactorChallengeReply>;

/** Account/Authenticate: signed in, or (an administrator with a second factor) asked for the code. */
export const signInReply = z.union([authenticateReply, twoFactorChallengeReply]);
export type SignInReply = z.infer<typeof signInReply>;

export const verifyTwoFactorRequest = z
  .strictObject({
    ChallengeToken: z.string({ error: 'ChallengeToken is required' }).min(1).max(2000),
    Code: authenticatorCode.optional(),
    RecoveryCode: recoveryCode.optional(),
  })
  .refine((body) => (body.Code === undefined) !== (body.RecoveryCode === undefined), {
    message: 'Give either the Code from your authenticator app or a RecoveryCode',
    path: ['Code'],
  });
export type VerifyTwoFactorRequest = z.input<typeof verifyTwoFactorRequest>;

export const twoFactorEnrolment = z.object({
  /** The secret as text (base32), for an app that cannot scan the picture. */
  Secret: z.string(),
  /** otpauth://totp/Wayfare:{e-mail}?secret=…&issuer=Wayfare */
  OtpauthUri: z.string(),
  /** The same URI as a QR code: a PNG data URL. */
  QrCode: z.string(),
});
export type TwoFactorEnrolment = z.infer<typeof twoFactorEnrolment>;

export const confirmTwoFactorEnrolmentRequest = z.strictObject({ Code: authenticatorCode });
export type ConfirmTwoFactorEnrolmentRequest = z.input<typeof confirmTwoFactorEnrolmentRequest>;

/** Shown once: only their hashes are kept. */
export const recoveryCodesReply = z.object({ Message: z.string(), RecoveryCodes: z.array(z.string()) });
export type RecoveryCodesReply = z.infer<typeof recoveryCodesReply>;

/** Turning the second factor off or renewing the recovery codes: the password or a current code. */
export const twoFactorProofRequest = z
  .strictObject({ Password: presentedPassword.optional(), Code: authenticatorCode.optional() })
  .refine((body) => (body.Password === undefined) !== (body.Code === undefined), {
    message: 'Give either your Password or a Code from your authenticator app',
    path: ['Password'],
  });
export type TwoFactorProofRequest = z.input<typeof twoFactorProofRequest>;

export const twoFactorStatus = z.object({
  Enrolled: z.boolean(),
  RecoveryCodesLeft: z.number().int(),
  RequiredForAdministrators: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatus>;

export const twoFactorPolicy = z.strictObject({
  RequiredForAdministrators: z.boolean({ error: 'RequiredForAdministrators must be true or false' }),
});
export type TwoFactorPolicy = z.infer<typeof twoFactorPolicy>;

export const twoFactorTexts = {
  issuer: 'Wayfare',
  administratorsOnly: 'Two-factor sign-in is for administrators',
  alreadyEnrolled: 'Two-factor sign-in is already on. Turn it off first to enrol a new device',
  notEnrolled: 'Two-factor sign-in is not on for this account',
  notEnrolledOf: (fullName: string) => `${fullName} has no two-factor sign-in to reset`,
  resetOwn: 'To turn your own two-factor sign-in off, use your security page',
  noEnrolmentStarted: 'Start the enrolment first: the code is checked against the secret it shows',
  wrongCode: 'The code is not correct. Enter the code your authenticator app shows now',
  wrongRecoveryCode: 'The recovery code is not correct or has been used already',
  wrongPassword: 'The password is not correct',
  challengeExpired: 'This sign-in has expired. Kindly sign in again with your password',
  tooManyCodes: 'Too many wrong codes. Kindly wait a few minutes and try again',
  enrolFirst: 'Set up two-factor sign-in before you continue',
  requiredByPolicy:
    'Two-factor sign-in is required of every administrator, so it cannot be turned off. Enrol a new device instead by asking a full administrator to reset it',
  fullAdministratorsOnly: 'Only a full administrator can do this',
  enrolYourselfFirst:
    'Set up your own two-factor sign-in first: requiring it of every administrator would otherwise shut you out of the back office',
  enrolled: 'Two-factor sign-in is on. Keep your recovery codes somewhere safe: they are shown only once',
  recoveryCodesRenewed: 'New recovery codes are ready; the old ones no longer work. They are shown only once',
  disabled: 'Two-factor sign-in is off',
  reset: (fullName: string) =>
    `Two-factor sign-in of ${fullName} has been reset: they sign in with their password alone until they set it up again`,
  policyOn: 'Every administrator must now sign in with a second factor',
  policyOff: "A second factor is now each administrator's choice",
} as const;
