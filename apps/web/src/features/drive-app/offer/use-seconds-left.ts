import { useEffect, useState } from 'react';

const secondsUntil = (until: string) => Math.max(0, Math.ceil((Date.parse(until) - Date.now()) / 1000));

/** The whole seconds until `until` (an ISO moment), ticking each second; 0 once it passed. */
export function useSecondsLeft(until: string) {
  const [seconds, setSeconds] = useState(() => secondsUntil(until));
  useEffect(() => {
    setSeconds(secondsUntil(until));
    const tick = window.setInterval(() => setSeconds(secondsUntil(until)), 1000);
    return () => window.clearInterval(tick);
  }, [until]);
  return seconds;
}
