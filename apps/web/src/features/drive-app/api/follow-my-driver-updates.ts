import type { DriverUpdateEvent } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { useCallEvents } from '../../../lib/call-events.ts';

/**
 * issue 33: follows Ride/MyDriverUpdates while the driver's app is open: each new offer and each
 * offer that ended, and `onReconnect` once open again after a drop (an offer may have been missed).
 */
export const useMyDriverUpdates = (handlers: {
  onEvent: (event: DriverUpdateEvent) => void;
  onReconnect: () => void;
}) => useCallEvents(calls.Ride.MyDriverUpdates, handlers);
