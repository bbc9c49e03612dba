import * as calls from '@wayfare/contracts/calls';
import type { BulkOptions } from '../../../components/bulk/index.ts';
import { type MessageKind, messageKinds } from '../message-kinds.ts';

const bulkResend = { email: calls.Message.BulkResendEmail, sms: calls.Message.BulkResendSMS } as const;
const plurals: Record<MessageKind, string> = { email: 'e-mails', sms: 'SMS' };

/** Issue 32: Resend on many e-mails or SMS at once; each is named by its recipients, as Resend asks. */
export const messageBulkActions = (kind: MessageKind): BulkOptions => ({
  item: messageKinds[kind].item,
  items: plurals[kind],
  nameOf: messageKinds[kind].recipients as (row: never) => string,
  actions: [{ call: bulkResend[kind], label: 'Resend' }],
});
