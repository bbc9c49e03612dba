import {
  type calls,
  type ParsedBodyOf,
  type RideUpdateEvent,
  rideCalls,
  rideStatusNames,
  rideTexts,
} from '@wayfare/contracts';
import type { FastifyRequest } from 'fastify';
import type { RoadRouter } from '../../adapters/routing/road-router.ts';
import type { AppContext } from '../../app-context.ts';
import { callerId, callerOf } from '../../app-context.ts';
import { tooManyRequests } from '../../errors.ts';
import type { EventFeed } from '../../http/event-stream.ts';
import { handlersFor } from '../../http/register-calls.ts';
import { toBasisPoints } from '../../money.ts';
import { countEvent, type Limit, secondsUntilAllowed } from '../rate-limit/index.ts';
import { cardVaultOf } from '../wallet/index.ts';
import { getRideById, getRideStatusUpdates, getUserRecentRides, listRides } from './admin-rides.service.ts';
import { completeRide } from './complete-ride.service.ts';
import { driverEarnings } from './driver-earnings.service.ts';
import { getMyRide, getMyRideStatusUpdates } from './my-ride.service.ts';
import { getMyRideDriver } from './my-ride-driver.service.ts';
import { myOutstandingBalance, payOwedFare } from './owed-fares.ts';
import { requestRide } from './request-ride.service.ts';
import { chargeRideFee, refundRide } from './ride-adjustments.service.ts';
import { acceptRide, advanceRide, cancelRide, shareRide, steps } from './ride-lifecycle.service.ts';
import { rideMoneySummary } from './ride-money-summary.service.ts';
import { rideMoney } from './ride-money-view.ts';
import { rideReceiptPdf } from './ride-receipt.ts';
import { estimateFare, getRideSetting, updateRideSetting } from './ride-settings.service.ts';
import { rideSummary, topDrivers } from './ride-summary.service.ts';
import { getRideTimeline } from './ride-timeline.service.ts';
import { tipDriver } from './ride-tips.service.ts';
import { availableRides, myRides } from './rider-rides.service.ts';

/** issue 16 §2: EstimateFare is public; 60 a minute from one address. */
export const ESTIMATE_FARE_LIMIT: Limit = { max: 60, windowSeconds: 60 };

const statuses = Object.entries(rideStatusNames).map(([id, name]) => ({ Id: Number(id), Name: name }));

/**
 * What the Ride calls need: the database, the settings, the ride changes this process hears, and
 * (issue 31) the road distances between places.
 */
type RideDeps = Pick<AppContext, 'db' | 'config' | 'payments' | 'ridePlace' | 'log'> & {
  rideUpdates: EventFeed<RideUpdateEvent>;
  roads: RoadRouter;
};

