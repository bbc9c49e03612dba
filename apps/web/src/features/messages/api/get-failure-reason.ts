import { useQueryClient } from '@tanstack/react-query';
import type { calls } from '@wayfare/contracts';
import { callQuery } from '../../../lib/call-query.ts';
import { type MessageKind, messageKinds } from '../message-kinds.ts';

/** issue 15 §7: a failed e-mail's or SMS's recorded reason, read afresh each time it is asked for. */
export function useFailureReason(kind: MessageKind) {
  const queryClient = useQueryClient();
  // GetFailureReasonForEmail and …ForSMS take the same query and answer the same sentence.
  const call = messageKinds[kind].reason as typeof calls.Message.GetFailureReasonForEmail;
  return (id: string) => queryClient.fetchQuery({ ...callQuery(call, { query: { id } }), staleTime: 0 });
}
