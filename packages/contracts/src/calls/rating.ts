import { access, defineArea, reply } from '../call.ts';
import { Endpoint } from '../permissions.ts';
import { getRatingsQuery, rateRideRequest, ratingEntity } from '../ratings.ts';

/** Issue 17 §3: rating a ride's other side, the admin's list of all ratings, and one's own. */
export const ratingCalls = defineArea('Rating', {
  RateRide: {
    method: 'POST',
    access: access.signedIn,
    body: rateRideRequest,
    reply: reply.json(ratingEntity),
    summary: 'Rates the other side of a completed ride, 1 to 5 stars.',
    problems: [403, 404, 409],
  },
  GetRatings: {
    method: 'GET',
    access: access.admin(Endpoint.Rating, 'view'),
    query: getRatingsQuery,
    reply: reply.list(ratingEntity),
    summary: 'Every rating, newest first; keyword.',
  },
  GetMyRatings: {
    method: 'GET',
    access: access.signedIn,
    query: getRatingsQuery,
    reply: reply.list(ratingEntity),
    summary: 'The ratings the caller received, newest first.',
  },
});
