import type { LiveMapEvent } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { useCallEvents } from '../../../lib/call-events.ts';

/**
 * issue 31: follows Ride/LiveMapUpdates while the map is shown: each change, and `onReconnect` once
 * the stream is open again after a drop (a change may have been missed: reload the snapshot).
 */
export const useLiveMapUpdates = (handlers: {
  onEvent: (event: LiveMapEvent) => void;
  onReconnect: () => void;
}) => useCallEvents(calls.Ride.LiveMapUpdates, handlers);
