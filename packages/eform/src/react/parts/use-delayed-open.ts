import { useCallback, useEffect, useRef, useState } from 'react';

// spec 000 §2.5: 'Image resizer: opens after 0.3 s.' (the app's file tools wait the same).
export const IMAGE_RESIZER_DELAY_MS = 300;

/**
 * A pop-up that opens `delayMs` after it is asked for and closes at once. Asking again while it waits
 * cancels the opening; unmounting drops a pending one.
 */
export function useDelayedOpen(delayMs: number) {
  const [opened, setOpened] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
  }, []);
  const open = useCallback(() => {
    cancel();
    timer.current = setTimeout(() => {
      timer.current = undefined;
      setOpened(true);
    }, delayMs);
  }, [cancel, delayMs]);
  const close = useCallback(() => {
    cancel();
    setOpened(false);
  }, [cancel]);
  const toggle = () => (opened || timer.current !== undefined ? close() : open());
  useEffect(() => cancel, [cancel]);
  return { opened, open, close, toggle };
}
