import type { LiveMapDriver, LiveMapEvent, LiveMapRide } from '@wayfare/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { EventFeed } from '../../http/event-stream.ts';
import { readMapDrivers, readMapRides, readRideStatuses } from './live-map.read.ts';

type Follower = { send: (event: LiveMapEvent) => void; end: () => void; isNew: boolean };

/** What is drawn of a driver: a new LastSeenAt alone (the same place) is nothing to redraw. */
const drawnOf = ({ LastSeenAt: _seen, ...drawn }: LiveMapDriver) => JSON.stringify(drawn);

type Seen = { drivers: Map<string, { driver: LiveMapDriver; drawn: string }>; rides: Map<number, string> };

/**
 * issue 31, Ride/LiveMapUpdates: what changed on the map, for every stream open in this process. Drivers
 * move thousands of times a second, too often for a notification each: instead one poller per process,
 * running only while a stream is open, reads the map every LIVE_MAP_POLL_MS (2 s) and sends what differs
 * from its last reading: a driver moved, appeared or changed state, a driver offline, a ride new or
 * changed, a ride ended. Every process reads the shared database, so any number of them agree. A stream
 * that joins gets the whole map at the next reading (a change since its snapshot was taken is not lost).
 */
export function createLiveMapUpdates(options: {
  db: Db;
  log: FastifyBaseLogger;
  pollMs: number;
  staleSeconds: number;
  now?: () => Date;
}) {
  const now = options.now ?? (() => new Date());
  const followers = new Set<Follower>();
  let seen: Seen | undefined;
  let timer: NodeJS.Timeout | undefined;
  let reading: Promise<void> | undefined;
  let closed = false;

  const broadcast = (events: LiveMapEvent[], whole: LiveMapEvent[]) => {
    for (const follower of followers) {
      const batch = follower.isNew ? whole : events;
      follower.isNew = false;
      for (const event of batch) follower.send(event);
    }
  };

  async function read() {
    const at = now();
    const [drivers, rides] = await Promise.all([
      readMapDrivers(options.db, { now: at, staleSeconds: options.staleSeconds }),
      readMapRides(options.db),
    ]);
    const next: Seen = {
      drivers: new Map(drivers.map((driver) => [driver.DriverId, { driver, drawn: drawnOf(driver) }])),
      rides: new Map(rides.map((ride) => [ride.Id, JSON.stringify(ride)])),
    };
    const events: LiveMapEvent[] = [];
    const before = seen;
    if (before) {
      for (const [id, { driver, drawn }] of next.drivers)
        if (before.drivers.get(id)?.drawn !== drawn) events.push({ Type: 'Driver', Driver: driver });
      for (const id of before.drivers.keys())
        if (!next.drivers.has(id)) events.push({ Type: 'DriverOffline', DriverId: id });
      for (const ride of rides)
        if (before.rides.get(ride.Id) !== next.rides.get(ride.Id)) events.push({ Type: 'Ride', Ride: ride });
      const gone = [...before.rides.keys()].filter((id) => !next.rides.has(id));
      const statuses = await readRideStatuses(options.db, gone);
      for (const id of gone) events.push({ Type: 'RideEnded', Id: id, RideStatus: statuses.get(id) ?? 0 });
    }
    seen = next;
    broadcast(events, wholeMap(drivers, rides));
  }

  const wholeMap = (drivers: LiveMapDriver[], rides: LiveMapRide[]): LiveMapEvent[] => [
    ...drivers.map((driver) => ({ Type: 'Driver' as const, Driver: driver })),
    ...rides.map((ride) => ({ Type: 'Ride' as const, Ride: ride })),
  ];

  const schedule = () => {
    if (closed || followers.size === 0 || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      reading = read()
        .catch((error) => options.log.warn({ err: error }, 'could not read the live map; trying again'))
        .finally(() => {
          reading = undefined;
          schedule();
        });
    }, options.pollMs);
  };

  const feed: EventFeed<LiveMapEvent> = (send, end) => {
    const follower = { send, end, isNew: true };
    followers.add(follower);
    schedule();
    return () => {
      followers.delete(follower);
      if (followers.size > 0) return;
      // Nobody watching: no more readings, and the next stream starts from a fresh one.
      clearTimeout(timer);
      timer = undefined;
      seen = undefined;
    };
  };

  return {
    feed,
    async stop() {
      closed = true;
      clearTimeout(timer);
      await reading;
    },
  };
}
