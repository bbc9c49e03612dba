import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import { type JobDefinition, tally } from '../jobs/index.ts';
import type { GatewayOf } from './top-ups.service.ts';
import { recoverStrandedWithdrawals } from './withdrawal-recovery.service.ts';

/** The sweep looks every minute: a stranded withdrawal waits at most its grace and a minute. */
export const RECOVER_WITHDRAWALS_EVERY_MS = 60_000;

/** The scheduled recovery sweep (see withdrawal-recovery.service.ts). */
export const recoverWithdrawalsJob = (deps: {
  gatewayOf: GatewayOf;
  olderThanMs: number;
  log?: Pick<FastifyBaseLogger, 'warn'>;
}): JobDefinition => ({
  everyMs: RECOVER_WITHDRAWALS_EVERY_MS,
  run: async ({ db, now }: { db: Db; now: Date }) => {
    const recovered = await recoverStrandedWithdrawals(db, deps.gatewayOf, {
      now,
      olderThanMs: deps.olderThanMs,
      log: deps.log,
    });
    return tally(recovered.map((withdrawal) => withdrawal.outcome));
  },
});
