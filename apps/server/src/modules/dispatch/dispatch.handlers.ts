import { type DriverUpdateEvent, dispatchCalls, type RiderUpdateEvent } from '@wayfare/contracts';
import type { AppContext } from '../../app-context.ts';
import { callerId } from '../../app-context.ts';
import type { EventFeed } from '../../http/event-stream.ts';
import { handlersFor } from '../../http/register-calls.ts';
import type { DispatchSettings } from './dispatch-settings.ts';
import { driverPresence } from './driver-presence.ts';
import { offerRide } from './offer-ride.ts';
import { acceptOffer, declineOffer, myOffers } from './offers.service.ts';
import { goOffline, goOnline, updateMyLocation } from './presence.service.ts';

/** What the dispatch calls need: the database, the settings, and the streams this process follows. */
type DispatchDeps = Pick<AppContext, 'db'> & {
  settings: DispatchSettings;
  driverUpdates: (driverId: string) => EventFeed<DriverUpdateEvent>;
  riderUpdates: (riderId: string) => EventFeed<RiderUpdateEvent>;
};

/** issue 31: a driver's presence and offers, and the riders' and drivers' streams. */
export const dispatchHandlers = handlersFor(dispatchCalls, (ctx: DispatchDeps) => {
  const { db } = ctx;
  const { settings } = ctx;
  const caller = (request: Parameters<typeof callerId>[0]) => ({
    by: callerId(request),
    now: new Date(),
    staleSeconds: settings.staleSeconds,
  });
  /** A ride an offer left (declined, withdrawn) goes to the next nearest at once. */
  const offerAgain = async (rideIds: readonly number[]) => {
    for (const rideId of rideIds) await offerRide(db, { rideId, now: new Date(), settings });
  };
  return {
    GoOnline: ({ request }) =>
      goOnline(db, { ...caller(request), timeZone: settings.timeZone, rules: settings.rules }),
    GoOffline: async ({ request }) => {
      const { presence, rideIds } = await goOffline(db, caller(request));
      await offerAgain(rideIds);
      return presence;
    },
    UpdateMyLocation: ({ body, request }) => updateMyLocation(db, { ...body, ...caller(request) }),
    GetMyDriverStatus: ({ request }) => driverPresence(db, callerId(request), caller(request)),
    GetMyOffers: ({ request }) => myOffers(db, caller(request)),
    AcceptOffer: ({ body, request }) =>
      acceptOffer(db, { ...body, ...caller(request), timeZone: settings.timeZone, rules: settings.rules }),
    DeclineOffer: async ({ body, request }) => {
      const declined = await declineOffer(db, { ...body, ...caller(request) });
      await offerAgain([declined.RideId]);
      return declined;
    },
    MyDriverUpdates: ({ request }) => ctx.driverUpdates(callerId(request)),
    MyRideUpdates: ({ request }) => ctx.riderUpdates(callerId(request)),
  };
});
