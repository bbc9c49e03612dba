import type { Db } from '../../db/database.ts';
import { enqueueMessage } from '../outbox/index.ts';
import { type MessageTemplateTypeName, templateTypeNamed, type ValuesOf } from './message-template-types.ts';
import { renderPlain } from './render-template.ts';
import { currentWording } from './templated-email.ts';

/**
 * Queues the SMS of a type that has one (HasSMS), worded by its template's SMSMessage as it is now, in
 * the caller's transaction. A type without an SMS, or an empty wording, sends none.
 */
export async function queueTemplatedSms<N extends MessageTemplateTypeName>(
  tx: Db,
  input: { type: N; phoneNumber: string; values: ValuesOf<N> },
) {
  const type = templateTypeNamed(input.type);
  if (!type.HasSMS) return;
  const wording = await currentWording(tx, type.EmailType);
  const body = renderPlain(wording.SMSMessage, input.values as Record<string, string>);
  if (!body.trim()) return;
  await enqueueMessage(tx, { channel: 'SMS', recipient: input.phoneNumber, body, typeName: type.Name });
}
