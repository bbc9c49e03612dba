import { useEffect } from 'react';

/**
 * Keeps the screen on while `active` (a ride being driven), with the Wake Lock API where the browser
 * has it. The browser lets the lock go whenever the page is hidden, so it is asked for again each time
 * the page is shown; a refusal (low battery, no permission) leaves the screen to its own settings.
 */
export function useWakeLock(active: boolean) {
  useEffect(() => {
    const wakeLock = typeof navigator === 'undefined' ? undefined : navigator.wakeLock;
    if (!active || !wakeLock) return;
    let sentinel: WakeLockSentinel | undefined;
    let stopped = false;
    const acquire = async () => {
      if (document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
      try {
        const acquired = await wakeLock.request('screen');
        if (stopped) void acquired.release();
        else sentinel = acquired;
      } catch {
        // Refused: the screen dims as it would anyway.
      }
    };
    const onVisibility = () => void acquire();
    void acquire();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', onVisibility);
      void sentinel?.release().catch(() => {});
    };
  }, [active]);
}
