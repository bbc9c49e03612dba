import { access, defineArea, reply } from '../call.ts';
import { sendContactMessageRequest } from '../contact.ts';
import {
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
  GetEmails: { method: 'GET', access: view, query: getMessagesQuery, reply: reply.list(emailRow) },
  GetSMSs: { method: 'GET', access: view, query: getMessagesQuery, reply: reply.list(smsRow) },
  GetEmail: { method: 'GET', access: view, query: messageIdQuery, reply: reply.json(emailDetail) },
  GetSMS: { method: 'GET', access: view, query: messageIdQuery, reply: reply.json(smsDetail) },
  GetFailureReasonForEmail: { method: 'GET', access: view, query: messageIdQuery, reply: reply.text },
  GetFailureReasonForSMS: { method: 'GET', access: view, query: messageIdQuery, reply: reply.text },
  GetMessageStatus: { method: 'GET', access: view, reply: reply.list(messageStatusOption) },
  ResendEmail: { method: 'POST', access: edit, body: messageIdRequest, reply: reply.json(messageReply) },
  ResendSMS: { method: 'POST', access: edit, body: messageIdRequest, reply: reply.json(messageReply) },
  ResendAllFailedEmail: {
    method: 'POST',
    access: edit,
    body: resendAllFailedRequest,
    reply: reply.json(messageReply),
  },
  ResendAllFailedSMS: {
    method: 'POST',
    access: edit,
    body: resendAllFailedRequest,
    reply: reply.json(messageReply),
  },
  // issue 20 §3: the public contact form, e-mailed to support (at most 5 an hour per client address).
  SendContactMessage: {
    method: 'POST',
    access: access.public,
    body: sendContactMessageRequest,
    reply: reply.json(messageReply),
  },
});
