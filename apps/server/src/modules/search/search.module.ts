import type { AppContext } from '../../app-context.ts';
import type { ModuleParts } from '../../http/register-calls.ts';
import { searchHandlers } from './search.handlers.ts';

/** Issue 32: the Search call, which asks the other modules through their index. */
export const searchModule = ({ db }: AppContext): ModuleParts => ({ handlers: [searchHandlers(db)] });
