import { calls } from '@wayfare/contracts';
import type { AppContext } from '../../app-context.ts';
import { permittedEndpoints } from '../../auth/principal.ts';
import { unauthorized } from '../../errors.ts';
import { handlersFor, type ModuleParts } from '../../http/register-calls.ts';

export const settingsHandlers = handlersFor(calls.Settings, () => ({
  // The guard has loaded the caller with their rights: no further query is needed.
  GetMyAdminEndPoints: ({ request }) => {
    if (!request.principal) throw unauthorized();
    return permittedEndpoints(request.principal);
  },
}));

export const settingsModule = (_ctx: AppContext): ModuleParts => ({
  handlers: [settingsHandlers(undefined)],
});
