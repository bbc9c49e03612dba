import { type DriverUpdateEvent, driverUpdateEvent } from '@wayfare/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Listen } from '../../db/client.ts';
import type { EventFeed } from '../../http/event-stream.ts';
import { DRIVER_UPDATES_CHANNEL } from './offer-view.ts';

type Follower = { driverId: string; send: (event: DriverUpdateEvent) => void; end: () => void };

const notice = z.object({ DriverId: z.string(), Event: driverUpdateEvent });

/**
 * issue 31: Ride/MyDriverUpdates. One LISTEN per process on the offers' channel (each offer made or
 * ended announces itself in its transaction, whichever process made it); each notice goes to the
 * streams of its driver. As Ride/RideUpdates: when the notices may have been interrupted, every stream
 * ends, and its client connects again and reloads its offers.
 */
export function createDriverUpdates(options: { listen?: Listen; log: FastifyBaseLogger }) {
  const followers = new Set<Follower>();
  const endAll = () => {
    for (const follower of followers) follower.end();
  };
  const hear = (payload?: string) => {
    if (payload === undefined) return endAll();
    const parsed = notice.safeParse(JSON.parse(payload));
    if (!parsed.success) return options.log.error({ payload }, 'a driver update that is not one');
    for (const follower of followers)
      if (follower.driverId === parsed.data.DriverId) follower.send(parsed.data.Event);
  };
  let stopListening: (() => Promise<void>) | undefined;
  return {
    feed:
      (driverId: string): EventFeed<DriverUpdateEvent> =>
      (send, end) => {
        const follower = { driverId, send, end };
        followers.add(follower);
        return () => followers.delete(follower);
      },
    async start() {
      if (!options.listen)
        return options.log.warn('no database notifications: Ride/MyDriverUpdates stays quiet');
      stopListening = await options.listen(DRIVER_UPDATES_CHANNEL, hear, (error) => {
        options.log.warn({ err: error }, 'driver updates lost; ending the streams until listening again');
        endAll();
      });
    },
    async stop() {
      await stopListening?.().catch((error) =>
        options.log.warn({ err: error }, 'could not stop listening for driver updates'),
      );
    },
  };
}
