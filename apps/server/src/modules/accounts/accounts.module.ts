import { accountCalls, signInCalls } from '@wayfare/contracts';
import { type AppContext, callerId, siteUrlOf } from '../../app-context.ts';
import type { ModuleParts } from '../../http/register-calls.ts';
import { handlersFor } from '../../http/register-calls.ts';
import { deleteMyAccount, requestAccountDeletion } from './account-deletion.service.ts';
import { anonymiseDeletedAccountsJob } from './anonymise-deleted-accounts.job.ts';
import { authenticate } from './authenticate.service.ts';
import { changePassword, completePasswordReset, requestPasswordReset } from './password.service.ts';
import { register } from './register.service.ts';
import { twoFactorHandlers } from './two-factor.handlers.ts';
import { verifyTwoFactor } from './two-factor-sign-in.service.ts';
import { userAccountHandlers } from './user-accounts.handlers.ts';

/** spec 000 §7 and 001 §7: the Account calls of the public site and the account pages. */
export const accountHandlers = handlersFor({ ...signInCalls, ...accountCalls }, (ctx: AppContext) => ({
  Authenticate: ({ body, request }) => authenticate(ctx, { ...body, ip: request.ip }),
  VerifyTwoFactor: ({ body }) => verifyTwoFactor(ctx, body),
  Register: ({ body, request }) =>
    register(ctx.db, { ...body, ip: request.ip, siteUrl: siteUrlOf(request, ctx.config) }),
  ResetPassword: ({ body, request }) =>
    requestPasswordReset(ctx.db, { ...body, ip: request.ip, siteUrl: siteUrlOf(request, ctx.config) }),
  CompletePasswordReset: ({ body }) => completePasswordReset(ctx.db, body),
  ChangePassword: ({ body, request }) =>
    changePassword(ctx, { userId: callerId(request), Password: body.Password }),
  GenerateVerificationCodeForAccountDeletion: ({ body, request }) =>
    requestAccountDeletion(ctx.db, { ...body, ip: request.ip }),
  DeleteMyAccount: ({ body }) => deleteMyAccount(ctx.db, body),
}));

export const accountsModule = (ctx: AppContext): ModuleParts => {
  ctx.jobs.registerJob('anonymise-deleted-accounts', anonymiseDeletedAccountsJob);
  return { handlers: [accountHandlers(ctx), userAccountHandlers(ctx), twoFactorHandlers(ctx)] };
};
