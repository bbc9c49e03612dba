import {
  authenticateReply,
  authenticateRequest,
  changePasswordReply,
  changePasswordRequest,
  completePasswordResetRequest,
  deleteMyAccountRequest,
  emailOnlyRequest,
  registerReply,
  registerRequest,
} from '../account.ts';
import { access, defineArea, reply } from '../call.ts';
import { messageReply } from '../paging.ts';

/** spec 000 §7 and 001 §7: the Account calls of the public site and the account pages. */
export const accountCalls = defineArea('Account', {
  Authenticate: {
    method: 'POST',
    access: access.public,
    body: authenticateRequest,
    reply: reply.json(authenticateReply),
    // Signing in again is harmless, and its reply (a token) must not be kept in the database.
    idempotent: false,
  },
  Register: {
    method: 'POST',
    access: access.public,
    body: registerRequest,
    reply: reply.json(registerReply),
  },
  ResetPassword: {
    method: 'POST',
    access: access.public,
    body: emailOnlyRequest,
    reply: reply.json(messageReply),
  },
  CompletePasswordReset: {
    method: 'POST',
    access: access.public,
    body: completePasswordResetRequest,
    reply: reply.json(messageReply),
  },
  ChangePassword: {
    method: 'POST',
    access: access.signedIn,
    body: changePasswordRequest,
    reply: reply.json(changePasswordReply),
  },
  GenerateVerificationCodeForAccountDeletion: {
    method: 'POST',
    access: access.public,
    body: emailOnlyRequest,
    reply: reply.json(messageReply),
  },
  DeleteMyAccount: {
    method: 'POST',
    access: access.public,
    body: deleteMyAccountRequest,
    reply: reply.json(messageReply),
  },
});
