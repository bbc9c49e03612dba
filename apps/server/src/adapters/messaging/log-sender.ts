import type { FastifyBaseLogger } from 'fastify';
import type { MessageSender } from './message-sender.ts';

/**
 * The embedded default, with no mail or SMS provider configured: the message is written to the
 * console (and stays recorded in the outbox), so a person running locally can read their code.
 */
export const createLogSender =
  (log: Pick<FastifyBaseLogger, 'info'>): MessageSender =>
  async (message) => {
    log.info(
      {
        outbox: { id: message.id, channel: message.channel, to: message.recipient, subject: message.subject },
      },
      `${message.channel} to ${message.recipient}${message.subject ? ` (${message.subject})` : ''}:\n${message.body}`,
    );
  };
