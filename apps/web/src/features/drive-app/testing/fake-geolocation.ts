import { afterEach } from 'vitest';

type Watcher = { success: PositionCallback; error?: PositionErrorCallback | null };

/**
 * A browser's geolocation the test moves: `moveTo` hands every watcher a reading, `deny` refuses them
 * as a person blocking the location would. Installed on `navigator` until the test ends.
 */
export function fakeGeolocation() {
  const watchers = new Map<number, Watcher>();
  let next = 1;
  const geolocation = {
    watchPosition: (success: PositionCallback, error?: PositionErrorCallback | null) => {
      watchers.set(next, { success, error });
      return next++;
    },
    clearWatch: (id: number) => void watchers.delete(id),
    getCurrentPosition: () => {},
  };
  Object.defineProperty(navigator, 'geolocation', { configurable: true, value: geolocation });
  return {
    get watching() {
      return watchers.size;
    },
    moveTo(latitude: number, longitude: number) {
      const coords = {
        latitude,
        longitude,
        accuracy: 8,
        heading: null,
        speed: null,
        altitude: null,
        altitudeAccuracy: null,
      } as GeolocationCoordinates;
      for (const watcher of watchers.values())
        watcher.success({ coords, timestamp: Date.now() } as GeolocationPosition);
    },
    deny() {
      const error = { code: 1, message: 'denied', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 };
      for (const watcher of watchers.values()) watcher.error?.(error as GeolocationPositionError);
    },
  };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
});
