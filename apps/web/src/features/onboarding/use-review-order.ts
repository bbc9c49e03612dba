import type { ReviewQueueItem } from '@wayfare/contracts';
import { useState } from 'react';

/** A record's key in the queue: a car by its Id, a licence by its holder's. */
export const reviewKey = (item: ReviewQueueItem) => `${item.Kind}:${item.CarId ?? item.UserId}`;

/**
 * Issue 32: the order the queue is worked in. The server's (oldest first), less the records this screen
 * has dealt with (they leave at once, before the list reloads), with the skipped ones moved to the end
 * in the order they were skipped. Skipping changes nothing on the server: a reload starts afresh.
 */
export function useReviewOrder(items: readonly ReviewQueueItem[]) {
  const [skipped, setSkipped] = useState<string[]>([]);
  const [handled, setHandled] = useState<ReadonlySet<string>>(new Set());
  const open = items.filter((item) => !handled.has(reviewKey(item)));
  const ordered = [
    ...open.filter((item) => !skipped.includes(reviewKey(item))),
    ...skipped.flatMap((key) => open.filter((item) => reviewKey(item) === key)),
  ];
  return {
    ordered,
    current: ordered[0],
    skip: (item: ReviewQueueItem) =>
      setSkipped((keys) => [...keys.filter((key) => key !== reviewKey(item)), reviewKey(item)]),
    done: (item: ReviewQueueItem) => setHandled((keys) => new Set(keys).add(reviewKey(item))),
  };
}
