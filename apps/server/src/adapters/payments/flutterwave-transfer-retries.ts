import type { ProviderCall } from './provider-client.ts';

/**
 * Flutterwave's retry of a failed transfer (`POST /transfers/:id/retries`, issue 18 §3): a new attempt
 * with its own id and reference (Flutterwave derives it from the first one's). Never retried itself:
 * a second call could queue a second attempt.
 */
export async function retryFlutterwaveTransfer(call: ProviderCall, request: { providerReference: string }) {
  const data = await call<{ id: number; reference: string }>(
    'POST',
    `/transfers/${encodeURIComponent(request.providerReference)}/retries`,
  );
  return { providerReference: String(data.id), reference: data.reference };
}
