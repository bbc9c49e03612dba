import type { RiderUpdateEvent } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { useCallEvents } from '../../../../lib/call-events.ts';

/**
 * issue 33: follows Ride/MyRideUpdates while the rider's page is shown: each event, and `onReconnect`
 * once the stream is open again after a drop (a change may have been missed: reload the rides).
 */
export const useMyRideUpdates = (handlers: {
  onEvent: (event: RiderUpdateEvent) => void;
  onReconnect: () => void;
}) => useCallEvents(calls.Ride.MyRideUpdates, handlers);
