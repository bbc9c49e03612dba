import {
  FAKE_FLUTTERWAVE_INLINE_SCRIPT_PATH,
  FAKE_PAYSTACK_INLINE_SCRIPT_PATH,
  FLUTTERWAVE_INLINE_SCRIPT_URL,
  PAYSTACK_INLINE_SCRIPT_URL,
} from '@wayfare/contracts';
import type { Config } from '../../config.ts';

/** The card providers' inline scripts the invoice page loads (issue 19 §2), as the web app is told. */
export type PaymentScripts = { PaystackInlineScriptUrl: string; FlutterwaveInlineScriptUrl: string };

/**
 * Each provider's script: the configured address; unset, the provider's own when its secret key is set,
 * else (test mode: the embedded fake stands in for it) the fake gateway's, on the site's own origin.
 */
export const paymentScripts = (config: Config): PaymentScripts => ({
  PaystackInlineScriptUrl:
    config.PAYSTACK_INLINE_SCRIPT_URL ??
    (config.PAYSTACK_SECRET_KEY ? PAYSTACK_INLINE_SCRIPT_URL : FAKE_PAYSTACK_INLINE_SCRIPT_PATH),
  FlutterwaveInlineScriptUrl:
    config.FLUTTERWAVE_INLINE_SCRIPT_URL ??
    (config.FLUTTERWAVE_SECRET_KEY ? FLUTTERWAVE_INLINE_SCRIPT_URL : FAKE_FLUTTERWAVE_INLINE_SCRIPT_PATH),
});

/**
 * The Content-Security-Policy's sources for those scripts and the checkout they open: exactly the
 * scripts' origins ('self' for the fake's, served by the site itself).
 */
export function paymentScriptSources(config: Config): string[] {
  const sources = Object.values(paymentScripts(config)).map((url) =>
    url.startsWith('/') ? "'self'" : new URL(url).origin,
  );
  return [...new Set(sources)];
}
