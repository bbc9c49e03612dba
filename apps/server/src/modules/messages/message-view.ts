import {
  type EmailDetail,
  type EmailRow,
  MessageStatus,
  type SmsDetail,
  type SmsRow,
} from '@wayfare/contracts';
import type { OutboxRow } from '../outbox/index.ts';

/**
 * What of a message may leave through the API. While a message carrying a one-time code waits (or has
 * failed), its body holds the code and the `…AfterSending` columns its masked form; once sent, the
 * body is the masked form. Every reply, and the keyword search, sees the masked form when there is one.
 */
export const shownText = (row: OutboxRow) => row.bodyAfterSending ?? row.body;
const shownHtml = (row: OutboxRow) => row.htmlAfterSending ?? row.html;

const MASK = '••••••';
const wordsOf = (text: string | null) => text?.match(/[\p{L}\p{N}]+/gu) ?? [];

/**
 * A failure reason as it may be shown. A mail server or SMS provider may quote the message it refused;
 * while the message still holds its code, the words of its body that its masked form lacks (the code,
 * a link's token) are masked in the reason too.
 */
export function shownReason(row: OutboxRow, reason: string): string {
  if (row.bodyAfterSending === null && row.htmlAfterSending === null) return reason;
  const kept = new Set([...wordsOf(row.bodyAfterSending), ...wordsOf(row.htmlAfterSending)]);
  const secrets = new Set([...wordsOf(row.body), ...wordsOf(row.html)].filter((word) => !kept.has(word)));
  return reason.replace(/[\p{L}\p{N}]+/gu, (word) => (secrets.has(word) ? MASK : word));
}

const statusFields = (row: OutboxRow) => ({
  Id: row.id,
  TypeName: row.typeName,
  Date: row.createdAt.toISOString(),
  StatusName: row.status,
  IsSent: row.status === 'Sent',
  IsPending: row.status === 'Pending',
  Status: MessageStatus[row.status],
});

/** spec 001 §3 Message, an e-mail, as GetEmails lists it. */
export const toEmailRow = (row: OutboxRow): EmailRow => ({
  ...statusFields(row),
  Emailaddresses: row.recipient,
  Subject: row.subject ?? '',
});

/** spec 001 §3 Message, an SMS, as GetSMSs lists it: its text masked. */
export const toSmsRow = (row: OutboxRow): SmsRow => ({
  ...statusFields(row),
  MobileNumbers: row.recipient,
  Message: shownText(row),
});

const sentDate = (row: OutboxRow) => row.sentAt?.toISOString() ?? null;

/** GetEmail: the row, its HTML (else its text) as kept, masked, and when it was sent. */
export const toEmailDetail = (row: OutboxRow): EmailDetail => ({
  ...toEmailRow(row),
  Message: shownHtml(row) ?? shownText(row),
  SentDate: sentDate(row),
});

/** GetSMS: the row, when it was sent, and when its provider reported it delivered (issue 29 §2). */
export const toSmsDetail = (row: OutboxRow): SmsDetail => ({
  ...toSmsRow(row),
  SentDate: sentDate(row),
  DeliveredDate: row.deliveredAt?.toISOString() ?? null,
});
