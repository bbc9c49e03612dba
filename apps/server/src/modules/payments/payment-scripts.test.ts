import { afterEach, describe, expect, it } from 'vitest';
import type { Config } from '../../config.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * issue 19 §2: the card providers' inline scripts, told to the web app with the site's settings, and
 * the Content-Security-Policy allowing exactly their hosts. Each test builds an app of its own settings
 * (a migrated database each): hence their longer timeouts.
 */

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function siteWith(overrides: Partial<Config>) {
  t = await createTestApp({ OUTBOX_POLL_MS: 60_000, ...overrides });
  const settings = (await t.app.inject({ url: '/api/Settings/GetSiteSettings' })).json();
  const page = await t.app.inject({ url: '/robots.txt' });
  const policy = String(page.headers['content-security-policy'])
    .split(';')
    .map((directive) => directive.trim());
  const directive = (name: string) => policy.find((one) => one.startsWith(`${name} `));
  return { settings, scriptSrc: directive('script-src'), frameSrc: directive('frame-src') };
}

describe("the card providers' inline scripts", () => {
  it("are the fake gateway's, on the site itself, in test mode", async () => {
    const site = await siteWith({});
    expect(site.settings).toMatchObject({
      PaystackInlineScriptUrl: '/fake-gateway/paystack/inline.js',
      FlutterwaveInlineScriptUrl: '/fake-gateway/flutterwave/v3/inline.js',
    });
    expect(site.scriptSrc).toBe("script-src 'self'");
    expect(site.frameSrc).toContain("'self'");
  }, 60_000);

  it("are the providers' own once their keys are set, and only their hosts are allowed", async () => {
    const site = await siteWith({ PAYSTACK_SECRET_KEY: 'sk_live_x', FLUTTERWAVE_SECRET_KEY: 'FLWSECK-x' });
    expect(site.settings).toMatchObject({
      PaystackInlineScriptUrl: 'https://js.paystack.co/v1/inline.js',
      FlutterwaveInlineScriptUrl: 'https://checkout.flutterwave.com/v3.js',
    });
    expect(site.scriptSrc).toBe("script-src 'self' https://js.paystack.co https://checkout.flutterwave.com");
    expect(site.frameSrc).toContain('https://checkout.flutterwave.com');
    expect(site.frameSrc).not.toContain("'self'");
  }, 60_000);

  it('are the configured ones when set', async () => {
    const site = await siteWith({
      PAYSTACK_INLINE_SCRIPT_URL: 'https://cdn.example.ng/paystack/inline.js',
      FLUTTERWAVE_INLINE_SCRIPT_URL: 'https://cdn.example.ng/flutterwave/v3.js',
    });
    expect(site.settings).toMatchObject({
      PaystackInlineScriptUrl: 'https://cdn.example.ng/paystack/inline.js',
      FlutterwaveInlineScriptUrl: 'https://cdn.example.ng/flutterwave/v3.js',
    });
    expect(site.scriptSrc).toBe("script-src 'self' https://cdn.example.ng");
  }, 60_000);
});
