import { twoFactorCalls } from '@wayfare/contracts';
import { type AppContext, callerOf } from '../../app-context.ts';
import { handlersFor } from '../../http/register-calls.ts';
import {
  confirmTwoFactorEnrolment,
  disableTwoFactor,
  getTwoFactorStatus,
  regenerateRecoveryCodes,
  startTwoFactorEnrolment,
} from './two-factor-enrolment.service.ts';
import { resetTwoFactor, updateTwoFactorPolicy } from './two-factor-policy.service.ts';

/** Issue 29 §3: an administrator's own second factor, the policy and the reset. */
export const twoFactorHandlers = handlersFor(twoFactorCalls, (ctx: AppContext) => ({
  GetTwoFactorStatus: ({ request }) => getTwoFactorStatus(ctx.db, { caller: callerOf(request) }),
  StartTwoFactorEnrolment: ({ request }) => startTwoFactorEnrolment(ctx, { caller: callerOf(request) }),
  ConfirmTwoFactorEnrolment: ({ body, request }) =>
    confirmTwoFactorEnrolment(ctx, { ...body, caller: callerOf(request) }),
  RegenerateRecoveryCodes: ({ body, request }) =>
    regenerateRecoveryCodes(ctx, { ...body, caller: callerOf(request) }),
  DisableTwoFactor: ({ body, request }) => disableTwoFactor(ctx, { ...body, caller: callerOf(request) }),
  UpdateTwoFactorPolicy: ({ body, request }) =>
    updateTwoFactorPolicy(ctx.db, { ...body, caller: callerOf(request) }),
  ResetTwoFactor: ({ body, request }) => resetTwoFactor(ctx.db, { ...body, caller: callerOf(request) }),
}));
