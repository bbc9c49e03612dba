import type { IncomingMessage, ServerResponse } from 'node:http';
import { readJson, sendJson } from './fake-http.ts';

/** How a fake Paystack transfer may end (Paystack's final statuses of a transfer). */
export type FakeTransferOutcome = 'success' | 'failed' | 'reversed' | 'abandoned' | 'blocked' | 'rejected';
/** What the control may ask for: a final status, or `otp` (held for the business's code). */
const OUTCOMES: readonly string[] = [
  'success',
  'failed',
  'reversed',
  'abandoned',
  'blocked',
  'rejected',
  'otp',
];

/**
 * The fake Paystack's test control, for tests that drive a whole server (the e2e journeys) and cannot
 * reach its hooks: `POST /control/next-transfer-outcome {Outcome}` makes the next transfer end so
 * ('failed', 'reversed', 'abandoned', 'blocked' or 'rejected' releases a withdrawal's hold; 'otp' holds
 * it for the business's code; then transfers succeed again). No key, as the
 * checkout page: the fake exists only in test mode, where no real money moves.
 */
export async function handleTransferControl(
  request: IncomingMessage,
  response: ServerResponse,
  path: string,
  transferOutcomes: (FakeTransferOutcome | 'otp')[],
) {
  // Paystack's envelope, as the rest of the fake answers.
  const reply = (status: number, message: string) =>
    sendJson(response, status, { status: status === 200, message });
  if (request.method !== 'POST' || path !== '/control/next-transfer-outcome')
    return reply(404, `Fake gateway: no ${request.method} ${path}`);
  const outcome = ((await readJson(request, '{}')) as { Outcome?: unknown } | undefined)?.Outcome;
  if (typeof outcome !== 'string' || !OUTCOMES.includes(outcome))
    return reply(400, `Outcome must be one of ${OUTCOMES.join(', ')}`);
  transferOutcomes.push(outcome as FakeTransferOutcome | 'otp');
  return reply(200, `The next transfer will end ${outcome}`);
}
