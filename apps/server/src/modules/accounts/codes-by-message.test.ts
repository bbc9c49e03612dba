import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeIn, createTestApp, createUser, type TestApp, waitForMessage } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  // Far longer than the test: only the wake that queuing a message gives can send it.
  t = await createTestApp({ OUTBOX_POLL_MS: 10 * 60 * 1000 });
});
afterAll(() => t.close());

describe('a code sent by e-mail', () => {
  it('goes out as soon as it is queued, without waiting for the outbox to poll', async () => {
    const user = await createUser(t.db);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/Account/ResetPassword',
      payload: { EmailAddress: user.email },
    });
    expect(response.statusCode, response.body).toBe(200);
    const message = await waitForMessage(t.sent, (sent) => sent.recipient === user.email, 3000);
    expect(codeIn(message.body)).toMatch(/^\d{6}$/);
  });
});
