import { z } from 'zod';
import { emailAddress, newPassword, presentedPassword, verificationCode } from './fields.ts';
import { texts } from './texts.ts';

/** spec 000 §3.3: the user record the browser keeps in its session, plus Id and EmailAddress. */
export const sessionUser = z.object({
  Id: z.string(),
  EmailAddress: z.string(),
  Surname: z.string(),
  FirstName: z.string(),
  HasAdminRole: z.boolean(),
  AllowAllEndPoints: z.boolean(),
  AdminEndPoints: z.array(z.object({ Id: z.number().int() })),
});
export type SessionUser = z.infer<typeof sessionUser>;

export const authenticateRequest = z.strictObject({
  EmailAddress: emailAddress,
  Password: presentedPassword,
  RememberMe: z.boolean().optional(),
});
export type AuthenticateRequest = z.input<typeof authenticateRequest>;

export const authenticateReply = z.object({
  Token: z.string(),
  RequireNewPassword: z.boolean(),
  /**
   * Issue 29 §3: true for an administrator who must have a second factor and has none (they set it up
   * before anything else); absent otherwise, so other accounts' replies are as they were.
   */
  RequireTwoFactorEnrolment: z.literal(true).optional(),
  User: sessionUser,
});
export type AuthenticateReply = z.infer<typeof authenticateReply>;

/** Confirmation must match (spec 001 §5: 'MisMatch Password. Thank you'). */
export const withMatchingConfirmation = <T extends z.ZodType<{ Password: string; ConfirmPassword: string }>>(
  schema: T,
) =>
  schema.refine((value) => value.Password === value.ConfirmPassword, {
    message: texts.passwordMismatch,
    path: ['ConfirmPassword'],
  });

export const emailOnlyRequest = z.strictObject({ EmailAddress: emailAddress });
export type EmailOnlyRequest = z.input<typeof emailOnlyRequest>;

/** Signed in (after RequireNewPassword, or by choice): only the new password. */
export const changePasswordRequest = z.strictObject({ Password: newPassword });
export type ChangePasswordRequest = z.input<typeof changePasswordRequest>;
export const changePasswordReply = z.object({ Message: z.string(), Token: z.string() });

/** Not signed in: the code that ResetPassword sent proves who is asking. */
export const completePasswordResetRequest = withMatchingConfirmation(
  z.strictObject({
    EmailAddress: emailAddress,
    VerificationCode: verificationCode,
    Password: newPassword,
    ConfirmPassword: z.string({ error: texts.passwordMismatch }).max(200, texts.passwordMismatch),
  }),
);
export type CompletePasswordResetRequest = z.input<typeof completePasswordResetRequest>;

export const deleteMyAccountRequest = z.strictObject({
  EmailAddress: emailAddress,
  VerificationCode: verificationCode,
});
export type DeleteMyAccountRequest = z.input<typeof deleteMyAccountRequest>;

export const accountTexts = {
  // issue 29 §3: the same answer whether or not the address has an account (the e-mail says which).
  registered:
    'Thank you for registering. Check your e-mail: we have sent you a message saying how to sign in',
  resetCodeSent:
    'If an account exists for that e-mail address, we have sent it a code to set a new password. Thank you',
  passwordChanged: 'Your password has been changed. Thank you',
  deletionCodeSent:
    'If an account exists for that e-mail address, we have sent it a code to confirm the deletion. Thank you',
  accountDeleted: 'Your account has been deleted. Thank you',
  wrongCredentials: 'The e-mail address or password is not correct',
  accountSuspended: 'This account is suspended. Kindly contact support. Thank you',
  emailTaken: 'An account with this e-mail address already exists. Sign in or reset your password instead',
  invalidCode: 'The verification code is not correct or has expired. Request a new code',
  tooManyAttempts:
    'Too many sign-in attempts. Kindly wait 15 minutes and try again, or choose "Forgot your password?" to set a new password and sign in at once',
  tooManyRegistrations: 'Too many accounts have been created from this address. Kindly try again later',
  tooManyCodes: 'Too many codes have been requested. Kindly wait a few minutes and try again',
  sessionExpired: 'Your session has expired. Kindly sign in again',
  chooseNewPasswordFirst: 'Choose a new password before you continue',
} as const;
