import {
  accountTexts,
  authenticateReply,
  authenticateRequest,
  changePasswordReply,
  changePasswordRequest,
  completePasswordResetRequest,
  deleteMyAccountRequest,
  emailOnlyRequest,
  messageReply,
  registerReply,
  registerRequest,
} from '@wayfare/contracts';
import type { FastifyInstance } from 'fastify';
import { access } from '../../http/access.ts';
import { typed } from '../../http/api.ts';
import { type AppContext, callerId, siteUrlOf } from '../../http/context.ts';
import { deleteMyAccount, requestAccountDeletion } from './account-deletion.service.ts';
import { authenticate } from './authenticate.service.ts';
import { changePassword, completePasswordReset, requestPasswordReset } from './password.service.ts';
import { register } from './register.service.ts';

const tags = ['Account'];

export function registerAccountRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = typed(app);
  const { db } = ctx;

  api.post('/api/Account/Authenticate', {
    // Signing in again is harmless, and its reply (a token) must not be kept in the database.
    config: { access: access.public, idempotent: false },
    schema: { tags, body: authenticateRequest, response: { 200: authenticateReply } },
    handler: (request) => authenticate(ctx, { ...request.body, ip: request.ip }),
  });

  api.post('/api/Account/Register', {
    config: { access: access.public },
    schema: { tags, body: registerRequest, response: { 200: registerReply } },
    handler: (request) => register(db, { ...request.body, ip: request.ip }),
  });

  api.post('/api/Account/ResetPassword', {
    config: { access: access.public },
    schema: { tags, body: emailOnlyRequest, response: { 200: messageReply } },
    handler: async (request) => {
      await requestPasswordReset(db, {
        ...request.body,
        ip: request.ip,
        siteUrl: siteUrlOf(request, ctx.config),
      });
      ctx.wakeOutbox();
      return { Message: accountTexts.resetCodeSent };
    },
  });

  api.post('/api/Account/CompletePasswordReset', {
    config: { access: access.public },
    schema: { tags, body: completePasswordResetRequest, response: { 200: messageReply } },
    handler: (request) => completePasswordReset(db, request.body),
  });

  api.post('/api/Account/ChangePassword', {
    config: { access: access.signedIn },
    schema: { tags, body: changePasswordRequest, response: { 200: changePasswordReply } },
    handler: (request) => changePassword(ctx, { userId: callerId(request), Password: request.body.Password }),
  });

  api.post('/api/Account/GenerateVerificationCodeForAccountDeletion', {
    config: { access: access.public },
    schema: { tags, body: emailOnlyRequest, response: { 200: messageReply } },
    handler: async (request) => {
      await requestAccountDeletion(db, { ...request.body, ip: request.ip });
      ctx.wakeOutbox();
      return { Message: accountTexts.deletionCodeSent };
    },
  });

  api.post('/api/Account/DeleteMyAccount', {
    config: { access: access.public },
    schema: { tags, body: deleteMyAccountRequest, response: { 200: messageReply } },
    handler: (request) => deleteMyAccount(db, request.body),
  });
}
