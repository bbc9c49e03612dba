/** The providers' reply envelopes, as each fake answers (the adapters unwrap them: provider-client.ts). */

/** Paystack's: `{status: true | false, message, data}`, without `data` when there is none. */
export const paystackEnvelope = (status: boolean, message: string, data?: unknown) =>
  data === undefined ? { status, message } : { status, message, data };

/** Flutterwave's: `{status: 'success' | 'error', message, data}`, `data` null when there is none. */
export const flutterwaveEnvelope = (status: 'success' | 'error', message: string, data: unknown = null) => ({
  status,
  message,
  data,
});
