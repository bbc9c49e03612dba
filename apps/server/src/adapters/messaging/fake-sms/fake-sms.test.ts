import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeAfricasTalking, startFakeTermii } from './start-fake-sms.ts';

/**
 * Issue 29 §2: the fakes refuse what the providers refuse, so an adapter that sends a wrong request
 * fails against them as it would against the real API (requests written by hand, over real HTTP).
 */

let termii: Awaited<ReturnType<typeof startFakeTermii>>;
let at: Awaited<ReturnType<typeof startFakeAfricasTalking>>;
beforeAll(async () => {
  termii = await startFakeTermii({ apiKey: 'termii-key' });
  at = await startFakeAfricasTalking({ username: 'wayfare', apiKey: 'at-key' });
});
afterAll(() => Promise.all([termii?.close(), at?.close()]));

const termiiSend = async (body: Record<string, unknown>) => {
  const response = await fetch(`${termii.baseUrl}/api/sms/send`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};
const complete = {
  api_key: 'termii-key',
  to: '2348031234567',
  from: 'Wayfare',
  sms: 'Hi',
  type: 'plain',
  channel: 'dnd',
};

describe('the fake Termii', () => {
  it('takes a complete request and answers its message id, message and balance', async () => {
    const { status, body } = await termiiSend(complete);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      message_id: expect.any(String),
      message: 'Successfully Sent',
      balance: expect.any(Number),
    });
  });

  it('refuses no key or a wrong one (401), and each missing field, a "+" number, a bad type or channel (422)', async () => {
    const { api_key: _, ...withoutKey } = complete;
    expect(await termiiSend(withoutKey)).toEqual({ status: 401, body: { message: 'api_key is required' } });
    expect(await termiiSend({ ...complete, api_key: 'other' })).toEqual({
      status: 401,
      body: { message: 'Invalid API key' },
    });
    for (const field of ['to', 'from', 'sms', 'type', 'channel']) {
      const { [field]: __, ...without } = complete as Record<string, string>;
      expect(await termiiSend(without)).toEqual({
        status: 422,
        body: { message: `The ${field} field is required.` },
      });
    }
    expect((await termiiSend({ ...complete, to: '+2348031234567' })).status).toBe(422);
    expect((await termiiSend({ ...complete, to: '08031234567' })).status).toBe(422);
    expect((await termiiSend({ ...complete, type: 'unicode' })).status).toBe(422);
    expect((await termiiSend({ ...complete, channel: 'sms' })).status).toBe(422);
  });
});

const atSend = (form: Record<string, string>, headers: Record<string, string> = {}) =>
  fetch(`${at.baseUrl}/version1/messaging`, {
    method: 'POST',
    headers: {
      apiKey: 'at-key',
      accept: 'application/json',
      'content-type': 'application/x-www-form-urlencoded',
      ...headers,
    },
    body: new URLSearchParams(form).toString(),
  });
const atForm = { username: 'wayfare', to: '+2348031234567', message: 'Hi' };

describe("the fake Africa's Talking", () => {
  it('answers each recipient apart: the good number taken, the bad one refused, in one 201', async () => {
    const response = await atSend({ ...atForm, to: '+2348031234567,2348031234568' });
    expect(response.status).toBe(201);
    expect(
      ((await response.json()) as { SMSMessageData: { Recipients: unknown[] } }).SMSMessageData.Recipients,
    ).toEqual([
      expect.objectContaining({ number: '+2348031234567', statusCode: 101, status: 'Success' }),
      expect.objectContaining({ number: '2348031234568', statusCode: 403, status: 'InvalidPhoneNumber' }),
    ]);
  });

  it('refuses no key (401), a missing field (400), JSON instead of a form (415), and answers XML unless JSON is asked', async () => {
    const noKey = await fetch(`${at.baseUrl}/version1/messaging`, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(atForm).toString(),
    });
    expect([noKey.status, await noKey.text()]).toEqual([401, 'The supplied authentication is invalid']);
    for (const field of ['username', 'to', 'message']) {
      const { [field]: _, ...without } = atForm as Record<string, string>;
      const response = await atSend(without);
      expect([response.status, await response.text()]).toEqual([
        400,
        `Request is missing required form field '${field}'`,
      ]);
    }
    expect((await atSend(atForm, { 'content-type': 'application/json' })).status).toBe(415);
    const xml = await atSend(atForm, { accept: '*/*' });
    expect(xml.headers.get('content-type')).toBe('application/xml');
  });
});
