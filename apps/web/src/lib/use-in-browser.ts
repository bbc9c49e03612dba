import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while the server draws a page and while the browser takes that page over (hydration), true after:
 * for a part drawn in the browser only, whose placeholder the server's HTML carries.
 */
export const useInBrowser = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
