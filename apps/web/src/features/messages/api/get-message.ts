import { useQueries } from '@tanstack/react-query';
import { MESSAGE_POLL_MS } from '@wayfare/contracts';
import { callQuery } from '../../../lib/call-query.ts';
import { type MessageKind, messageKinds } from '../message-kinds.ts';

type PolledState = { state: { data?: { IsPending: boolean }; status: string } };

/**
 * spec 001 §4: GetEmail / GetSMS of each id, asked again every 5 s (MESSAGE_POLL_MS) until the
 * message is Sent or Failed (or cannot be read).
 */
export const useMessagesUntilSent = (kind: MessageKind, ids: string[]) =>
  useQueries({
    queries: ids.map((id) => ({
      ...callQuery(messageKinds[kind].one, { query: { id } }),
      staleTime: 0,
      refetchInterval: (query: PolledState) =>
        query.state.status === 'error' || query.state.data?.IsPending === false ? false : MESSAGE_POLL_MS,
    })),
  });
