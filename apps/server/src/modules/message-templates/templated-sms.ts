import type { Db } from '../../db/database.ts';
import { enqueueMessages, type OutgoingMessage } from '../outbox/index.ts';
import { type MessageTemplateTypeName, templateTypeNamed, type ValuesOf } from './message-template-types.ts';
import { renderPlain } from './render-template.ts';
import { currentWording, plainEmailOf } from './templated-email.ts';

/**
 * Queues a type's e-mail and, when the type has one (HasSMS) and its wording is not empty, its SMS,
 * worded by its template as it is now, in one INSERT in the caller's transaction (a completion's: the
 * wording is read once for both). No secrets: these carry no code to mask. A missing address or
 * number sends nothing on that channel.
 */
export async function queueTemplatedEmailAndSms<N extends MessageTemplateTypeName>(
  tx: Db,
  input: { type: N; email: string | null; phoneNumber: string | null; values: ValuesOf<N> },
) {
  const type = templateTypeNamed(input.type);
  const wording = await currentWording(tx, type.EmailType);
  const values = input.values as Record<string, string>;
  const messages: OutgoingMessage[] = [];
  if (input.email)
    messages.push(plainEmailOf(wording, { recipient: input.email, values, typeName: type.Name }));
  const sms = type.HasSMS ? renderPlain(wording.SMSMessage, values) : '';
  if (input.phoneNumber && sms.trim())
    messages.push({ channel: 'SMS', recipient: input.phoneNumber, body: sms, typeName: type.Name });
  await enqueueMessages(tx, messages);
}
