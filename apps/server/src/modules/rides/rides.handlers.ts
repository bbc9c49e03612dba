import { calls, type RideUpdateEvent, rideStatusNames, rideTexts } from '@wayfare/contracts';
import type { AppContext } from '../../app-context.ts';
import { callerId } from '../../app-context.ts';
import { tooManyRequests } from '../../errors.ts';
import type { EventFeed } from '../../http/event-stream.ts';
import { handlersFor } from '../../http/register-calls.ts';
import { countEvent, type Limit, secondsUntilAllowed } from '../rate-limit/index.ts';
import { cardVaultOf } from '../wallet/index.ts';
import { getRideById, getRideStatusUpdates, getUserRecentRides, listRides } from './admin-rides.service.ts';
import { completeRide } from './complete-ride.service.ts';
import { myOutstandingBalance, payOwedFare } from './owed-fares.ts';
import { requestRide } from './request-ride.service.ts';
import { acceptRide, advanceRide, cancelRide, shareRide, steps } from './ride-lifecycle.service.ts';
import { rideMoneySummary } from './ride-money-summary.service.ts';
import { estimateFare, getRideSetting, updateRideSetting } from './ride-settings.service.ts';
import { rideSummary, topDrivers } from './ride-summary.service.ts';
import { availableRides, myRides } from './rider-rides.service.ts';

/** issue 16 §2: EstimateFare is public; 60 a minute from one address. */
export const ESTIMATE_FARE_LIMIT: Limit = { max: 60, windowSeconds: 60 };

const statuses = Object.entries(rideStatusNames).map(([id, name]) => ({ Id: Number(id), Name: name }));

/** What the Ride calls need: the database, the settings, and the ride changes this process hears. */
type RideDeps = Pick<AppContext, 'db' | 'config' | 'payments'> & { rideUpdates: EventFeed<RideUpdateEvent> };

/** issue 16: the Ride calls. */
export const rideHandlers = handlersFor(calls.Ride, (ctx: RideDeps) => {
  const { db } = ctx;
  const clock = () => ({ now: new Date(), timeZone: ctx.config.TIME_ZONE });
  // issue 30: a ride's card on file is charged through the wallet's provider (WALLET_GATEWAY).
  const cardPayments = { gateway: ctx.payments, cards: cardVaultOf(ctx.config) };
  return {
    GetRideStatuses: () => ({ rows: statuses, total: statuses.length }),
    RequestRide: ({ body, request }) =>
      requestRide(db, { ...body, now: new Date(), by: callerId(request) }, cardPayments),
    ShareRide: ({ body, request }) => shareRide(db, { ...body, by: callerId(request) }),
    CancelRide: ({ body, request }) => cancelRide(db, { ...body, by: callerId(request) }),
    GetMyRides: ({ query, request }) => myRides(db, { ...query, by: callerId(request) }),
    GetAvailableRides: ({ query, request }) =>
      availableRides(db, { ...query, ...clock(), by: callerId(request) }),
    AcceptRide: ({ body, request }) => acceptRide(db, { ...body, ...clock(), by: callerId(request) }),
    ArriveRide: ({ body, request }) =>
      advanceRide(db, { ...body, step: steps.arrive, by: callerId(request) }),
    StartRide: ({ body, request }) => advanceRide(db, { ...body, step: steps.start, by: callerId(request) }),
    CompleteRide: ({ body, request }) => completeRide(db, { ...body, by: callerId(request) }, cardPayments),
    PayOwedFare: ({ body, request }) => payOwedFare(db, { ...body, by: callerId(request) }),
    GetMyOutstandingBalance: ({ request }) => myOutstandingBalance(db, callerId(request)),
    EstimateFare: async ({ query, request }) => {
      const key = `estimate-fare:${request.ip}`;
      const wait = await secondsUntilAllowed(db, { key, limit: ESTIMATE_FARE_LIMIT });
      if (wait > 0) throw tooManyRequests(rideTexts.tooManyEstimates, wait);
      await countEvent(db, { key, limit: ESTIMATE_FARE_LIMIT });
      return estimateFare(db, query);
    },
    GetRideSetting: () => getRideSetting(db),
    UpdateRideSetting: ({ body, request }) => updateRideSetting(db, { ...body, by: callerId(request) }),
    GetRides: ({ query }) => listRides(db, { ...query, activeOnly: false }),
    GetActiveRides: ({ query }) => listRides(db, { ...query, activeOnly: true }),
    GetRideById: ({ query }) => getRideById(db, query),
    GetRideStatusUpdates: ({ query }) => getRideStatusUpdates(db, query),
    GetUserRecentRides: ({ query }) => getUserRecentRides(db, query),
    RideUpdates: () => ctx.rideUpdates,
    GetRideSummary: () => rideSummary(db, clock()),
    GetRideMoneySummary: () => rideMoneySummary(db, clock()),
    GetTopDrivers: ({ query }) => topDrivers(db, { ...query, ...clock() }),
  };
});
