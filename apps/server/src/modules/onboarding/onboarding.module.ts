import { calls } from '@wayfare/contracts';
import type { AppContext } from '../../app-context.ts';
import { callerOf } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { handlersFor, type ModuleParts } from '../../http/register-calls.ts';
import { reviewQueue } from './review-queue.service.ts';

/** Issue 32: the onboarding queue; its actions are the cars' and the accounts' own calls. */
export const onboardingHandlers = handlersFor(calls.Onboarding, (db: Db) => ({
  GetReviewQueue: ({ query, request }) =>
    reviewQueue(db, { ...query, caller: callerOf(request), now: new Date() }),
}));

export const onboardingModule = ({ db }: AppContext): ModuleParts => ({ handlers: [onboardingHandlers(db)] });
