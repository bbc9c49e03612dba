import {
  authenticateReply,
  authenticateRequest,
  changePasswordReply,
  changePasswordRequest,
  completePasswordResetRequest,
  deleteMyAccountRequest,
  emailOnlyRequest,
} from '../account.ts';
import { access, defineArea, reply } from '../call.ts';
import { messageReply } from '../paging.ts';
import { signInReply, verifyTwoFactorRequest } from '../two-factor.ts';

/**
 * spec 000 §7 and 001 §7: the account pages' calls (signing in, passwords, deleting one's account), in a
 * file of their own so the sign-in page downloads these declarations and not the rest of the Account area
 * (`calls.Account` holds every group).
 */
export const signInCalls = defineArea('Account', {
  Authenticate: {
    method: 'POST',
    access: access.public,
    body: authenticateRequest,
    reply: reply.json(signInReply),
    // Signing in again is harmless, and its reply (a token) must not be kept in the database.
    idempotent: false,
    summary:
      'Signs in with an e-mail address and password: a bearer token, the session user, and whether a new password must be chosen first; an administrator with a second factor gets a ChallengeToken instead, for Account/VerifyTwoFactor.',
    problems: [401, 429],
  },
  VerifyTwoFactor: {
    method: 'POST',
    access: access.public,
    body: verifyTwoFactorRequest,
    reply: reply.json(authenticateReply),
    idempotent: false,
    summary:
      "Signs in an administrator's second step: the ChallengeToken Account/Authenticate gave and a current authenticator Code (or a RecoveryCode, then spent); answers as Account/Authenticate does.",
    problems: [401, 429],
  },
  ResetPassword: {
    method: 'POST',
    access: access.public,
    body: emailOnlyRequest,
    reply: reply.json(messageReply),
    summary:
      'E-mails a code to set a new password when an account has that address (the answer is the same either way).',
    problems: [429],
  },
  CompletePasswordReset: {
    method: 'POST',
    access: access.public,
    body: completePasswordResetRequest,
    reply: reply.json(messageReply),
    summary: 'Sets a new password, given the e-mail address and the code ResetPassword sent.',
  },
  ChangePassword: {
    method: 'POST',
    access: access.signedIn,
    body: changePasswordRequest,
    reply: reply.json(changePasswordReply),
    summary: "Sets the caller's new password (after RequireNewPassword, or by choice); answers a new token.",
  },
  GenerateVerificationCodeForAccountDeletion: {
    method: 'POST',
    access: access.public,
    body: emailOnlyRequest,
    reply: reply.json(messageReply),
    summary: 'E-mails a code to confirm the deletion of the account with that address.',
    problems: [429],
  },
  DeleteMyAccount: {
    method: 'POST',
    access: access.public,
    body: deleteMyAccountRequest,
    reply: reply.json(messageReply),
    summary:
      'Deletes the account with that e-mail address, given the code GenerateVerificationCodeForAccountDeletion sent.',
    problems: [409],
  },
});
