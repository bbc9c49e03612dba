import { createHmac, timingSafeEqual } from 'node:crypto';
import type { DeliveryReceipt } from './message-sender.ts';

/**
 * A provider's delivery report, read: the message it names (the id it answered when it took it) and
 * whether the message reached the phone, with the provider's reason when it did not. A report of a
 * state on the way (sent to the network, queued) reads as `undefined`: nothing to record yet.
 */
export type ReadReport = DeliveryReceipt & {
  outcome: { delivered: true } | { delivered: false; reason: string };
};

/** The report could not be read as the provider sends one. */
export class UnreadableReport extends Error {}

const lower = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : '');

/** Termii's states on the way: the message left Termii, no word from the network yet. */
const TERMII_ON_THE_WAY = new Set(['message sent', 'sent', 'accepted', 'pending', 'received']);

/**
 * Termii's outbound-message report (developer.termii.com, Events and Reports): JSON with `message_id`
 * and `status`, e.g. "DELIVERED" (or "DELIVERED | Message delivered to handset"), "Message Sent" on the
 * way, "DND Active on Phone Number" or "Message Failed" when it did not arrive.
 */
export function readTermiiReport(raw: Buffer): ReadReport | undefined {
  let body: { message_id?: unknown; status?: unknown };
  try {
    body = JSON.parse(raw.toString('utf8'));
  } catch {
    throw new UnreadableReport('not JSON');
  }
  const id = body?.message_id;
  if (!((typeof id === 'string' && id) || typeof id === 'number') || typeof body.status !== 'string')
    throw new UnreadableReport('no message_id or status');
  const status = lower(body.status);
  const receipt = { provider: 'termii', providerMessageId: String(id) } as const;
  if (status.startsWith('delivered')) return { ...receipt, outcome: { delivered: true } };
  if (TERMII_ON_THE_WAY.has(status)) return undefined;
  return { ...receipt, outcome: { delivered: false, reason: `Termii reported: ${body.status.trim()}` } };
}

/** Africa's Talking's final failures; Sent, Submitted and Buffered are on the way. */
const AT_FAILED = new Set(['rejected', 'failed', 'absentsubscriber', 'expired']);

/**
 * Africa's Talking's delivery report (its SMS delivery-report callback): a form with `id`, `status`
 * (Success when delivered; Rejected, Failed, AbsentSubscriber or Expired when not), `phoneNumber`,
 * `networkCode`, `failureReason` (e.g. UserInBlackList, DeliveryFailure) and `retryCount`.
 */
export function readAfricasTalkingReport(raw: Buffer): ReadReport | undefined {
  const form = new URLSearchParams(raw.toString('utf8'));
  const id = form.get('id');
  const status = form.get('status');
  if (!id || !status) throw new UnreadableReport('no id or status');
  const receipt = { provider: 'africastalking', providerMessageId: id } as const;
  if (lower(status) === 'success') return { ...receipt, outcome: { delivered: true } };
  if (!AT_FAILED.has(lower(status))) return undefined;
  const why = form.get('failureReason');
  return {
    ...receipt,
    outcome: { delivered: false, reason: `Africa's Talking reported: ${status}${why ? ` (${why})` : ''}` },
  };
}

/**
 * Whether a Termii event carries Termii's signature (X-Termii-Signature: HMAC-SHA512 of the bytes sent,
 * with the account's secret key), compared in constant time.
 */
export function isSignedByTermii(raw: Buffer, signature: unknown, secretKey: string): boolean {
  if (typeof signature !== 'string') return false;
  const expected = createHmac('sha512', secretKey).update(raw).digest();
  const given = Buffer.from(signature.trim(), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
