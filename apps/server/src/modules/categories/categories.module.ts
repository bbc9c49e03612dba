import type { AppContext } from '../../app-context.ts';
import type { ModuleParts } from '../../http/register-calls.ts';
import { categoryHandlers } from './categories.handlers.ts';

/** spec 001 §7 and issue 15 §4: the Category calls. */
export const categoriesModule = ({ db }: AppContext): ModuleParts => ({ handlers: [categoryHandlers(db)] });
