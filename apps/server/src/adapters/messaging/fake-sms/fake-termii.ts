import { createHmac } from 'node:crypto';
import { type FakeSmsProvider, fakeMessageId, jsonAnswer } from './fake-sms-http.ts';

/** A message the fake Termii took, as it was sent. */
export type FakeTermiiMessage = { messageId: string; to: string; from: string; sms: string; channel: string };

const CHANNELS = new Set(['generic', 'dnd', 'whatsapp']);

/**
 * Termii's send API as its documentation gives it (POST {base}/api/sms/send, JSON `api_key`, `to`,
 * `from`, `sms`, `type: "plain"`, `channel`), as strict as the real one: no or a wrong key 401, a
 * missing field, a number not in international form (digits only, no +), a sender ID outside 3 to 11
 * characters or an unknown channel 422, each with Termii's `message`. A taken message answers
 * `message_id`, "Successfully Sent" and the balance. With the balance spent, the answer is a 2xx with no
 * message id (the reply a sender must read as a failure, not as sent). `deliveryReport` writes the
 * webhook body Termii posts later.
 */
export function createFakeTermii(options: { apiKey: string; balance?: number }) {
  const sent: FakeTermiiMessage[] = [];
  let balance = options.balance ?? 1000;

  const handle: FakeSmsProvider = (request) => {
    if (request.method !== 'POST' || request.path !== '/api/sms/send')
      return jsonAnswer(404, { message: 'Not found' });
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(request.body) as Record<string, unknown>;
    } catch {
      return jsonAnswer(400, { message: 'The request body is not JSON' });
    }
    if (!body || typeof body !== 'object')
      return jsonAnswer(400, { message: 'The request body is not JSON' });
    if (typeof body.api_key !== 'string' || body.api_key === '')
      return jsonAnswer(401, { message: 'api_key is required' });
    if (body.api_key !== options.apiKey) return jsonAnswer(401, { message: 'Invalid API key' });
    for (const field of ['to', 'from', 'sms', 'type', 'channel'])
      if (typeof body[field] !== 'string' || body[field] === '')
        return jsonAnswer(422, { message: `The ${field} field is required.` });
    const { to, from, sms, type, channel } = body as Record<
      'to' | 'from' | 'sms' | 'type' | 'channel',
      string
    >;
    if (!/^[1-9]\d{9,14}$/.test(to))
      return jsonAnswer(422, {
        message: 'Phone number must be in the international format (e.g. 2349012672711)',
      });
    if (from.length < 3 || from.length > 11)
      return jsonAnswer(422, { message: 'Sender ID must be between 3 and 11 characters' });
    if (type !== 'plain') return jsonAnswer(422, { message: 'The selected type is invalid.' });
    if (!CHANNELS.has(channel)) return jsonAnswer(422, { message: 'The selected channel is invalid.' });
    if (balance <= 0)
      return jsonAnswer(200, { message: 'Insufficient balance', balance: 0, user: 'Wayfare Test' });
    balance -= 1;
    const messageId = fakeMessageId();
    sent.push({ messageId, to, from, sms, channel });
    return jsonAnswer(200, {
      message_id: messageId,
      message: 'Successfully Sent',
      balance,
      user: 'Wayfare Test',
    });
  };

  return {
    handle,
    sent,
    setBalance: (units: number) => {
      balance = units;
    },
    /** The X-Termii-Signature Termii sends with an event: HMAC-SHA512 of its bytes with the secret key. */
    signatureOf: (body: string, secretKey: string) =>
      createHmac('sha512', secretKey).update(body).digest('hex'),
    /** The JSON Termii posts to the delivery-report webhook for a message it took. */
    deliveryReport: (messageId: string, status = 'DELIVERED') => {
      const message = sent.find((taken) => taken.messageId === messageId);
      return JSON.stringify({
        type: 'outbound',
        id: fakeMessageId(),
        message_id: messageId,
        receiver: message?.to ?? '',
        sender: message?.from ?? '',
        message: message?.sms ?? '',
        sent_at: new Date().toISOString().slice(0, 19).replace('T', ' '),
        cost: '4.0',
        status,
        channel: message?.channel ?? 'dnd',
      });
    },
  };
}

export type FakeTermii = ReturnType<typeof createFakeTermii>;
