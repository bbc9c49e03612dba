import { DeliveryError, type DeliveryFailureKind, type MessageSender } from './message-sender.ts';
import {
  answerText,
  inBrief,
  internationalNumber,
  kindOfStatus,
  parsedJson,
  requestSmsProvider,
} from './sms-provider-request.ts';

/** Where Africa's Talking answers: its sandbox for the username "sandbox", else its live API. */
export const africasTalkingBaseUrl = (username: string) =>
  username === 'sandbox' ? 'https://api.sandbox.africastalking.com' : 'https://api.africastalking.com';

/** 100 Processed, 101 Sent, 102 Queued: the recipient's message was taken. */
const TAKEN = new Set([100, 101, 102]);
/**
 * The refusals that may pass: a balance topped up (405), a route found again (407), the provider's own
 * errors (500, 501). The others (401 RiskHold, 402 InvalidSenderId, 403 InvalidPhoneNumber, 404
 * UnsupportedNumberType, 406 UserInBlacklist, 409 DoNotDisturbRejection, 502 RejectedByGateway) will be
 * the same next time.
 */
const TRANSIENT = new Set([405, 407, 500, 501]);

type Recipient = { statusCode?: unknown; status?: unknown; number?: unknown; messageId?: unknown };
type Reply = { SMSMessageData?: { Message?: unknown; Recipients?: Recipient[] } };

/**
 * Africa's Talking's bulk SMS API (SMS_PROVIDER=africastalking): POST {base}/version1/messaging, a form
 * with `username`, `to`, `message` and `from` (the sender ID, left out when SMS_SENDER_ID is empty: the
 * account's default), the key in the `apiKey` header, JSON asked for. Not the official `africastalking`
 * SDK: its hosts are fixed in its code (lib/common.js), so it cannot be pointed at a local fake.
 *
 * The answer is read per recipient (`SMSMessageData.Recipients[].statusCode`): 100, 101 or 102 took the
 * message (its `messageId` is what the delivery reports name); any other code is a failure with its
 * status (InvalidPhoneNumber, UserInBlacklist, …), transient or permanent as the code is; no recipient
 * at all is a refusal of the request (its `Message`, e.g. InvalidSenderId). An HTTP refusal is read as
 * for the other providers (4xx but 429 permanent).
 */
export function createAfricasTalkingSmsSender(options: {
  baseUrl: string;
  username: string;
  apiKey: string;
  senderId: string;
  fetch?: typeof fetch;
}): MessageSender {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/version1/messaging`;
  return async (message) => {
    const to = internationalNumber(message.recipient);
    const form = new URLSearchParams({ username: options.username, to, message: message.body });
    if (options.senderId) form.set('from', options.senderId);
    const response = await requestSmsProvider("Africa's Talking", url, {
      fetch: options.fetch,
      method: 'POST',
      headers: {
        apiKey: options.apiKey,
        accept: 'application/json',
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: form.toString(),
    });
    const text = await answerText(response);
    if (!response.ok)
      throw new DeliveryError(
        kindOfStatus(response.status),
        `Africa's Talking answered ${response.status}: ${inBrief(text) || 'no reason given'}`,
      );
    const data = (parsedJson(text) as Reply | undefined)?.SMSMessageData;
    const recipient = data?.Recipients?.find((entry) => entry.number === to) ?? data?.Recipients?.[0];
    if (!recipient) {
      const reason =
        typeof data?.Message === 'string' && data.Message
          ? inBrief(data.Message)
          : inBrief(text) || 'no answer';
      throw new DeliveryError('permanent', `Africa's Talking did not take the message: ${reason}`);
    }
    const code = Number(recipient.statusCode);
    if (TAKEN.has(code) && typeof recipient.messageId === 'string')
      return { provider: 'africastalking', providerMessageId: recipient.messageId };
    const kind: DeliveryFailureKind = TRANSIENT.has(code) ? 'transient' : 'permanent';
    throw new DeliveryError(
      kind,
      `Africa's Talking refused ${to}: ${String(recipient.status ?? 'no status')} (${Number.isNaN(code) ? '?' : code})`,
    );
  };
}
