import { calls } from '@wayfare/contracts';
import type { AppContext } from '../../app-context.ts';
import { permittedEndpoints } from '../../auth/principal.ts';
import type { Config } from '../../config.ts';
import { unauthorized } from '../../errors.ts';
import { mapTileSettings } from '../../http/map-tile-source.ts';
import { handlersFor, type ModuleParts } from '../../http/register-calls.ts';
import { paymentScripts } from '../payments/index.ts';

export const settingsHandlers = handlersFor(calls.Settings, (config: Config) => ({
  // The guard has loaded the caller with their rights: no further query is needed.
  GetMyAdminEndPoints: ({ request }) => {
    if (!request.principal) throw unauthorized();
    return permittedEndpoints(request.principal);
  },
  // Settings, not made-up addresses: a link shows only once the store page exists.
  GetSiteSettings: () => ({
    AppStoreUrl: config.APP_STORE_URL ?? null,
    PlayStoreUrl: config.PLAY_STORE_URL ?? null,
    ...paymentScripts(config),
    ...mapTileSettings(config),
  }),
}));

export const settingsModule = (ctx: AppContext): ModuleParts => ({
  handlers: [settingsHandlers(ctx.config)],
});
