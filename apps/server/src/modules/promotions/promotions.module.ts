import type { AppContext } from '../../app-context.ts';
import type { ModuleParts } from '../../http/register-calls.ts';
import { promoHandlers } from './promotions.handlers.ts';

/** Issue 30: the Promo calls. */
export const promotionsModule = ({ db }: AppContext): ModuleParts => ({ handlers: [promoHandlers(db)] });
