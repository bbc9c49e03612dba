import { ACTIVE_RIDE_STATUSES, type RideStatusId } from '@wayfare/contracts';
import { paths } from '../../lib/paths.ts';

/** A ride's page: under Active Rides while it is on its way, else under the Ride Center (issue 16 §4). */
export const ridePath = (ride: { Id: number; RideStatus: number }) =>
  `${paths.admin(ACTIVE_RIDE_STATUSES.includes(ride.RideStatus as RideStatusId) ? 'activerides' : 'otherrides')}/${ride.Id}`;
