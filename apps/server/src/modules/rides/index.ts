/** What the rides module gives the other modules (its tables are its own). */

export { findRides } from './find-rides.ts';
export { addDays, localDay, startOfLocalDay } from './local-day.ts';
export {
  drivenRidesOfRiders,
  lockedRideToOffer,
  pendingRidesWithPickup,
  rideIdsOfPerson,
  ridePlacesAs,
  ridersOf,
  ridesOfDrivers,
} from './ride-place-read-models.ts';
export {
  carRideStatus,
  completedRidesPerPackageAndDay,
  hasCompletedRide,
  rideById,
  ridesDoneUnderPackage,
  ridesOfComplaints,
  sharesRide,
} from './ride-read-models.ts';
export { type RideMoneySettings, rideMoneySettings } from './ride-settings.service.ts';
export { RIDE_UPDATES_CHANNEL } from './ride-updates-channel.ts';
