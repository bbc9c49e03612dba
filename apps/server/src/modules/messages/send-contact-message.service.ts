import { CONTACT_MESSAGES_PER_HOUR, contactTexts, type MessageReply } from '@wayfare/contracts';
import type { Db } from '../../db/database.ts';
import { tooManyRequests } from '../../errors.ts';
import { renderHtml, renderPlain } from '../message-templates/index.ts';
import { enqueueMessage } from '../outbox/index.ts';
import { countEvent, type Limit, secondsUntilAllowed } from '../rate-limit/index.ts';

export type ContactMessage = {
  Name: string;
  EmailAddress: string;
  PhoneNumber: string;
  Message: string;
  /** The hidden honeypot: only a form-filling robot fills it. */
  Website?: string | null | undefined;
};

// issue 20 §3: at most 5 an hour from one client address.
export const contactMessagesPerAddress: Limit = { max: CONTACT_MESSAGES_PER_HOUR, windowSeconds: 60 * 60 };

const SUBJECT = 'Contact form: a message from {{Name}}';
// Values are HTML-escaped by the rendering: a sender cannot add markup to support's e-mail.
const TEMPLATE =
  '<p>A message from the contact form of the website.</p>' +
  '<p>Name: {{Name}}<br>E-mail: {{EmailAddress}}<br>Phone: {{PhoneNumber}}</p>' +
  '<p>{{{MessageHtml}}}</p>';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

/**
 * Message/SendContactMessage: e-mails the message to support through the outbox. A filled honeypot
 * is answered alike and sends nothing; a sixth message within the hour from one address is refused.
 */
export async function sendContactMessage(
  db: Db,
  input: ContactMessage & { ip: string; supportEmail: string },
): Promise<MessageReply> {
  const limitKey = `contact-address:${input.ip}`;
  const wait = await secondsUntilAllowed(db, { key: limitKey, limit: contactMessagesPerAddress });
  if (wait > 0) throw tooManyRequests(contactTexts.tooMany, wait);
  await countEvent(db, { key: limitKey, limit: contactMessagesPerAddress });
  if (input.Website) return { Message: contactTexts.sent };
  const values = {
    Name: input.Name,
    EmailAddress: input.EmailAddress,
    PhoneNumber: input.PhoneNumber,
    // Its lines kept: each escaped, then joined with line breaks.
    MessageHtml: input.Message.split(/\r?\n/).map(escapeHtml).join('<br>'),
  };
  const html = renderHtml(TEMPLATE, values);
  await db.transaction((tx) =>
    enqueueMessage(tx, {
      channel: 'Email',
      recipient: input.supportEmail,
      subject: renderPlain(SUBJECT, values).replace(/[\r\n]+/g, ' '),
      body: `${[
        'A message from the contact form of the website.',
        `Name: ${input.Name}`,
        `E-mail: ${input.EmailAddress}`,
        `Phone: ${input.PhoneNumber}`,
        '',
        input.Message,
      ].join('\n')}`,
      html,
      typeName: 'Contact Message',
    }),
  );
  return { Message: contactTexts.sent };
}
