import { useCallback, useEffect, useRef } from 'react';

// spec 000 §2.3: a single click waits 200 ms to be told apart from a double click.
export const SINGLE_CLICK_DELAY_MS = 200;

/**
 * Click handlers that tell a single click from a double click: the single action runs 200 ms after
 * the last click unless a double click came first; a double click runs only `onDoubleClick`.
 */
export function useClickTiming(onClick: () => void, onDoubleClick?: () => void) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cancel = useCallback(() => {
    if (timer.current !== undefined) clearTimeout(timer.current);
    timer.current = undefined;
  }, []);
  useEffect(() => cancel, [cancel]);

  return {
    onClick: () => {
      cancel();
      timer.current = setTimeout(() => {
        timer.current = undefined;
        onClick();
      }, SINGLE_CLICK_DELAY_MS);
    },
    onDoubleClick: () => {
      cancel();
      onDoubleClick?.();
    },
  };
}
