import type { AppContext } from '../../app-context.ts';
import type { ModuleParts } from '../../http/register-calls.ts';
import { cancelUnacceptedRidesJob } from './cancel-unaccepted-rides.job.ts';
import { rideHandlers } from './rides.handlers.ts';

/** issue 16: the Ride calls, and the job cancelling Pending rides no driver accepted. */
export const ridesModule = (ctx: AppContext): ModuleParts => {
  ctx.jobs.registerJob('cancel-unaccepted-rides', cancelUnacceptedRidesJob(ctx.config.RIDE_PENDING_MINUTES));
  return { handlers: [rideHandlers(ctx)] };
};
