import { access, defineArea, reply } from '../call.ts';
import { Endpoint } from '../permissions.ts';
import {
  acceptOfferRequest,
  driverPresence,
  driverUpdateEvent,
  liveMap,
  liveMapEvent,
  liveMapQuery,
  offerIdRequest,
  rideOffer,
  riderUpdateEvent,
  updateMyLocationRequest,
} from '../ride-place.ts';
import { rideEntity } from '../rides.ts';

/**
 * issue 31: a driver online with a live position, the rides offered to them, and what the rider sees
 * of their driver on the way. Ride area calls, declared apart from the rides' own: the dispatch module
 * answers them.
 */
export const dispatchCalls = defineArea('Ride', {
  GoOnline: {
    method: 'POST',
    access: access.signedIn,
    reply: reply.json(driverPresence),
    summary:
      'The calling driver is ready for offers; 409 with the reason when they may not drive (as AcceptRide checks).',
    problems: [403, 409],
  },
  GoOffline: {
    method: 'POST',
    access: access.signedIn,
    reply: reply.json(driverPresence),
    summary: 'The calling driver takes no more offers (an open offer is withdrawn); 409 while on a ride.',
    problems: [409],
  },
  UpdateMyLocation: {
    method: 'POST',
    access: access.signedIn,
    body: updateMyLocationRequest,
    reply: reply.json(driverPresence),
    // issue 33: a position is safe to send again, and a browser's client sends every POST with an
    // Idempotency-Key: remembering each of these replies for a day would double the busiest call's writes.
    idempotent: false,
    summary: "The online driver's position, every few seconds (at most once a second); 409 when offline.",
    problems: [409, 429],
  },
  GetMyDriverStatus: {
    method: 'GET',
    access: access.signedIn,
    reply: reply.json(driverPresence),
    summary: 'Whether the calling driver is online, their last position and the ride they are on.',
  },
  GetMyOffers: {
    method: 'GET',
    access: access.signedIn,
    reply: reply.list(rideOffer),
    summary: 'The open offers made to the calling driver, newest first.',
  },
  AcceptOffer: {
    method: 'POST',
    access: access.signedIn,
    body: acceptOfferRequest,
    reply: reply.json(rideEntity),
    summary:
      "The offered driver takes the ride (with the car they drive, as AcceptRide); 409 naming the offer's state once it ended.",
    problems: [403, 404, 409],
  },
  DeclineOffer: {
    method: 'POST',
    access: access.signedIn,
    body: offerIdRequest,
    reply: reply.json(rideOffer),
    summary: 'The offered driver says no: the ride goes to the next nearest driver.',
    problems: [403, 404, 409],
  },
  MyDriverUpdates: {
    method: 'GET',
    access: access.signedIn,
    reply: reply.stream(driverUpdateEvent),
    summary: "A live stream of the calling driver's offers: a new offer, and an offer that ended unanswered.",
  },
  MyRideUpdates: {
    method: 'GET',
    access: access.signedIn,
    reply: reply.stream(riderUpdateEvent),
    summary:
      "A live stream of the caller's rides as a rider: status changes, and the driver's position and ETA while on the way.",
  },
});

/** issue 31: the operator's live map, a snapshot and what changes after it. */
export const liveMapCalls = defineArea('Ride', {
  GetLiveMap: {
    method: 'GET',
    access: access.admin(Endpoint.Ride, 'view'),
    query: liveMapQuery,
    reply: reply.json(liveMap),
    summary:
      'Online drivers with position and state, active rides and pending requests, and demand by H3 cell; filter by city.',
  },
  LiveMapUpdates: {
    method: 'GET',
    access: access.admin(Endpoint.Ride, 'view'),
    reply: reply.stream(liveMapEvent),
    summary: "A live stream of the map's changes: drivers moving or changing state, rides changing.",
  },
});