/** issue 16: the Ride calls. */
export const rideHandlers = handlersFor(rideCalls, (ctx: RideDeps) => {
  const { db } = ctx;
  const clock = () => ({ now: new Date(), timeZone: ctx.config.TIME_ZONE });
  // issue 30: a ride's card on file is charged through the wallet's provider (WALLET_GATEWAY).
  const cardPayments = { gateway: ctx.payments, cards: cardVaultOf(ctx.config) };
  // issue 30: a ride's fare includes VAT at VAT_PERCENT; its receipt's dates read in TIME_ZONE.
  const receipt = {
    vatBasisPoints: toBasisPoints(ctx.config.VAT_PERCENT),
    timeZone: ctx.config.TIME_ZONE,
  };
  const adminMoney = (body: ParsedBodyOf<typeof calls.Ride.RefundRide>, request: FastifyRequest) => ({
    ...body,
    by: callerId(request),
    now: new Date(),
    vatBasisPoints: receipt.vatBasisPoints,
  });
  return {
    GetRideStatuses: () => ({ rows: statuses, total: statuses.length }),
    RequestRide: async ({ body, request }) => {
      const ride = await requestRide(
        db,
        { ...body, now: new Date(), by: callerId(request) },
        { payments: cardPayments, roads: ctx.roads },
      );
      // issue 31: offered to the nearest driver at once; if that fails, the offer sweep offers it.
      await ctx.ridePlace
        .rideRequested?.(ride.Id)
        .catch((error) => ctx.log.error({ err: error }, 'a booked ride not offered'));
      return ride;
    },
    ShareRide: ({ body, request }) => shareRide(db, { ...body, by: callerId(request) }),
    CancelRide: ({ body, request }) => cancelRide(db, { ...body, by: callerId(request) }, ctx.ridePlace),
    GetMyRides: ({ query, request }) => myRides(db, { ...query, by: callerId(request) }),
    GetMyRide: ({ query, request }) => getMyRide(db, { ...query, by: callerId(request) }),
    GetMyRideStatusUpdates: ({ query, request }) =>
      getMyRideStatusUpdates(db, { ...query, by: callerId(request) }),
    GetMyRideDriver: ({ query, request }) => getMyRideDriver(db, { ...query, by: callerId(request) }),
    GetAvailableRides: ({ query, request }) =>
      availableRides(db, { ...query, ...clock(), by: callerId(request) }),
    AcceptRide: ({ body, request }) => acceptRide(db, { ...body, ...clock(), by: callerId(request) }),
    ArriveRide: ({ body, request }) =>
      advanceRide(db, { ...body, step: steps.arrive, by: callerId(request) }),
    StartRide: ({ body, request }) => advanceRide(db, { ...body, step: steps.start, by: callerId(request) }),
    CompleteRide: ({ body, request }) =>
      completeRide(db, { ...body, by: callerId(request) }, cardPayments, receipt, ctx.ridePlace.routeKm),
    PayOwedFare: ({ body, request }) => payOwedFare(db, { ...body, by: callerId(request) }),
    GetMyOutstandingBalance: ({ request }) => myOutstandingBalance(db, callerId(request)),
    GetMyEarnings: ({ request }) => driverEarnings(db, { driverId: callerId(request), ...clock() }),
    TipDriver: ({ body, request }) =>
      tipDriver(db, {
        ...body,
        by: callerId(request),
        now: new Date(),
        vatBasisPoints: receipt.vatBasisPoints,
      }),
    GetRideMoney: ({ query, request }) =>
      rideMoney(db, { rideId: query.rideId, caller: callerOf(request), now: new Date(), ...receipt }),
    Receipt: async ({ query, request, reply }) => {
      const file = await rideReceiptPdf(db, {
        rideId: query.rideId,
        caller: callerOf(request),
        now: new Date(),
        ...receipt,
      });
      reply.type('application/pdf').header('content-disposition', `attachment; filename="${file.fileName}"`);
      return file.content;
    },
    ChargeRideFee: ({ body, request }) => chargeRideFee(db, adminMoney(body, request)),
    RefundRide: ({ body, request }) => refundRide(db, adminMoney(body, request)),
    EstimateFare: async ({ query, request }) => {
      const key = `estimate-fare:${request.ip}`;
      const wait = await secondsUntilAllowed(db, { key, limit: ESTIMATE_FARE_LIMIT });
      if (wait > 0) throw tooManyRequests(rideTexts.tooManyEstimates, wait);
      await countEvent(db, { key, limit: ESTIMATE_FARE_LIMIT });
      return estimateFare(db, query, ctx.roads);
    },
    GetRideSetting: () => getRideSetting(db),
    UpdateRideSetting: ({ body, request }) => updateRideSetting(db, { ...body, by: callerId(request) }),
    GetRides: ({ query }) => listRides(db, { ...query, activeOnly: false }),
    GetActiveRides: ({ query }) => listRides(db, { ...query, activeOnly: true }),
    GetRideById: ({ query }) => getRideById(db, query),
    GetRideStatusUpdates: ({ query }) => getRideStatusUpdates(db, query),
    // issue 32: dispatch (started after this module) gives the offers and route through its hook.
    GetRideTimeline: ({ query }) => getRideTimeline(db, query, ctx.ridePlace.dispatchHistory),
    GetUserRecentRides: ({ query }) => getUserRecentRides(db, query),
    RideUpdates: () => ctx.rideUpdates,
    GetRideSummary: () => rideSummary(db, clock()),
    GetRideMoneySummary: () => rideMoneySummary(db, clock()),
    GetTopDrivers: ({ query }) => topDrivers(db, { ...query, ...clock() }),
  };
});
