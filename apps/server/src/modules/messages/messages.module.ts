import type { AppContext } from '../../app-context.ts';
import type { ModuleParts } from '../../http/register-calls.ts';
import { messageHandlers } from './messages.handlers.ts';
import { smsDeliveryReportHandlers } from './sms-delivery-reports.handlers.ts';

/**
 * spec 001 §7 and issue 15 §2: the Message calls (the outbox module delivers; this one shows and resends),
 * the public contact form, and the SMS providers' delivery reports (issue 29 §2).
 */
export const messagesModule = ({ db, config }: AppContext): ModuleParts => ({
  handlers: [messageHandlers({ db, config }), smsDeliveryReportHandlers({ db, config })],
});
