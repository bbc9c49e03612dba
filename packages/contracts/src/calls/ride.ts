import { access, defineArea, reply } from '../call.ts';
import { myEarnings } from '../driver-earnings.ts';
import { pageQuery } from '../paging.ts';
import { Endpoint } from '../permissions.ts';
import {
  rideChargeRequest,
  rideMoney,
  rideMoneyChangeReply,
  rideMoneyQuery,
  tipDriverRequest,
} from '../ride-charges.ts';
import { myRideDriver, myRideDriverQuery } from '../ride-driver-card.ts';
import { outstandingBalance, payOwedFareRequest, rideMoneySummary } from '../ride-money.ts';
import { rideTimeline } from '../ride-timeline.ts';
import {
  acceptRideRequest,
  cancelRideRequest,
  completeRideRequest,
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
  GetRideStatuses: {
    method: 'GET',
    access: access.signedIn,
    reply: reply.list(rideStatusEntity),
    summary: 'The ride statuses (Id, Name).',
  },
  // The rider's calls (any signed-in account).
  RequestRide: {
    method: 'POST',
    access: access.signedIn,
    body: requestRideRequest,
    reply: reply.json(rideEntity),
    summary:
      "Asks for a ride: a Pending ride with its estimated fare (one unfinished ride at a time); given the pick-up's and destination's coordinates, of the road's distance between them.",
    problems: [409],
  },
  ShareRide: {
    method: 'POST',
    access: access.signedIn,
    body: shareRideRequest,
    reply: reply.json(rideEntity),
    summary: "Takes a seat in another rider's ride at the shared price (at most three sharers).",
    problems: [404, 409],
  },
  CancelRide: {
    method: 'POST',
    access: access.signedIn,
    body: cancelRideRequest,
    reply: reply.json(rideEntity),
    summary: 'Cancels a ride (its owner or its driver, before it starts); a sharer leaves it.',
    problems: [403, 404, 409],
  },
  GetMyRides: {
    method: 'GET',
    access: access.signedIn,
    query: getMyRidesQuery,
    reply: reply.list(myRideEntity),
    summary: "The caller's rides, newest first; filter by status.",
  },
  // issue 30: one of the caller's rides, and its history, for the ride's own people only.
  GetMyRide: {
    method: 'GET',
    access: access.signedIn,
    query: rideIdQuery,
    reply: reply.json(myRideEntity),
    summary: 'One ride the caller owns, shares or drives, as GetMyRides has it; anyone else 403.',
    problems: [403, 404],
  },
  GetMyRideStatusUpdates: {
    method: 'GET',
    access: access.signedIn,
    query: rideStatusUpdatesQuery,
    reply: reply.list(rideStatusUpdate),
    summary:
      "A ride's status changes, oldest first, to the rider who owns or shares it and its driver; anyone else 403.",
    problems: [403, 404],
  },
  // issue 33: the rider's app shows who is coming, and what cancelling on them costs.
  GetMyRideDriver: {
    method: 'GET',
    access: access.signedIn,
    query: myRideDriverQuery,
    reply: reply.json(myRideDriver),
    summary:
      "The driver who took the caller's ride (first name, picture, rating, the car and its plate) and the cancellation rule (the fee after the grace from acceptance), to its owner and sharers; anyone else 403, a ride no driver took 409.",
    problems: [403, 404, 409],
  },
  // The driver's calls: signed in, and the service asks for a driver allowed to drive.
  GetAvailableRides: {
    method: 'GET',
    access: access.signedIn,
    query: pageQuery,
    reply: reply.list(rideEntity),
    summary: 'The Pending rides the calling driver can accept.',
    problems: [403],
  },
  AcceptRide: {
    method: 'POST',
    access: access.signedIn,
    body: acceptRideRequest,
    reply: reply.json(rideEntity),
    summary:
      'The calling driver takes a Pending ride, with the Approved car they drive; 409 without a package in its period with rides left.',
    problems: [403, 404, 409],
  },
  ArriveRide: {
    method: 'POST',
    access: access.signedIn,
    body: rideIdRequest,
    reply: reply.json(rideEntity),
    summary: "The ride's driver has arrived at the pick-up.",
    problems: [403, 404, 409],
  },
  StartRide: {
    method: 'POST',
    access: access.signedIn,
    body: rideIdRequest,
    reply: reply.json(rideEntity),
    summary: "The ride's driver starts the ride.",
    problems: [403, 404, 409],
  },
  CompleteRide: {
    method: 'POST',
    access: access.signedIn,
    body: completeRideRequest,
    reply: reply.json(rideEntity),
    summary:
      "The ride's driver completes the ride: its Amount is set, the final fare charged (DistanceCovered; CashCollected for a cash ride).",
    problems: [400, 403, 404, 409],
  },
  // issue 30: what a rider owes on rides (a fare beyond the hold, a cancellation fee).
  PayOwedFare: {
    method: 'POST',
    access: access.signedIn,
    body: payOwedFareRequest,
    reply: reply.json(rideEntity),
    summary: "The ride's rider pays what they owe on it from their wallet (to its driver).",
    problems: [403, 404, 409],
  },
  GetMyOutstandingBalance: {
    method: 'GET',
    access: access.signedIn,
    reply: reply.json(outstandingBalance),
    summary: 'What the caller owes on their rides, all together and ride by ride.',
  },
  // issue 33: the driver's app shows what they earned.
  GetMyEarnings: {
    method: 'GET',
    access: access.signedIn,
    reply: reply.json(myEarnings),
    summary:
      "The calling driver's earnings today and this week from Monday (days in TIME_ZONE): their share of the rides they completed after commission, plus tips; 403 for an account that is not a driver.",
    problems: [403],
  },
  // issue 30: after the ride: tips, fees, refunds, the money view and the receipt.
  TipDriver: {
    method: 'POST',
    access: access.signedIn,
    body: tipDriverRequest,
    reply: reply.json(rideMoneyChangeReply),
    summary:
      "The ride's rider tips its driver from their wallet, within 24 hours of completion; all tips of a ride at most TipMaxAmount.",
    problems: [403, 404, 409],
  },
  GetRideMoney: {
    method: 'GET',
    access: access.signedIn,
    query: rideMoneyQuery,
    reply: reply.json(rideMoney),
    summary:
      "A ride's fare breakdown and the ledger lines behind it (its rider, its driver, or an administrator with Ride view).",
    problems: [403, 404],
  },
  Receipt: {
    method: 'GET',
    access: access.signedIn,
    query: rideMoneyQuery,
    reply: reply.file,
    summary:
      "The ride's receipt as a PDF once completed (attachment receipt-ride-123.pdf; its rider, its driver, or an administrator with Ride view)",
    problems: [403, 404, 409],
  },
  // Fares: public, limited per address.
  EstimateFare: {
    method: 'GET',
    access: access.public,
    query: estimateFareQuery,
    reply: reply.json(fareEstimate),
    summary:
      "The estimated fare of a ride of a given distance, or of the road's between the pick-up's and destination's coordinates (public; at most 60 a minute per address).",
    problems: [429],
  },
  // Ride 10: the settings and the ride lists.
  GetRideSetting: {
    method: 'GET',
    access: access.admin(Endpoint.Ride, 'view'),
    reply: reply.json(rideSettingEntity),
    summary:
      'The ride settings: billing units per km, the shared-ride minimum and discount, the cancellation fee and its grace, the hold margin, the platform commission and the tip cap.',
  },
  UpdateRideSetting: {
    method: 'POST',
    access: access.admin(Endpoint.Ride, 'edit'),
    body: updateRideSettingRequest,
    reply: reply.json(rideSettingEntity),
    summary: 'Updates the ride settings; a money setting left out keeps its value.',
  },
  ChargeRideFee: {
    method: 'POST',
    access: access.admin(Endpoint.Ride, 'edit'),
    body: rideChargeRequest,
    reply: reply.json(rideMoneyChangeReply),
    summary:
      "Charges the rider of a completed ride a verified fee (damage, cleaning) for its driver: from the rider's wallet, else owed.",
    problems: [404, 409],
  },
  RefundRide: {
    method: 'POST',
    access: access.admin(Endpoint.Ride, 'edit'),
    body: rideChargeRequest,
    reply: reply.json(rideMoneyChangeReply),
    summary:
      'Refunds part or all of what the rider paid on a ride to their wallet; never more than paid less earlier refunds.',
    problems: [404, 409],
  },
  GetRides: {
    method: 'GET',
    access: access.admin(Endpoint.Ride, 'view'),
    query: getRidesQuery,
    reply: reply.list(rideEntity),
    summary: 'The rides, newest first; filters status, from, to and a keyword.',
  },
  GetActiveRides: {
    method: 'GET',
    access: access.admin(Endpoint.Ride, 'view'),
    query: getRidesQuery,
    reply: reply.list(rideEntity),
    summary: 'The rides still under way, newest first; filters as GetRides.',
  },
  GetRideById: {
    method: 'GET',
    access: access.admin(Endpoint.Ride, 'view'),
    query: rideIdQuery,
    reply: reply.json(rideEntity),
    summary: 'One ride with its sharers.',
    problems: [404],
  },
  GetRideStatusUpdates: {
    method: 'GET',
    access: access.admin(Endpoint.Ride, 'view'),
    query: rideStatusUpdatesQuery,
    reply: reply.list(rideStatusUpdate),
    summary: "A ride's status changes, with their reasons.",
    problems: [404],
  },
  // issue 32: the ride's page tells the whole trip.
  GetRideTimeline: {
    method: 'GET',
    access: access.admin(Endpoint.Ride, 'view'),
    query: rideIdQuery,
    reply: reply.json(rideTimeline),
    summary:
      "A ride's whole trip in time order: its status changes (who, why, the cancellation fee), the offers to drivers and their answers, the route driven and the money lines (holds, fare, commission, the driver's share, tips, fees, refunds).",
    problems: [404],
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
    summary: "An account's recent rides (the account detail's summary).",
  },
  // AllowForAll: the dashboard.
  GetRideSummary: {
    method: 'GET',
    access: access.admin(Endpoint.AllowForAll, 'view'),
    reply: reply.json(rideSummary),
    summary: "The dashboard's counts of rides and users.",
  },
  // issue 30: the dashboard's money figures, for those who may see the rides.
  GetRideMoneySummary: {
    method: 'GET',
    access: access.admin(Endpoint.Ride, 'view'),
    reply: reply.json(rideMoneySummary),
    summary: "Today's fares, platform commission, promotion cost and tips (the day in TIME_ZONE).",
  },
  GetTopDrivers: {
    method: 'GET',
    access: access.admin(Endpoint.AllowForAll, 'view'),
    query: topDriversQuery,
    reply: reply.list(topDriver),
    summary: 'The drivers with the most completed rides over the last daysBack days.',
  },
});
