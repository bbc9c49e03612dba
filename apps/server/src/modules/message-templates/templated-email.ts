import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { enqueueMessage, enqueueMessages, type OutgoingMessage } from '../outbox/index.ts';
import {
  type MessageTemplateTypeName,
  templateTypeNamed,
  templateTypeOf,
  type ValuesOf,
} from './message-template-types.ts';
import { messageTemplates } from './message-templates.table.ts';
import { plainTextOf, renderHtml, renderPlain } from './render-template.ts';

/** The wording a type uses now: its saved template, else its default. */
export async function currentWording(db: Db, emailType: number) {
  const [saved] = await db.select().from(messageTemplates).where(eq(messageTemplates.emailType, emailType));
  return saved
    ? { Subject: saved.subject, Template: saved.template, SMSMessage: saved.smsMessage }
    : templateTypeOf(emailType)!.defaults;
}

type Wording = Awaited<ReturnType<typeof currentWording>>;

/** An e-mail worded by the template with no secret in it (kept as sent). */
export function plainEmailOf(
  wording: Wording,
  input: { recipient: string; values: Record<string, string>; typeName: string },
): OutgoingMessage {
  const html = renderHtml(wording.Template, input.values);
  return {
    channel: 'Email',
    recipient: input.recipient,
    subject: renderPlain(wording.Subject, input.values),
    body: plainTextOf(html),
    html,
    typeName: input.typeName,
  };
}

/** How a one-time code is kept once its message is sent (the outbox's masking). */
export const MASKED_CODE = '••••••';

/**
 * Queues an e-mail of a type, worded by its template as it is now, in the caller's transaction.
 * `masked` gives what secret values (a one-time code, a link carrying it) are kept as once the
 * message is sent. The subject is kept as sent, so a secret there is masked from the start.
 */
export async function queueTemplatedEmail<N extends MessageTemplateTypeName>(
  tx: Db,
  input: {
    type: N;
    recipient: string;
    values: ValuesOf<N>;
    masked?: Partial<ValuesOf<N>>;
  },
) {
  const type = templateTypeNamed(input.type);
  const wording = await currentWording(tx, type.EmailType);
  const values = input.values as Record<string, string>;
  const masked = { ...values, ...(input.masked as Record<string, string> | undefined) };
  const html = renderHtml(wording.Template, values);
  const maskedHtml = renderHtml(wording.Template, masked);
  const hasMasked = input.masked !== undefined;
  await enqueueMessage(tx, {
    channel: 'Email',
    recipient: input.recipient,
    subject: renderPlain(wording.Subject, masked),
    body: plainTextOf(html),
    html,
    ...(hasMasked ? { bodyAfterSending: plainTextOf(maskedHtml), htmlAfterSending: maskedHtml } : {}),
    typeName: type.Name,
  });
}

/**
 * Queues many e-mails of one type (a daily job's), worded once by the template as it is now, in one
 * INSERT in the caller's transaction. No secrets: these carry no code to mask.
 */
export async function queueTemplatedEmails<N extends MessageTemplateTypeName>(
  tx: Db,
  type: N,
  emails: readonly { recipient: string; values: ValuesOf<N> }[],
) {
  if (emails.length === 0) return;
  const templateType = templateTypeNamed(type);
  const wording = await currentWording(tx, templateType.EmailType);
  await enqueueMessages(
    tx,
    emails.map((email) =>
      plainEmailOf(wording, {
        recipient: email.recipient,
        values: email.values as Record<string, string>,
        typeName: templateType.Name,
      }),
    ),
  );
}
