import nodemailer from 'nodemailer';
import type SMTPPool from 'nodemailer/lib/smtp-pool';
import { DeliveryError, type DeliveryFailureKind, type MessageSender } from './message-sender.ts';

/** Timeouts of the SMTP conversation: each well under the outbox's lease, so a claimed message is marked in time. */
const CONNECTION_TIMEOUT_MS = 10_000;
const GREETING_TIMEOUT_MS = 10_000;
const SOCKET_TIMEOUT_MS = 20_000;

type NodemailerError = Error & { code?: string; responseCode?: number; response?: string };

/** The domain of a From address (`Wayfare <no-reply@wayfare.ng>` → `wayfare.ng`), for Message-IDs. */
export function domainOf(from: string) {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  return address.slice(address.lastIndexOf('@') + 1).trim() || 'localhost';
}

/**
 * Whether an SMTP failure is worth another attempt. A 5xx reply is permanent (the server refuses the
 * message for good: no such mailbox, a policy), except 503 (bad command sequence: our side of the
 * conversation). A 4xx reply, a refused, reset, closed or silent connection, a timeout: transient.
 * An address nodemailer cannot use at all (no reply behind it) is permanent too.
 */
export function smtpFailureKind(error: NodemailerError): DeliveryFailureKind {
  if (typeof error.responseCode === 'number') {
    return error.responseCode >= 500 && error.responseCode !== 503 ? 'permanent' : 'transient';
  }
  if (error.code === 'EENVELOPE') return 'permanent';
  return 'transient';
}

/** The reason kept in the outbox: the server's reply when there is one ("550 5.1.1 Mailbox does not exist"). */
function reasonOf(error: NodemailerError) {
  const reason = error.response ?? error.message;
  return reason.replace(/\s+/g, ' ').trim().slice(0, 1000) || 'The mail server refused the message';
}

/**
 * Whether an SMTP address sends credentials over a connection that starts in clear (smtp:// without
 * `secure=true`): such a connection must be upgraded by STARTTLS before the password goes, or a
 * server (or anyone between) that does not offer it would be sent the password in clear.
 */
export function sendsCredentialsInClear(smtpUrl: string) {
  const url = new URL(smtpUrl);
  const implicitTls = url.protocol === 'smtps:' || url.searchParams.get('secure') === 'true';
  return !implicitTls && (url.username !== '' || url.password !== '');
}

/**
 * E-mail through SMTP (`SMTP_URL`, e.g. smtp://user:pass@host:587, smtps:// for TLS from the start;
 * nodemailer's URL parameters apply). With credentials over smtp://, STARTTLS is required: no
 * message goes, and no password, unless the connection is upgraded. Pooled connections, a few at a
 * time. The Message-ID is made from the outbox id, `<{id}@{domain of MAIL_FROM}>`, so every attempt
 * of one message carries the same one and a receiver can tell a repeat from a new message.
 */
export function createSmtpSender(smtpUrl: string, from: string): MessageSender & { close: () => void } {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    ...(sendsCredentialsInClear(smtpUrl) ? { requireTLS: true } : {}),
    pool: true,
    maxConnections: 5,
    connectionTimeout: CONNECTION_TIMEOUT_MS,
    greetingTimeout: GREETING_TIMEOUT_MS,
    socketTimeout: SOCKET_TIMEOUT_MS,
  } satisfies SMTPPool.Options);
  const domain = domainOf(from);
  const send: MessageSender = async (message) => {
    try {
      await transport.sendMail({
        from,
        to: message.recipient,
        subject: message.subject ?? '',
        messageId: `<${message.id}@${domain}>`,
        text: message.body,
        ...(message.html ? { html: message.html } : {}),
      });
    } catch (error) {
      const failure = error as NodemailerError;
      throw new DeliveryError(smtpFailureKind(failure), reasonOf(failure), { cause: error });
    }
  };
  return Object.assign(send, { close: () => transport.close() });
}
