import type { AppContext } from '../../app-context.ts';
import type { ModuleParts } from '../../http/register-calls.ts';
import { cityHandlers } from './cities.handlers.ts';
import { countryHandlers } from './countries.handlers.ts';
import { stateHandlers } from './states.handlers.ts';

/** spec 001 §7: the Country, State and City calls. */
export const locationsModule = ({ db }: AppContext): ModuleParts => ({
  handlers: [countryHandlers(db), stateHandlers(db), cityHandlers(db)],
});
