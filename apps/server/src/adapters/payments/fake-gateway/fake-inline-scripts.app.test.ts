import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { FAKE_INLINE_PATH } from './fake-inline-scripts.ts';

// issue 19 §2: in test mode the app itself serves the stand-ins of the inline scripts, where
// GetSiteSettings says they are, and their checkouts.
describe('the fake inline scripts in test mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ OUTBOX_POLL_MS: 60_000 });
  }, 60_000);
  afterAll(async () => t.close());

  it('are served as scripts at the addresses the site settings give', async () => {
    const settings = (await t.app.inject({ url: '/api/Settings/GetSiteSettings' })).json() as Record<
      string,
      string
    >;
    for (const [url, global] of [
      [settings.PaystackInlineScriptUrl, 'window.PaystackPop'],
      [settings.FlutterwaveInlineScriptUrl, 'window.FlutterwaveCheckout'],
    ] as const) {
      const script = await t.app.inject({ url });
      expect(script.statusCode).toBe(200);
      expect(script.headers['content-type']).toContain('text/javascript');
      expect(script.body).toContain(global);
    }
  });

  it('refuse a checkout started with a key that is not the public one', async () => {
    const started = await t.app.inject({
      method: 'POST',
      url: `${FAKE_INLINE_PATH}/paystack/start`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        key: 'pk_test_not-ours',
        email: 'ada@example.com',
        amount: 10_000,
        ref: 'r-1',
      }),
    });
    expect(started.statusCode).toBe(401);
  });
});
