import { useCallback, useState } from 'react';
import { useMessagesUntilSent } from '../api/get-message.ts';
import type { MessageKind, MessageRow } from '../message-kinds.ts';

/**
 * spec 001 §4: a message sent again is pending; it is looked at again every 5 s (MESSAGE_POLL_MS)
 * through GetEmail / GetSMS until it is Sent or Failed. `watch(id)` starts that; `latest(row)` is the
 * row as last seen, which the listing shows in place of the list's (older) copy.
 */
export function usePolledMessages(kind: MessageKind) {
  const [watched, setWatched] = useState<string[]>([]);
  const results = useMessagesUntilSent(kind, watched);
  const seen = new Map<string, MessageRow>();
  for (const result of results) if (result.data) seen.set(result.data.Id, result.data as MessageRow);
  const watch = useCallback((id: string) => setWatched((ids) => (ids.includes(id) ? ids : [...ids, id])), []);
  const latest = <Row extends MessageRow>(row: Row): Row => (seen.get(row.Id) as Row | undefined) ?? row;
  return { watch, latest };
}
