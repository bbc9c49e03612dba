import { AsyncLocalStorage } from 'node:async_hooks';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { idempotencyKeys } from './idempotency.table.ts';

/** The Idempotency-Key a request claimed: whose, and which. */
export type IdempotencyClaim = { caller: string; key: string };

const JSON_TYPE = 'application/json; charset=utf-8';
const requestClaim = new AsyncLocalStorage<IdempotencyClaim>();

/** Runs a call's handler with the request's claim in reach of the services it calls. */
export const runWithIdempotencyClaim = <T>(claim: IdempotencyClaim | null, handler: () => T): T =>
  claim ? requestClaim.run(claim, handler) : handler();

/**
 * Stores a call's reply in the transaction of its effect, when the request carries an
 * Idempotency-Key. The reply otherwise is stored once it is sent, after the effect's transaction
 * has committed: a process that dies in between, or a failure on the way out, would leave the effect
 * done and the key free, and the client's retry would do it a second time (credit a wallet twice).
 * Committed together, a retry gets this reply. Services that move money call it last in their
 * transaction; without a claim it only hands the reply back.
 */
export async function withReplyStored<T extends object>(tx: Db, reply: T): Promise<T> {
  const claim = requestClaim.getStore();
  if (!claim) return reply;
  await tx
    .update(idempotencyKeys)
    .set({ statusCode: 200, contentType: JSON_TYPE, body: JSON.stringify(reply) })
    .where(and(eq(idempotencyKeys.caller, claim.caller), eq(idempotencyKeys.key, claim.key)));
  return reply;
}
