import { type MessageStatusId, messageCalls, messageStatusNames } from '@wayfare/contracts';
import { callerId } from '../../app-context.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { handlersFor } from '../../http/register-calls.ts';
import { failureReason, findMessage } from './find-message.service.ts';
import { listMessages } from './list-messages.service.ts';
import { toEmailDetail, toEmailRow, toSmsDetail, toSmsRow } from './message-view.ts';
import { resendAllFailed, resendMessage } from './resend-message.service.ts';
import { sendContactMessage } from './send-contact-message.service.ts';

/** GetMessageStatus: Pending 1, Sent 2, Failed 3, the values of messageStatus and Status. */
const statusOptions = Object.entries(messageStatusNames).map(([id, name]) => ({
  Id: Number(id) as MessageStatusId,
  Name: name,
}));

/** The schema has made sure both bounds are there (else 'Date Range is required'). */
const range = (body: { From?: string | null | undefined; To?: string | null | undefined }) => ({
  From: body.From ?? '',
  To: body.To ?? '',
});

/** spec 001 §7 and issue 15 §2: the Message calls, what was sent by e-mail and SMS. */
export const messageHandlers = handlersFor(messageCalls, ({ db, config }: { db: Db; config: Config }) => ({
  GetEmails: async ({ query }) => {
    const page = await listMessages(db, 'Email', query);
    return { rows: page.rows.map(toEmailRow), total: page.total };
  },
  GetSMSs: async ({ query }) => {
    const page = await listMessages(db, 'SMS', query);
    return { rows: page.rows.map(toSmsRow), total: page.total };
  },
  GetEmail: async ({ query }) => toEmailDetail(await findMessage(db, 'Email', query.id)),
  GetSMS: async ({ query }) => toSmsDetail(await findMessage(db, 'SMS', query.id)),
  GetFailureReasonForEmail: ({ query }) => failureReason(db, 'Email', query.id),
  GetFailureReasonForSMS: ({ query }) => failureReason(db, 'SMS', query.id),
  GetMessageStatus: () => ({ rows: statusOptions, total: statusOptions.length }),
  ResendEmail: ({ body, request }) => resendMessage(db, 'Email', { ...body, by: callerId(request) }),
  ResendSMS: ({ body, request }) => resendMessage(db, 'SMS', { ...body, by: callerId(request) }),
  ResendAllFailedEmail: ({ body, request }) =>
    resendAllFailed(db, 'Email', { ...range(body), by: callerId(request) }),
  ResendAllFailedSMS: ({ body, request }) =>
    resendAllFailed(db, 'SMS', { ...range(body), by: callerId(request) }),
  SendContactMessage: ({ body, request }) =>
    sendContactMessage(db, { ...body, ip: request.ip, supportEmail: config.SUPPORT_EMAIL }),
}));
