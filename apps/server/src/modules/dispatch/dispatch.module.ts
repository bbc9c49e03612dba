import type { AppContext, RidePlaceHooks, RideRules } from '../../app-context.ts';
import type { ModuleParts } from '../../http/register-calls.ts';
import { dispatchHandlers } from './dispatch.handlers.ts';
import { forgetOldRoutes, routeKm, sweepOffers, turnStaleDriversOffline } from './dispatch-jobs.ts';
import { dispatchSettingsOf } from './dispatch-settings.ts';
import { createDriverUpdates } from './driver-updates.ts';
import { offerRide } from './offer-ride.ts';
import { withdrawRideOffers } from './offers.service.ts';
import { rideDispatchHistory } from './ride-dispatch-history.ts';
import { createRiderUpdates } from './rider-updates.ts';

/** Offers live OFFER_SECONDS (15 by default): looking every second keeps an expiry at most a second late. */
const SWEEP_EVERY_MS = 1000;

/** AcceptRide's rules, which the rides module (started before this one) gave the context. */
function rideRulesOf(hooks: RidePlaceHooks): RideRules {
  const { checkMayDrive, acceptRide } = hooks;
  if (!checkMayDrive || !acceptRide) throw new Error('dispatch needs the rides module, started before it');
  return { checkMayDrive, acceptRide };
}
const MINUTE_MS = 60_000;

/**
 * issue 31: dispatch. Its calls; the rides' hooks (a booked ride offered at once, a completed ride's
 * distance from its route); each process's offer sweep; the jobs turning stale drivers offline and
 * forgetting old routes; and the listeners behind the two streams (ready before the app is).
 */
export const dispatchModule = (ctx: AppContext): ModuleParts => {
  const settings = dispatchSettingsOf(ctx.config, rideRulesOf(ctx.ridePlace));
  const { db, log } = ctx;
  ctx.ridePlace.rideRequested = async (rideId) => {
    await offerRide(db, { rideId, now: new Date(), settings });
  };
  ctx.ridePlace.rideCancelled = withdrawRideOffers;
  ctx.ridePlace.routeKm = routeKm;
  ctx.ridePlace.dispatchHistory = rideDispatchHistory;
  ctx.jobs.registerJob('turn-stale-drivers-offline', {
    everyMs: MINUTE_MS,
    run: async ({ db, now }) => ({
      offline: await turnStaleDriversOffline(db, { now, staleSeconds: settings.staleSeconds }),
    }),
  });
  ctx.jobs.registerJob('forget-old-ride-routes', {
    everyMs: 60 * MINUTE_MS,
    run: async ({ db, now }) => ({
      forgotten: await forgetOldRoutes(db, { now, retentionDays: ctx.config.ROUTE_RETENTION_DAYS }),
    }),
  });
  const driverUpdates = createDriverUpdates({ listen: ctx.listen, log });
  const riderUpdates = createRiderUpdates({
    db,
    listen: ctx.listen,
    log,
    pushMs: ctx.config.DRIVER_POSITION_PUSH_MS,
    roadFactor: ctx.config.ROAD_FACTOR,
  });
  return {
    handlers: [
      dispatchHandlers({ db, settings, driverUpdates: driverUpdates.feed, riderUpdates: riderUpdates.feed }),
    ],
    setup: async (app) => {
      await driverUpdates.start();
      await riderUpdates.start();
      let sweep: Promise<unknown> = Promise.resolve();
      let closing = false;
      // The sweep's state is all in rows: this timer only says when to look, in every process.
      const timer = setInterval(() => {
        sweep = sweep
          .then(() => (closing ? undefined : sweepOffers(db, { now: new Date(), settings })))
          .catch((error) => log.error({ err: error }, 'the offer sweep failed'));
      }, SWEEP_EVERY_MS);
      timer.unref();
      app.addHook('onClose', async () => {
        closing = true;
        clearInterval(timer);
        await sweep;
        await Promise.all([driverUpdates.stop(), riderUpdates.stop()]);
      });
    },
  };
};
