import { messageTexts } from '@wayfare/contracts';
import type * as calls from '@wayfare/contracts/calls';
import { useConfirmedAction } from '../../../components/screen/index.ts';
import { alertStore } from '../../../lib/alerts.ts';
import { useFailureReason } from '../api/get-failure-reason.ts';
import type { MessageActions } from '../message-columns.tsx';
import { type MessageKind, type MessageRow, messageKinds } from '../message-kinds.ts';

/** Resend (confirmed, then watched until no longer pending) and Why? of a row. */
export function useMessageActions(kind: MessageKind, watch: (id: string) => void): MessageActions {
  const { resend, item, recipients } = messageKinds[kind];
  const confirmed = useConfirmedAction(resend as typeof calls.Message.ResendEmail, { item });
  const failureReason = useFailureReason(kind);
  const why = async (row: MessageRow) => {
    const text = await failureReason(row.Id).catch(() => undefined);
    if (text === undefined) return;
    const shown =
      text === messageTexts.noFailure ? text : `The ${item} to ${recipients(row)} failed: ${text}`;
    // issue 15 §7: the reason stays until the admin closes it.
    alertStore.warning(shown, { autoClose: false });
  };
  return {
    resend: confirmed.allowed
      ? async (row) => {
          const sent = await confirmed.run({
            action: 'resend',
            name: recipients(row),
            input: { body: { Id: row.Id } },
          });
          if (sent) watch(row.Id);
        }
      : null,
    why,
    busy: confirmed.pending,
  };
}
