import { useEffect, useState } from 'react';

export type BrowserPosition =
  | { status: 'asking' }
  | { status: 'found'; latitude: number; longitude: number }
  | { status: 'unavailable'; reason: string };

const reasons: Record<number, string> = {
  1: 'Location is not allowed for this site',
  2: 'Your position could not be found',
  3: 'Finding your position took too long',
};

/** The browser's position, asked once when the booking opens (the rider may refuse: they type or pin). */
export function useBrowserPosition(): BrowserPosition {
  const [position, setPosition] = useState<BrowserPosition>(() =>
    typeof navigator !== 'undefined' && navigator.geolocation
      ? { status: 'asking' }
      : { status: 'unavailable', reason: 'This browser cannot tell your position' },
  );
  useEffect(() => {
    if (!navigator.geolocation) return;
    let live = true;
    navigator.geolocation.getCurrentPosition(
      ({ coords }) =>
        live && setPosition({ status: 'found', latitude: coords.latitude, longitude: coords.longitude }),
      (error) => live && setPosition({ status: 'unavailable', reason: reasons[error.code] ?? error.message }),
      { enableHighAccuracy: true, timeout: 10_000, maximumAge: 60_000 },
    );
    return () => {
      live = false;
    };
  }, []);
  return position;
}
