import { useEffect, useRef } from 'react';
import { useInBrowser } from './use-in-browser.ts';

/**
 * A value read once from the browser's storage (the session, the remembered e-mail, a referral code) by a
 * part the server draws too (issue 32: the account pages). The server and the browser's hydration get
 * `onServer`, so their markup is the same; the browser's value comes the render after. A part drawn in the
 * browser alone reads it at once, as before.
 */
export function useStoredOnce<Value>(read: () => Value, onServer: Value): Value {
  const inBrowser = useInBrowser();
  const stored = useRef<{ value: Value }>(undefined);
  if (!inBrowser) return onServer;
  stored.current ??= { value: read() };
  return stored.current.value;
}

/**
 * Puts the stored values into a form the server drew without them (they were its initial values in the
 * browser), unless the person has already typed.
 */
export function useFillFromStorage(fill: () => void, stored: unknown, form: { isDirty: () => boolean }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once the stored value is known
  useEffect(() => {
    if (stored && !form.isDirty()) fill();
  }, [stored]);
}
