import { Counter } from 'prom-client';

/** A wallet top-up, an order paid by card, or a driver's withdrawal to their bank. */
export type PaymentKind = 'top-up' | 'order' | 'withdrawal';
/** Paid; declined or abandoned; paid another amount than asked (held for someone to look at). */
export type PaymentOutcome = 'succeeded' | 'failed' | 'mismatch';

/**
 * Payments settled by this process, by kind, provider and outcome. Counted where the services settle
 * one, which know the database and the provider but not the app: so one counter for the process, as
 * Prometheus reads a process (each app's registry reports it; a test compares before and after).
 */
export const paymentOutcomes = new Counter({
  name: 'wayfare_payments_total',
  help: 'Payments settled by this process, by kind (top-up, order, withdrawal), provider and outcome',
  labelNames: ['kind', 'provider', 'outcome'] as const,
  registers: [],
});

const OUTCOMES: Record<string, PaymentOutcome | undefined> = {
  credited: 'succeeded',
  paid: 'succeeded',
  completed: 'succeeded',
  failed: 'failed',
  refused: 'mismatch',
  mismatch: 'mismatch',
};

/**
 * Counts one settled payment by a service's own outcome word ('credited', 'paid', 'failed', 'refused',
 * 'mismatch'; others, like 'pending' or 'already', settled nothing now and are not counted). Called
 * once its transaction has committed.
 */
export function countPayment(kind: PaymentKind, provider: string, serviceOutcome: string) {
  const outcome = OUTCOMES[serviceOutcome];
  if (outcome) paymentOutcomes.inc({ kind, provider: provider.toLowerCase(), outcome });
}
