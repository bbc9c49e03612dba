import { randomBytes } from 'node:crypto';

/**
 * A withdrawal's transfer reference: `wfw-<ms in base 36>-<12 hex>` (25 characters), in the one form
 * every provider takes (Paystack's: "a lowercase alphanumeric string with only - and _", at least 16
 * characters). The recovery sweep reads the moment back; references stored before issue 29 were
 * upper case (`WFW-…`) and are read the same.
 */
export const newTransferReference = () => `wfw-${Date.now().toString(36)}-${randomBytes(6).toString('hex')}`;

/** The moment a transfer reference was made, or `fallback` for a reference not of ours. */
export function transferReferenceMadeAt(reference: string, fallback: Date): number {
  const stamp = /^wfw-([0-9a-z]+)-/i.exec(reference)?.[1];
  const ms = stamp ? Number.parseInt(stamp.toLowerCase(), 36) : Number.NaN;
  return Number.isFinite(ms) ? ms : fallback.getTime();
}
