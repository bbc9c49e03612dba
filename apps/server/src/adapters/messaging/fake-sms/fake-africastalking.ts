import {
  type FakeSmsAnswer,
  type FakeSmsProvider,
  fakeMessageId,
  jsonAnswer,
  textAnswer,
} from './fake-sms-http.ts';

/** A message the fake Africa's Talking took. */
export type FakeAfricasTalkingMessage = {
  messageId: string;
  to: string;
  from: string | undefined;
  message: string;
};

/** A recipient's result as Africa's Talking lists it in `SMSMessageData.Recipients`. */
type Recipient = { statusCode: number; number: string; status: string; cost: string; messageId: string };

const refused = (number: string, statusCode: number, status: string): Recipient => ({
  statusCode,
  number,
  status,
  cost: '0',
  messageId: 'None',
});

/**
 * Africa's Talking's bulk SMS API as documented (POST /version1/messaging, form-encoded `username`,
 * `to` (comma-separated), `message`, optional `from`; the key in the `apiKey` header), as strict as the
 * real one: no or a wrong key, or another account's username, 401 in plain text; a missing form field
 * 400; a body that is not a form 415; an answer in XML unless JSON is accepted. Each number gets its
 * own result: 101 Success with an `ATXid_` id, or a refusal (403 InvalidPhoneNumber for a number not in
 * international form, 406 UserInBlacklist, 405 InsufficientBalance once the balance is spent); an
 * unregistered sender ID refuses the whole request with no recipient (InvalidSenderId).
 * `deliveryReport` writes the form Africa's Talking posts to the delivery-report callback.
 */
export function createFakeAfricasTalking(options: {
  username: string;
  apiKey: string;
  /** The sender IDs registered on the account; unset, any is taken. */
  senderIds?: readonly string[];
  balance?: number;
}) {
  const sent: FakeAfricasTalkingMessage[] = [];
  const blacklisted = new Set<string>();
  let balance = options.balance ?? 1000;

  const resultOf = (number: string, form: URLSearchParams): Recipient => {
    if (!/^\+[1-9]\d{9,14}$/.test(number)) return refused(number, 403, 'InvalidPhoneNumber');
    if (blacklisted.has(number)) return refused(number, 406, 'UserInBlacklist');
    if (balance <= 0) return refused(number, 405, 'InsufficientBalance');
    balance -= 1;
    const messageId = fakeMessageId('ATXid_');
    sent.push({ messageId, to: number, from: form.get('from') ?? undefined, message: form.get('message')! });
    return { statusCode: 101, number, status: 'Success', cost: 'NGN 2.2000', messageId };
  };

  const answer = (request: { headers: Record<string, string | undefined> }, data: unknown): FakeSmsAnswer =>
    request.headers.accept?.includes('application/json')
      ? jsonAnswer(201, data)
      : { status: 201, contentType: 'application/xml', body: '<AfricasTalkingResponse/>' };

  const handle: FakeSmsProvider = (request) => {
    if (request.method !== 'POST' || request.path !== '/version1/messaging')
      return textAnswer(404, 'Not Found');
    const key = request.headers.apikey;
    if (!key || key !== options.apiKey) return textAnswer(401, 'The supplied authentication is invalid');
    if (!request.headers['content-type']?.startsWith('application/x-www-form-urlencoded'))
      return textAnswer(415, 'Unsupported Media Type');
    const form = new URLSearchParams(request.body);
    for (const field of ['username', 'to', 'message'])
      if (!form.get(field)) return textAnswer(400, `Request is missing required form field '${field}'`);
    if (form.get('username') !== options.username)
      return textAnswer(401, 'The supplied authentication is invalid');
    const from = form.get('from');
    if (from && options.senderIds && !options.senderIds.includes(from))
      return answer(request, { SMSMessageData: { Message: 'InvalidSenderId', Recipients: [] } });
    const recipients = form
      .get('to')!
      .split(',')
      .map((number) => resultOf(number.trim(), form));
    const taken = recipients.filter((recipient) => recipient.statusCode === 101).length;
    return answer(request, {
      SMSMessageData: {
        Message: `Sent to ${taken}/${recipients.length} Total Cost: NGN ${(taken * 2.2).toFixed(4)}`,
        Recipients: recipients,
      },
    });
  };

  return {
    handle,
    sent,
    /** The number's owner asked not to receive messages from this sender. */
    blacklist: (number: string) => blacklisted.add(number),
    setBalance: (units: number) => {
      balance = units;
    },
    /** The form Africa's Talking posts to the delivery-report callback for a message it took. */
    deliveryReport: (messageId: string, status = 'Success', failureReason?: string) => {
      const message = sent.find((taken) => taken.messageId === messageId);
      return new URLSearchParams({
        id: messageId,
        status,
        phoneNumber: message?.to ?? '',
        networkCode: '62130',
        retryCount: '0',
        ...(failureReason ? { failureReason } : {}),
      }).toString();
    },
  };
}

export type FakeAfricasTalking = ReturnType<typeof createFakeAfricasTalking>;
