import type { AppContext } from '../../app-context.ts';
import type { ModuleParts } from '../../http/register-calls.ts';
import { messageTemplateHandlers } from './message-templates.handlers.ts';

/** Issue 15 §3: the wording of every message the product sends. */
export const messageTemplatesModule = ({ db }: AppContext): ModuleParts => ({
  handlers: [messageTemplateHandlers(db)],
});
