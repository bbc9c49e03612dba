import { type RideUpdateEvent, rideUpdateEvent } from '@wayfare/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Listen } from '../../db/client.ts';
import type { EventFeed } from '../../http/event-stream.ts';
import { RIDE_UPDATES_CHANNEL } from './ride-updates-channel.ts';

type Follower = { send: (event: RideUpdateEvent) => void; end: () => void };

/**
 * issue 16 §3: the ride changes this process hears, handed to every open Ride/RideUpdates stream.
 * One LISTEN per process (the database's `listen`, as the outbox worker is woken), however many
 * streams are open: each change's transaction sends `pg_notify('ride_updates', …)`, which every
 * process hears once it commits. When the notifications may have been interrupted (the listening
 * connection lost, or restored), every stream is ended: its client connects again and reloads, so a
 * change sent meanwhile is not missed.
 */
export function createRideUpdates(options: { listen?: Listen; log: FastifyBaseLogger }) {
  const followers = new Set<Follower>();
  const endAll = () => {
    for (const follower of followers) follower.end();
  };
  const hear = (payload?: string) => {
    if (payload === undefined) return endAll();
    let event: RideUpdateEvent;
    try {
      event = rideUpdateEvent.parse(JSON.parse(payload));
    } catch (error) {
      options.log.error({ err: error, payload }, 'a ride update that is not one');
      return;
    }
    for (const follower of followers) follower.send(event);
  };
  let stopListening: (() => Promise<void>) | undefined;

  const feed: EventFeed<RideUpdateEvent> = (send, end) => {
    const follower = { send, end };
    followers.add(follower);
    return () => followers.delete(follower);
  };

  return {
    feed,
    /** Listens; resolves once listening, so a stream opened after it hears every later change. */
    async start() {
      if (!options.listen) {
        options.log.warn('no database notifications: Ride/RideUpdates streams will stay quiet');
        return;
      }
      try {
        stopListening = await options.listen(RIDE_UPDATES_CHANNEL, hear, (error) => {
          options.log.warn({ err: error }, 'ride updates lost; ending the streams until listening again');
          endAll();
        });
      } catch (error) {
        options.log.error({ err: error }, 'cannot listen for ride updates');
      }
    },
    async stop() {
      await stopListening?.().catch((error) =>
        options.log.warn({ err: error }, 'could not stop listening for ride updates'),
      );
    },
  };
}

export type RideUpdates = ReturnType<typeof createRideUpdates>;
