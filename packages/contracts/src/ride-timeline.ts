import { z } from 'zod';

/**
 * issue 32: a ride's whole trip on one timeline (Ride/GetRideTimeline): its status changes, the offers
 * made to drivers, the route driven and the money moved, in time order. Amounts in naira.
 */

/** What a timeline entry is about. */
export const rideTimelineKinds = ['Status', 'Offer', 'Route', 'Money'] as const;
export type RideTimelineKind = (typeof rideTimelineKinds)[number];

/** Who made an entry happen, as the ride knows them; System for the jobs and the offer sweep. */
export const rideTimelineRoles = ['Rider', 'Driver', 'Administrator', 'System'] as const;
export type RideTimelineRole = (typeof rideTimelineRoles)[number];

export const rideTimelineEvent = z.object({
  /** When, as an ISO instant (shown in Lagos time). */
  At: z.string(),
  Kind: z.enum(rideTimelineKinds),
  /** What happened: 'Requested', 'Offer declined', 'Fare paid', 'Route'… */
  Name: z.string(),
  ActorId: z.string().nullable(),
  /** The actor's name; null for the system. */
  ActorName: z.string().nullable(),
  ActorRole: z.enum(rideTimelineRoles),
  /** The money the entry moved (a fee, a fare, a tip), in naira; null for none. */
  Amount: z.number().nullable(),
  /** The entry's particulars in words: the reason, the driver offered, the distance. */
  Details: z.string().nullable(),
});
export type RideTimelineEvent = z.infer<typeof rideTimelineEvent>;

export const rideRoutePoint = z.object({ Latitude: z.number(), Longitude: z.number() });
export type RideRoutePoint = z.infer<typeof rideRoutePoint>;

/** The route driven from pick-up to completion: its length, its points (thinned for a map), and count. */
export const rideRoute = z.object({
  DistanceKm: z.number(),
  PointCount: z.number().int(),
  Points: z.array(rideRoutePoint),
});
export type RideRoute = z.infer<typeof rideRoute>;

export const rideTimeline = z.object({
  RideId: z.number().int(),
  Events: z.array(rideTimelineEvent),
  /** Null when the ride recorded no route (no driver's positions between pick-up and completion). */
  Route: rideRoute.nullable(),
});
export type RideTimeline = z.infer<typeof rideTimeline>;
