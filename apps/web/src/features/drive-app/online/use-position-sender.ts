import type { UpdateMyLocationRequest } from '@wayfare/contracts';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { sendMyLocation } from '../api/update-my-location.ts';

/** The position goes to the server at most this often (it takes one a second at most). */
export const SEND_EVERY_MS = 3_000;

export type PositionProblem = 'denied' | 'unavailable' | undefined;

const readingOf = ({ coords }: GeolocationPosition): UpdateMyLocationRequest => ({
  Latitude: coords.latitude,
  Longitude: coords.longitude,
  // A phone standing still reports no heading (NaN or null); the server takes 0 to 360.
  Heading: Number.isFinite(coords.heading) ? coords.heading : null,
  Speed: Number.isFinite(coords.speed) ? Math.min(coords.speed ?? 0, 100) : null,
  Accuracy: Number.isFinite(coords.accuracy) ? Math.min(coords.accuracy, 10_000) : null,
});

/**
 * While `active` (the driver online), the browser's position (watchPosition) goes to
 * Ride/UpdateMyLocation: the latest reading at most every SEND_EVERY_MS; after a 429, not before its
 * Retry-After; a 409 (offline on the server, e.g. gone stale) calls `onRefused` to read the status again.
 * Says whether the browser refused or cannot tell the position.
 */
export function usePositionSender(active: boolean, onRefused: () => void) {
  const [problem, setProblem] = useState<PositionProblem>(undefined);
  const refused = useRef(onRefused);
  refused.current = onRefused;
  useEffect(() => {
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!active || !geolocation) {
      if (active) setProblem('unavailable');
      return;
    }
    let latest: UpdateMyLocationRequest | undefined;
    let notBefore = 0;
    let sending = false;
    let timer: number | undefined;
    let stopped = false;
    const send = async () => {
      timer = undefined;
      if (stopped) return;
      const wait = notBefore - Date.now();
      if (wait > 0) {
        timer = window.setTimeout(send, wait);
        return;
      }
      if (!latest || sending) return;
      const reading = latest;
      latest = undefined;
      sending = true;
      notBefore = Date.now() + SEND_EVERY_MS;
      try {
        await sendMyLocation(reading);
      } catch (error) {
        if (error instanceof ApiError && error.status === 429)
          notBefore = Date.now() + (error.retryAfterSeconds ?? 1) * 1000;
        if (error instanceof ApiError && error.status === 409) refused.current();
        latest ??= reading;
      } finally {
        sending = false;
      }
      if (latest && timer === undefined && !stopped)
        timer = window.setTimeout(send, Math.max(0, notBefore - Date.now()));
    };
    const watch = geolocation.watchPosition(
      (position) => {
        setProblem(undefined);
        latest = readingOf(position);
        if (timer === undefined && !sending) void send();
      },
      (error) => setProblem(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable'),
      { enableHighAccuracy: true, maximumAge: SEND_EVERY_MS },
    );
    return () => {
      geolocation.clearWatch(watch);
      window.clearTimeout(timer);
      stopped = true;
    };
  }, [active]);
  return problem;
}
