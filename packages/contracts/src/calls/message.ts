import { access, type CallSpec, defineArea, reply } from '../call.ts';
import { sendContactMessageRequest } from '../contact.ts';
import {
  deliveryReportQuery,
  deliveryReportReply,
  emailDetail,
  emailRow,
  getMessagesQuery,
  messageIdQuery,
  messageIdRequest,
  messageStatusOption,
  resendAllFailedRequest,
  smsDetail,
  smsRow,
} from '../messages.ts';
import { messageReply } from '../paging.ts';
import { Endpoint } from '../permissions.ts';

const view = access.admin(Endpoint.Message, 'view');
const edit = access.admin(Endpoint.Message, 'edit');

/** spec 001 §7 and issue 15 §2: what was sent by e-mail and SMS (endpoint Message 7). */
export const messageCalls = defineArea('Message', {
  GetEmails: {
    method: 'GET',
    access: view,
    query: getMessagesQuery,
    reply: reply.list(emailRow),
    summary: 'The e-mails, newest first; filters status, from, to and a keyword.',
  },
  GetSMSs: {
    method: 'GET',
    access: view,
    query: getMessagesQuery,
    reply: reply.list(smsRow),
    summary: 'The SMS messages, newest first; filters status, from, to and a keyword.',
  },
  GetEmail: {
    method: 'GET',
    access: view,
    query: messageIdQuery,
    reply: reply.json(emailDetail),
    summary: 'One e-mail with its recipients and body.',
    problems: [404],
  },
  GetSMS: {
    method: 'GET',
    access: view,
    query: messageIdQuery,
    reply: reply.json(smsDetail),
    summary: 'One SMS message with its recipients.',
    problems: [404],
  },
  GetFailureReasonForEmail: {
    method: 'GET',
    access: view,
    query: messageIdQuery,
    reply: reply.text,
    summary: 'Why an e-mail could not be sent, in words.',
    problems: [404],
  },
  GetFailureReasonForSMS: {
    method: 'GET',
    access: view,
    query: messageIdQuery,
    reply: reply.text,
    summary: 'Why an SMS could not be sent, in words.',
    problems: [404],
  },
  GetMessageStatus: {
    method: 'GET',
    access: view,
    reply: reply.list(messageStatusOption),
    summary: 'The message statuses (Id, Name), for the filter.',
  },
  ResendEmail: {
    method: 'POST',
    access: edit,
    body: messageIdRequest,
    reply: reply.json(messageReply),
    summary: 'Sends an e-mail again: it is Pending until it is sent or fails.',
    problems: [404, 409],
  },
  ResendSMS: {
    method: 'POST',
    access: edit,
    body: messageIdRequest,
    reply: reply.json(messageReply),
    summary: 'Sends an SMS again: it is Pending until it is sent or fails.',
    problems: [404, 409],
  },
  ResendAllFailedEmail: {
    method: 'POST',
    access: edit,
    body: resendAllFailedRequest,
    reply: reply.json(messageReply),
    summary: 'Sends again every failed e-mail between From and To.',
  },
  ResendAllFailedSMS: {
    method: 'POST',
    access: edit,
    body: resendAllFailedRequest,
    reply: reply.json(messageReply),
    summary: 'Sends again every failed SMS between From and To.',
  },
  // issue 20 §3: the public contact form, e-mailed to support (at most 5 an hour per client address).
  SendContactMessage: {
    method: 'POST',
    access: access.public,
    body: sendContactMessageRequest,
    reply: reply.json(messageReply),
    summary: "E-mails the public contact form's message to support (at most 5 an hour per address).",
    problems: [429],
  },
});

const deliveryReport = (provider: string, format: string) =>
  ({
    method: 'POST',
    access: access.public,
    query: deliveryReportQuery,
    rawBody: { description: `${provider}'s delivery report as it sent it (${format}).` },
    reply: reply.json(deliveryReportReply),
    // A provider sends a report again until it is answered 200; only the first of a message counts.
    idempotent: false,
    summary: `Where ${provider} posts its SMS delivery reports: a delivered message is marked so, a failed one fails with ${provider}'s reason. The address carries Secret=SMS_WEBHOOK_SECRET.`,
    // 400: not such a report; 401: no or a wrong Secret (or signature); 404: SMS_WEBHOOK_SECRET is not set.
    problems: [400, 401, 404],
  }) as const satisfies CallSpec;

/**
 * Issue 29 §2: where the SMS providers post their delivery reports, answered by the messages module.
 * Public: the address carries a secret (compared in constant time), as Africa's Talking signs nothing;
 * Termii's X-Termii-Signature is checked too when its secret key is set. A missing or wrong one is 401
 * with nothing written.
 * Read raw (Termii's JSON, Africa's Talking's form). Replays and reports of no final state answer 200.
 */
export const smsDeliveryReportCalls = defineArea('Message', {
  TermiiDeliveryReport: deliveryReport('Termii', 'JSON: message_id, status, …'),
  AfricasTalkingDeliveryReport: deliveryReport(
    "Africa's Talking",
    'a form: id, status, phoneNumber, failureReason, …',
  ),
});
