import { calls } from '@wayfare/contracts';
import type { AppContext } from '../../app-context.ts';
import { handlersFor, type ModuleParts } from '../../http/register-calls.ts';
import { listAdminActivities } from './activity.service.ts';

const activityHandlers = handlersFor(calls.Activity, (ctx: AppContext) => ({
  GetAdminActivities: ({ query }) => listAdminActivities({ db: ctx.db }, { query }),
}));

/** The admin activity log's call; entries are written by the services that change things. */
export const activityModule = (ctx: AppContext): ModuleParts => ({ handlers: [activityHandlers(ctx)] });
