import * as calls from '@wayfare/contracts/calls';

/** The two ride lists of issue 16 §4: their address, menu name and call. */
export const rideLists = {
  active: { page: 'activerides', label: 'Active Rides', call: calls.Ride.GetActiveRides },
  other: { page: 'otherrides', label: 'Ride Center', call: calls.Ride.GetRides },
} as const;
export type RideListKind = keyof typeof rideLists;
