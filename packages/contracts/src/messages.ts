import { z } from 'zod';
import { dateBound, keywordQuery, pageQuery, sortQuery } from './paging.ts';

/** spec 001 §3 and issue 15 §2: a message's status, the values of messageStatus and Status. */
export const MessageStatus = { Pending: 1, Sent: 2, Failed: 3 } as const;
export type MessageStatusId = (typeof MessageStatus)[keyof typeof MessageStatus];
export const messageStatusNames: Record<MessageStatusId, string> = { 1: 'Pending', 2: 'Sent', 3: 'Failed' };

export const messageStatusOption = z.object({ Id: z.number().int(), Name: z.string() });

/** How often a screen looks again at a message it sent again, until it is no longer pending (spec 001 §4). */
export const MESSAGE_POLL_MS = 5_000;

const messageFields = {
  Id: z.string(),
  TypeName: z.string(),
  /** When the message was queued. */
  Date: z.string(),
  StatusName: z.string(),
  IsSent: z.boolean(),
  IsPending: z.boolean(),
  Status: z.number().int(),
};

/** spec 001 §3 Message, an e-mail: one row of GetEmails. */
export const emailRow = z.object({ ...messageFields, Emailaddresses: z.string(), Subject: z.string() });
export type EmailRow = z.infer<typeof emailRow>;
/** spec 001 §3 Message, an SMS: one row of GetSMSs; `Message` is its text (masked when it carries a code). */
export const smsRow = z.object({ ...messageFields, MobileNumbers: z.string(), Message: z.string() });
export type SmsRow = z.infer<typeof smsRow>;

/** GetEmail: the row plus the body as kept (masked when it carries a code) and when it was sent. */
export const emailDetail = emailRow.extend({ Message: z.string(), SentDate: z.string().nullable() });
export type EmailDetail = z.infer<typeof emailDetail>;
export const smsDetail = smsRow.extend({
  SentDate: z.string().nullable(),
  // issue 29 §2: when the provider reported it delivered to the phone; null until then, or without reports.
  DeliveredDate: z.string().nullable(),
});
export type SmsDetail = z.infer<typeof smsDetail>;

const statusMessage = 'messageStatus must be Pending (1), Sent (2) or Failed (3)';

/** GetEmails, GetSMSs: from/to are date-times on Date (when queued). */
/** What the e-mail and SMS lists sort by (issue 32). */
export const MESSAGE_SORTS = ['Date', 'Status'] as const;

export const getMessagesQuery = pageQuery
  .extend(keywordQuery.shape)
  .extend({
    messageStatus: z.coerce
      .number({ error: statusMessage })
      .pipe(z.union([z.literal(1), z.literal(2), z.literal(3)], { error: statusMessage }))
      .optional(),
    from: dateBound('from'),
    to: dateBound('to'),
    page: pageQuery.shape.page.pipe(z.number().max(1_000_000, 'page must be at most 1000000')),
  })
  .extend(sortQuery(MESSAGE_SORTS).shape);
export type GetMessagesQuery = z.input<typeof getMessagesQuery>;

const messageId = (label: string) =>
  z.uuid({
    error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be a message id`),
  });

export const messageIdQuery = z.object({ id: messageId('id') });
export const messageIdRequest = z.strictObject({ Id: messageId('Id') });
export type MessageIdRequest = z.input<typeof messageIdRequest>;

export const messageTexts = {
  dateRangeRequired: 'Date Range is required',
  fromAfterTo: 'From must not be after To',
  noFailure: 'No failure has been recorded for this message',
  carriedCode: 'This message carried a one-time code. Ask the person to request a new one',
  notResendable: (statusName: string) =>
    `This message is ${statusName}; only a sent or failed message can be resent`,
  noMessage: (id: string) => `There is no message with Id ${id}`,
  resent: 'The message will be sent again',
  resentAll: (count: number) => `${count} message(s) will be sent again`,
  // issue 29 §2: the SMS providers' delivery reports.
  reportsNotTaken: 'Delivery reports are not taken here: SMS_WEBHOOK_SECRET is not set',
  wrongReportSecret: 'The delivery report address has a missing or wrong Secret',
  badReportSignature: (provider: string) => `The delivery report does not carry ${provider}'s signature`,
  unreadableReport: (provider: string) => `This is not a delivery report as ${provider} sends one`,
};

/** What became of an SMS provider's delivery report. */
export const deliveryReportReply = z.object({
  Status: z
    .enum(['delivered', 'failed', 'already', 'unknown', 'ignored'])
    .describe(
      "delivered or failed: the message's status changed; already: it had been reported on (a replay); unknown: no message has that id; ignored: a report of no final state",
    ),
});

/** The secret of the delivery-report address (SMS_WEBHOOK_SECRET), as given to the provider. */
export const deliveryReportQuery = z.object({
  Secret: z
    .string()
    .max(200)
    .optional()
    .describe('SMS_WEBHOOK_SECRET, as written in the address given to the provider'),
});

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;
/** The last moment a `To` bound covers: a date-only `To` is the whole of that day, as the lists read it. */
const lastMomentOf = (to: string) =>
  DATE_ONLY.test(to) ? Date.parse(`${to}T00:00:00Z`) + DAY_MS - 1 : Date.parse(to);

/**
 * ResendAllFailedEmail, ResendAllFailedSMS: both bounds required (spec 001 §5, 'Date Range is required'),
 * From not after To.
 */
export const resendAllFailedRequest = z
  .strictObject({
    From: z.string({ error: 'From must be a date' }).trim().optional().nullable(),
    To: z.string({ error: 'To must be a date' }).trim().optional().nullable(),
  })
  .superRefine((value, context) => {
    if (!value.From || !value.To) {
      context.addIssue({
        code: 'custom',
        message: messageTexts.dateRangeRequired,
        path: [value.From ? 'To' : 'From'],
      });
      return;
    }
    const bounds = { From: dateBound('From').safeParse(value.From), To: dateBound('To').safeParse(value.To) };
    for (const [name, parsed] of Object.entries(bounds)) {
      if (!parsed.success)
        context.addIssue({ code: 'custom', message: `${name} must be a date`, path: [name] });
    }
    if (bounds.From.success && bounds.To.success && Date.parse(value.From) > lastMomentOf(value.To)) {
      context.addIssue({ code: 'custom', message: messageTexts.fromAfterTo, path: ['To'] });
    }
  });
export type ResendAllFailedRequest = z.input<typeof resendAllFailedRequest>;
