import { access, defineArea, reply } from '../call.ts';
import { pageQuery } from '../paging.ts';
import { Endpoint } from '../permissions.ts';
import {
  acceptRideRequest,
  cancelRideRequest,
  estimateFareQuery,
  fareEstimate,
  getMyRidesQuery,
  getRidesQuery,
  myRideEntity,
  recentRideSummary,
  requestRideRequest,
  rideEntity,
  rideIdQuery,
  rideIdRequest,
  rideSettingEntity,
  rideStatusEntity,
  rideStatusUpdate,
  rideStatusUpdatesQuery,
  rideSummary,
  rideUpdateEvent,
  shareRideRequest,
  topDriver,
  topDriversQuery,
  updateRideSettingRequest,
  userRecentRidesQuery,
} from '../rides.ts';

/** Issue 16 §1–§3: the rider and driver calls, the ride settings and fares, the admin ride calls. */
export const rideCalls = defineArea('Ride', {
  GetRideStatuses: { method: 'GET', access: access.signedIn, reply: reply.list(rideStatusEntity) },
  // The rider's calls (any signed-in account).
  RequestRide: {
    method: 'POST',
    access: access.signedIn,
    body: requestRideRequest,
    reply: reply.json(rideEntity),
  },
  ShareRide: {
    method: 'POST',
    access: access.signedIn,
    body: shareRideRequest,
    reply: reply.json(rideEntity),
  },
  CancelRide: {
    method: 'POST',
    access: access.signedIn,
    body: cancelRideRequest,
    reply: reply.json(rideEntity),
  },
  GetMyRides: {
    method: 'GET',
    access: access.signedIn,
    query: getMyRidesQuery,
    reply: reply.list(myRideEntity),
  },
  // The driver's calls: signed in, and the service asks for a driver allowed to drive.
  GetAvailableRides: {
    method: 'GET',
    access: access.signedIn,
    query: pageQuery,
    reply: reply.list(rideEntity),
  },
  AcceptRide: {
    method: 'POST',
    access: access.signedIn,
    body: acceptRideRequest,
    reply: reply.json(rideEntity),
  },
  ArriveRide: { method: 'POST', access: access.signedIn, body: rideIdRequest, reply: reply.json(rideEntity) },
  StartRide: { method: 'POST', access: access.signedIn, body: rideIdRequest, reply: reply.json(rideEntity) },
  CompleteRide: {
    method: 'POST',
    access: access.signedIn,
    body: rideIdRequest,
    reply: reply.json(rideEntity),
  },
  // Fares: public, limited per address.
  EstimateFare: {
    method: 'GET',
    access: access.public,
    query: estimateFareQuery,
    reply: reply.json(fareEstimate),
  },
  // Ride 10: the settings and the ride lists.
  GetRideSetting: {
    method: 'GET',
    access: access.admin(Endpoint.Ride, 'view'),
    reply: reply.json(rideSettingEntity),
  },
  UpdateRideSetting: {
    method: 'POST',
    access: access.admin(Endpoint.Ride, 'edit'),
    body: updateRideSettingRequest,
    reply: reply.json(rideSettingEntity),
  },
  GetRides: {
    method: 'GET',
    access: access.admin(Endpoint.Ride, 'view'),
    query: getRidesQuery,
    reply: reply.list(rideEntity),
  },
  GetActiveRides: {
    method: 'GET',
    access: access.admin(Endpoint.Ride, 'view'),
    query: getRidesQuery,
    reply: reply.list(rideEntity),
  },
  GetRideById: {
    method: 'GET',
    access: access.admin(Endpoint.Ride, 'view'),
    query: rideIdQuery,
    reply: reply.json(rideEntity),
  },
  GetRideStatusUpdates: {
    method: 'GET',
    access: access.admin(Endpoint.Ride, 'view'),
    query: rideStatusUpdatesQuery,
    reply: reply.list(rideStatusUpdate),
  },
  // The live ride screens: one event per status change, from every server process.
  RideUpdates: {
    method: 'GET',
    access: access.admin(Endpoint.Ride, 'view'),
    reply: reply.stream(rideUpdateEvent),
    summary: 'A live stream of ride status changes: {Id, RideStatus, RideStatusName} per change',
  },
  // Account 2: the account detail's recent rides.
  GetUserRecentRides: {
    method: 'GET',
    access: access.admin(Endpoint.Account, 'view'),
    query: userRecentRidesQuery,
    reply: reply.list(recentRideSummary),
  },
  // AllowForAll: the dashboard.
  GetRideSummary: {
    method: 'GET',
    access: access.admin(Endpoint.AllowForAll, 'view'),
    reply: reply.json(rideSummary),
  },
  GetTopDrivers: {
    method: 'GET',
    access: access.admin(Endpoint.AllowForAll, 'view'),
    query: topDriversQuery,
    reply: reply.list(topDriver),
  },
});
