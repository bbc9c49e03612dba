import type { AppContext } from '../../app-context.ts';
import type { ModuleParts } from '../../http/register-calls.ts';
import { ratingHandlers } from './ratings.handlers.ts';

/** Issue 17 §3: the Rating calls. */
export const ratingsModule = ({ db }: AppContext): ModuleParts => ({ handlers: [ratingHandlers(db)] });
