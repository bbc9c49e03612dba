import { calls } from '@wayfare/contracts';
import { callerId } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { handlersFor } from '../../http/register-calls.ts';
import { listMyRatings, listRatings } from './list-ratings.service.ts';
import { rateRide } from './rate-ride.service.ts';

/** Issue 17 §3: the Rating calls. */
export const ratingHandlers = handlersFor(calls.Rating, (db: Db) => ({
  RateRide: ({ body, request }) => rateRide(db, { ...body, by: callerId(request) }),
  GetRatings: ({ query }) => listRatings(db, query),
  GetMyRatings: ({ query, request }) => listMyRatings(db, { ...query, userId: callerId(request) }),
}));
