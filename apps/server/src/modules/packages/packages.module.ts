import type { AppContext } from '../../app-context.ts';
import type { ModuleParts } from '../../http/register-calls.ts';
import { packageHandlers } from './packages.handlers.ts';

/** spec 001 §7 and issue 15 §6: the Package calls. */
export const packagesModule = ({ db, config }: AppContext): ModuleParts => ({
  handlers: [packageHandlers({ db, timeZone: config.TIME_ZONE })],
});
