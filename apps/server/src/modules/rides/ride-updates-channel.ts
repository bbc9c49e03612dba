/**
 * The channel every ride change is announced on, in the change's transaction (PostgreSQL delivers it
 * once the change commits, never if it rolls back): `{Id, RideStatus, RideStatusName}` as JSON. The
 * live ride screens' stream (Ride/RideUpdates, `ride-updates.ts`) and dispatch's rider stream listen to it.
 */
export const RIDE_UPDATES_CHANNEL = 'ride_updates';
