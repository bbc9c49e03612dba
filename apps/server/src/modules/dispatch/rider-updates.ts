import { type RiderUpdateEvent, RideStatus, rideUpdateEvent } from '@wayfare/contracts';
import { inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Listen } from '../../db/client.ts';
import type { Database } from '../../db/database.ts';
import { greatCircleKm } from '../../geo.ts';
import type { EventFeed } from '../../http/event-stream.ts';
import { drivenRidesOfRiders, RIDE_UPDATES_CHANNEL, ridersOf } from '../rides/index.ts';
import { driverPositions } from './dispatch.table.ts';

/** What a car averages across Lagos, traffic included: the ETA's assumed speed. */
const CITY_SPEED_KMH = 20;

type Follower = {
  riderId: string;
  send: (event: RiderUpdateEvent) => void;
  end: () => void;
  sent: Map<number, number>;
};
type DrivenRide = Awaited<ReturnType<typeof drivenRidesOfRiders>>[number];

/**
 * Minutes to the pick-up (before Ongoing) or the destination (Ongoing), when that place is known: the
 * great circle times ROAD_FACTOR (roads are longer than the crow flies) at the city's speed.
 */
function etaMinutes(ride: DrivenRide, at: { latitude: number; longitude: number }, roadFactor: number) {
  const ongoing = ride.status === RideStatus.Ongoing;
  const latitude = ongoing ? ride.destinationLatitude : ride.pickupLatitude;
  const longitude = ongoing ? ride.destinationLongitude : ride.pickupLongitude;
  if (latitude === null || longitude === null) return null;
  const km = greatCircleKm(at, { latitude, longitude }) * roadFactor;
  return Math.ceil((km / CITY_SPEED_KMH) * 60);
}

/**
 * issue 31: Ride/MyRideUpdates. A ride's status changes come from the rides' own channel (one LISTEN
 * per process), each sent to the streams of the ride's riders. The driver's position is not announced
 * (2,000 updates a second would flood every process): while a stream is open, and only then, this
 * process reads the positions of its followers' driven rides every `pushMs` and sends each one that
 * moved since it last sent it.
 */
export function createRiderUpdates(options: {
  db: Database;
  listen?: Listen;
  log: FastifyBaseLogger;
  pushMs: number;
  roadFactor: number;
}) {
  const followers = new Set<Follower>();
  let timer: NodeJS.Timeout | undefined;
  let stopListening: (() => Promise<void>) | undefined;

  const hearStatus = async (payload?: string) => {
    if (payload === undefined) {
      for (const follower of followers) follower.end();
      return;
    }
    if (followers.size === 0) return;
    const change = rideUpdateEvent.parse(JSON.parse(payload));
    const riders = new Set(await ridersOf(options.db, change.Id));
    for (const follower of followers)
      if (riders.has(follower.riderId))
        follower.send({
          Type: 'Status',
          RideId: change.Id,
          RideStatus: change.RideStatus,
          RideStatusName: change.RideStatusName,
        });
  };

  const pushPositions = async () => {
    const riderIds = [...new Set([...followers].map((follower) => follower.riderId))];
    const rides = await drivenRidesOfRiders(options.db, riderIds);
    const driverIds = [...new Set(rides.flatMap((ride) => (ride.driverId ? [ride.driverId] : [])))];
    if (driverIds.length === 0) return;
    const positions = await options.db
      .select()
      .from(driverPositions)
      .where(inArray(driverPositions.driverId, driverIds));
    const byDriver = new Map(positions.map((row) => [row.driverId, row]));
    for (const ride of rides) {
      const position = byDriver.get(ride.driverId!);
      if (!position || position.latitude === null || position.longitude === null) continue;
      const at = { latitude: position.latitude, longitude: position.longitude };
      for (const follower of followers) {
        if (follower.riderId !== ride.riderId || follower.sent.get(ride.id) === position.seenAt.getTime())
          continue;
        follower.sent.set(ride.id, position.seenAt.getTime());
        follower.send({
          Type: 'DriverPosition',
          RideId: ride.id,
          ...{ Latitude: at.latitude, Longitude: at.longitude },
          Heading: position.heading,
          EtaMinutes: etaMinutes(ride, at, options.roadFactor),
          At: position.seenAt.toISOString(),
        });
      }
    }
  };

  let pushing = false;
  const tick = () => {
    if (pushing) return;
    pushing = true;
    pushPositions()
      .catch((error) => options.log.error({ err: error }, 'could not send the drivers’ positions'))
      .finally(() => {
        pushing = false;
      });
  };

  return {
    feed:
      (riderId: string): EventFeed<RiderUpdateEvent> =>
      (send, end) => {
        const follower: Follower = { riderId, send, end, sent: new Map() };
        followers.add(follower);
        if (!timer) {
          timer = setInterval(tick, options.pushMs);
          timer.unref();
        }
        return () => {
          followers.delete(follower);
          if (followers.size === 0 && timer) {
            clearInterval(timer);
            timer = undefined;
          }
        };
      },
    async start() {
      if (!options.listen)
        return options.log.warn('no database notifications: Ride/MyRideUpdates sends positions only');
      stopListening = await options.listen(
        RIDE_UPDATES_CHANNEL,
        (payload) => {
          hearStatus(payload).catch((error) =>
            options.log.error({ err: error, payload }, 'a ride change not sent to its riders'),
          );
        },
        () => {
          for (const follower of followers) follower.end();
        },
      );
    },
    async stop() {
      if (timer) clearInterval(timer);
      await stopListening?.().catch((error) =>
        options.log.warn({ err: error }, 'could not stop listening for ride changes'),
      );
    },
  };
}
