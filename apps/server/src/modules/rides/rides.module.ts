import { createRoadRouter } from '../../adapters/routing/create-road-router.ts';
import type { AppContext } from '../../app-context.ts';
import type { ModuleParts } from '../../http/register-calls.ts';
import { cancelUnacceptedRidesJob } from './cancel-unaccepted-rides.job.ts';
import { checkMayDrive } from './driver-eligibility.ts';
import { acceptRide } from './ride-lifecycle.service.ts';
import { createRideUpdates } from './ride-updates.ts';
import { rideHandlers } from './rides.handlers.ts';

/**
 * issue 16: the Ride calls, the job cancelling Pending rides no driver accepted, and the one
 * listener per process behind the live streams (ready before the app is, stopped when it closes).
 * issue 31: the road distances from OSRM_URL's server, or the great circle times ROAD_FACTOR.
 */
export const ridesModule = (ctx: AppContext): ModuleParts => {
  ctx.jobs.registerJob(
    'cancel-unaccepted-rides',
    cancelUnacceptedRidesJob(ctx.config.RIDE_PENDING_MINUTES, ctx.ridePlace),
  );
  const rideUpdates = createRideUpdates({ listen: ctx.listen, log: ctx.log });
  // issue 31: dispatch applies AcceptRide's rules through these (it cannot import them).
  ctx.ridePlace.checkMayDrive = checkMayDrive;
  ctx.ridePlace.acceptRide = acceptRide;
  return {
    handlers: [
      rideHandlers({ ...ctx, rideUpdates: rideUpdates.feed, roads: createRoadRouter(ctx.config, ctx.log) }),
    ],
    setup: async (app) => {
      await rideUpdates.start();
      app.addHook('onClose', () => rideUpdates.stop());
    },
  };
};
