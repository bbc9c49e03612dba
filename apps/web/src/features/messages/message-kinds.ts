import type { EmailRow, SmsRow } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';

const { Message } = calls;

/** spec 001 §2: /admin/emails and /admin/sms are one screen, fed with the calls of their kind. */
export const messageKinds = {
  email: {
    list: Message.GetEmails,
    one: Message.GetEmail,
    reason: Message.GetFailureReasonForEmail,
    resend: Message.ResendEmail,
    resendAllFailed: Message.ResendAllFailedEmail,
    /** The listing's name, and the plural in the Resend All Failed prompt. */
    plural: 'E-mails',
    item: 'e-mail',
    textTitle: 'Subject',
    recipients: (row: MessageRow) => (row as EmailRow).Emailaddresses,
    text: (row: MessageRow) => (row as EmailRow).Subject,
  },
  sms: {
    list: Message.GetSMSs,
    one: Message.GetSMS,
    reason: Message.GetFailureReasonForSMS,
    resend: Message.ResendSMS,
    resendAllFailed: Message.ResendAllFailedSMS,
    plural: 'SMS',
    item: 'SMS',
    textTitle: 'Message',
    recipients: (row: MessageRow) => (row as SmsRow).MobileNumbers,
    text: (row: MessageRow) => (row as SmsRow).Message,
  },
} as const;

export type MessageKind = keyof typeof messageKinds;
/** One row of either list: what the columns read. */
export type MessageRow = EmailRow | SmsRow;
