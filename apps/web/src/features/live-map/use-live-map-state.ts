import type { LiveMapEvent } from '@wayfare/contracts';
import { useEffect, useRef, useState } from 'react';
import { useLiveMapUpdates } from './api/follow-live-map.ts';
import { useLiveMap } from './api/get-live-map.ts';
import { applyEvents, type MapState, stateOf } from './live-map-state.ts';

/** Changes are drawn together at most this often: a round of thousands of moves is one redraw. */
export const DRAW_EVERY_MS = 200;

/**
 * issue 31: the live map's state, live without reload: the snapshot (reloaded every 30 s for the
 * demand layer, and after the stream dropped), with each change of Ride/LiveMapUpdates applied.
 */
export function useLiveMapState(city: string | null) {
  const snapshot = useLiveMap(city);
  const [state, setState] = useState<MapState | undefined>(undefined);
  const pending = useRef<LiveMapEvent[]>([]);
  const timer = useRef<number | undefined>(undefined);
  const cityRef = useRef(city);
  cityRef.current = city;

  useEffect(() => {
    if (snapshot.data) setState(stateOf(snapshot.data));
  }, [snapshot.data]);

  const draw = () => {
    timer.current = undefined;
    const events = pending.current;
    pending.current = [];
    setState((current) => current && applyEvents(current, events, cityRef.current));
  };
  useLiveMapUpdates({
    onEvent: (event) => {
      pending.current.push(event);
      timer.current ??= window.setTimeout(draw, DRAW_EVERY_MS);
    },
    onReconnect: () => void snapshot.refetch(),
  });
  useEffect(() => () => window.clearTimeout(timer.current), []);

  return { snapshot, state };
}
