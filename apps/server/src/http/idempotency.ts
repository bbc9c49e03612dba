import { createHash } from 'node:crypto';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';
import { AppError, invalid } from '../errors.ts';
import { idempotencyKeys } from './idempotency.table.ts';
import type { IdempotencyClaim } from './idempotent-reply.ts';

const HEADER = 'idempotency-key';
const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;
// A claim whose reply never arrived (the process died mid-request) may be taken over after this.
const ABANDONED_AFTER_MS = 60_000;
const KEPT_FOR_MS = 24 * 60 * 60 * 1000;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * false: the route ignores Idempotency-Key. For calls that are safe to repeat and whose reply
     * must not be stored (Authenticate: its reply is a bearer token).
     */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    idempotencyClaim: IdempotencyClaim | null;
  }
}

const callerOf = (request: FastifyRequest) =>
  request.principal?.userId ?? `anonymous:${request.headers['x-anonymous-id'] ?? request.ip}`;

const fingerprint = (request: FastifyRequest) =>
  createHash('sha256')
    .update(`${request.method} ${request.routeOptions.url}\n${JSON.stringify(request.body ?? null)}`)
    .digest('base64url');

async function claim(db: Db, caller: string, key: string, requestHash: string) {
  const inserted = await db
    .insert(idempotencyKeys)
    .values({ caller, key, requestHash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length > 0) return { claimed: true as const };
  const taken = await db
    .update(idempotencyKeys)
    .set({ createdAt: sql`now()` })
    .where(
      and(
        eq(idempotencyKeys.caller, caller),
        eq(idempotencyKeys.key, key),
        sql`${idempotencyKeys.statusCode} is null`,
        lt(idempotencyKeys.createdAt, new Date(Date.now() - ABANDONED_AFTER_MS)),
      ),
    )
    .returning({ key: idempotencyKeys.key });
  if (taken.length > 0) return { claimed: true as const };
  const [existing] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.caller, caller), eq(idempotencyKeys.key, key)));
  return { claimed: false as const, existing };
}

/**
 * A POST or PUT that carries an Idempotency-Key runs at most once per key and caller: a repeat gets
 * the first reply again, marked with Idempotent-Replayed. A 5xx is not remembered, so it may be retried,
 * unless the call stored its reply with its effect (`idempotent-reply.ts`).
 */
export function registerIdempotency(app: FastifyInstance, deps: { db: Db }) {
  app.decorateRequest('idempotencyClaim', null);

  async function replayOrClaim(request: FastifyRequest, reply: FastifyReply) {
    const key = request.headers[HEADER];
    if (key === undefined) return;
    if (typeof key !== 'string' || !KEY_PATTERN.test(key)) {
      throw invalid('The Idempotency-Key header must be 1 to 200 visible characters');
    }
    const caller = callerOf(request);
    const requestHash = fingerprint(request);
    const result = await claim(deps.db, caller, key, requestHash);
    if (result.claimed) {
      request.idempotencyClaim = { caller, key };
      return;
    }
    const existing = result.existing;
    if (!existing) throw new AppError(409, 'Try the request again');
    if (existing.requestHash !== requestHash) {
      throw new AppError(422, 'This Idempotency-Key was already used for a different request');
    }
    if (existing.statusCode === null) {
      throw new AppError(409, 'This request is still being processed. Try again in a moment');
    }
    reply.header('idempotent-replayed', 'true');
    if (existing.contentType) reply.type(existing.contentType);
    return reply.code(existing.statusCode).send(existing.body ?? '');
  }

  // Not async: most replies carry no claim and should not pay for a promise.
  function rememberReply(request: FastifyRequest, reply: FastifyReply, payload: unknown, done: OnSendDone) {
    const claimed = request.idempotencyClaim;
    if (!claimed) return done(null, payload);
    remember(deps.db, claimed, reply, payload).then(
      () => done(null, payload),
      (error: Error) => done(error),
    );
  }

  // Only POST and PUT routes get the hooks: reads never pay for them. The check runs before the
  // route's own preHandlers, so a replay repeats none of their work.
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (!methods.includes('POST') && !methods.includes('PUT')) return;
    if (route.config?.idempotent === false) return;
    route.preHandler = [replayOrClaim, ...[route.preHandler ?? []].flat()];
    // First of the route's own hooks: the reply is remembered as serialized, before the compressor
    // (which hooks each route too) turns it into bytes a text column cannot hold; a replay is
    // compressed again for the client that asks.
    route.onSend = [rememberReply, ...[route.onSend ?? []].flat()];
  });
}

type OnSendDone = (error: Error | null, payload?: unknown) => void;

async function remember(
  db: Db,
  claimed: { caller: string; key: string },
  reply: FastifyReply,
  payload: unknown,
) {
  const where = and(eq(idempotencyKeys.caller, claimed.caller), eq(idempotencyKeys.key, claimed.key));
  if (reply.statusCode >= 500 || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) {
    // A reply stored with its effect (withReplyStored) stays: the effect is done, and the retry
    // must get that reply, not do it again.
    await db.delete(idempotencyKeys).where(and(where, isNull(idempotencyKeys.statusCode)));
    return;
  }
  await db
    .update(idempotencyKeys)
    .set({
      statusCode: reply.statusCode,
      contentType: String(reply.getHeader('content-type') ?? ''),
      body: payload.toString(),
    })
    .where(where);
}

export const forgetOldIdempotencyKeys = (db: Db, input: { now?: Date } = {}) =>
  db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date((input.now ?? new Date()).getTime() - KEPT_FOR_MS)));
