import { access, defineArea, reply } from '../call.ts';
import { messageReply } from '../paging.ts';
import { Endpoint } from '../permissions.ts';
import {
  confirmTwoFactorEnrolmentRequest,
  recoveryCodesReply,
  twoFactorEnrolment,
  twoFactorPolicy,
  twoFactorProofRequest,
  twoFactorStatus,
  twoFactorTexts,
} from '../two-factor.ts';
import { userIdRequest } from '../users.ts';

/** Only a full administrator sets the policy or resets another administrator's second factor. */
const fullAdministrators = access.fullAdmin(Endpoint.Account, 'edit', twoFactorTexts.fullAdministratorsOnly);

/**
 * Issue 29 §3: an administrator's own second factor (the security page), the policy and the reset.
 * The caller's own calls are open to any signed-in account, so an administrator who must enrol
 * (refused every admin call until then) can; the services refuse anyone but an administrator.
 * Account/VerifyTwoFactor, the sign-in's second step, is with the sign-in page's calls.
 */
export const twoFactorCalls = defineArea('Account', {
  GetTwoFactorStatus: {
    method: 'GET',
    access: access.signedIn,
    reply: reply.json(twoFactorStatus),
    summary:
      'Whether the caller has a second factor, how many recovery codes they have left, and whether every administrator must have one.',
    problems: [403],
  },
  StartTwoFactorEnrolment: {
    method: 'POST',
    access: access.signedIn,
    // Its reply holds secrets (the secret, or recovery codes): never kept in the database for a retry.
    idempotent: false,
    reply: reply.json(twoFactorEnrolment),
    summary:
      'Makes a new authenticator secret for the calling administrator, kept pending until confirmed: the secret, its otpauth URI and a QR code of it.',
    problems: [403, 409],
  },
  ConfirmTwoFactorEnrolment: {
    method: 'POST',
    access: access.signedIn,
    // Its reply holds secrets (the secret, or recovery codes): never kept in the database for a retry.
    idempotent: false,
    body: confirmTwoFactorEnrolmentRequest,
    reply: reply.json(recoveryCodesReply),
    summary:
      'Turns the second factor on, given a current code of the pending secret; answers ten one-time recovery codes, shown only this once.',
    problems: [403, 409, 429],
  },
  RegenerateRecoveryCodes: {
    method: 'POST',
    access: access.signedIn,
    // Its reply holds secrets (the secret, or recovery codes): never kept in the database for a retry.
    idempotent: false,
    body: twoFactorProofRequest,
    reply: reply.json(recoveryCodesReply),
    summary: 'Replaces the recovery codes (given the password or a current code); the old ones stop working.',
    problems: [403, 409, 429],
  },
  DisableTwoFactor: {
    method: 'POST',
    access: access.signedIn,
    body: twoFactorProofRequest,
    reply: reply.json(messageReply),
    summary:
      "Turns the caller's second factor off (given the password or a current code), unless every administrator must have one.",
    problems: [403, 409, 429],
  },
  UpdateTwoFactorPolicy: {
    method: 'POST',
    access: fullAdministrators,
    body: twoFactorPolicy,
    reply: reply.json(messageReply),
    summary:
      'Requires a second factor of every administrator, or leaves it to each (full administrators only, with a second factor of their own to require it); those without one enrol at their next step.',
    problems: [409],
  },
  ResetTwoFactor: {
    method: 'POST',
    access: fullAdministrators,
    body: userIdRequest,
    reply: reply.json(messageReply),
    summary:
      "Removes another administrator's second factor and ends their sessions (full administrators only), e.g. after a lost phone; logged.",
    problems: [404, 409],
  },
});
