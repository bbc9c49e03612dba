import { useQueries } from '@tanstack/react-query';
import { MESSAGE_POLL_MS } from '@wayfare/contracts';
import { useCallback, useState } from 'react';
import { callQuery } from '../../lib/call-query.ts';
import { type MessageKind, type MessageRow, messageKinds } from './message-kinds.ts';

/**
 * spec 001 §4: a message sent again is pending; it is looked at again every 5 s (MESSAGE_POLL_MS)
 * through GetEmail / GetSMS until it is Sent or Failed. `watch(id)` starts that; `latest(row)` is the
 * row as last seen, which the listing shows in place of the list's (older) copy.
 */
export function usePolledMessages(kind: MessageKind) {
  const { one } = messageKinds[kind];
  const [watched, setWatched] = useState<string[]>([]);
  const results = useQueries({
    queries: watched.map((id) => ({
      ...callQuery(one, { query: { id } }),
      staleTime: 0,
      refetchInterval: (query: { state: { data?: { IsPending: boolean }; status: string } }) =>
        query.state.status === 'error' || query.state.data?.IsPending === false ? false : MESSAGE_POLL_MS,
    })),
  });
  const seen = new Map<string, MessageRow>();
  for (const result of results) if (result.data) seen.set(result.data.Id, result.data as MessageRow);
  const watch = useCallback((id: string) => setWatched((ids) => (ids.includes(id) ? ids : [...ids, id])), []);
  const latest = <Row extends MessageRow>(row: Row): Row => (seen.get(row.Id) as Row | undefined) ?? row;
  return { watch, latest };
}
