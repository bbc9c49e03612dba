import { messageTexts } from '@wayfare/contracts';
import { confirmAction } from '../../../components/feedback/confirm-action.tsx';
import { formatDateTime } from '../../../components/format.ts';
import { useCanCall, useRefreshAreas } from '../../../components/screen/index.ts';
import { alertStore } from '../../../lib/alerts.ts';
import { resendAllFailedCall, useResendAllFailedMessages } from '../api/resend-all-failed.ts';
import { instantOf, type MessageFilterKey } from '../message-filters.ts';
import { type MessageKind, messageKinds } from '../message-kinds.ts';

/**
 * spec 001 §5: Resend All Failed needs both From and To ('Date Range is required', before anything is
 * sent); then, confirmed, every failed message queued in the range is sent again and the reply's
 * count sentence shows.
 */
export function useResendAllFailed(kind: MessageKind, filters: Record<MessageFilterKey, string | null>) {
  const { plural } = messageKinds[kind];
  const call = resendAllFailedCall(kind);
  const mutation = useResendAllFailedMessages(kind);
  const refresh = useRefreshAreas([call.area]);
  const allowed = useCanCall(call);
  return async () => {
    if (!allowed || mutation.isPending) return;
    const { from, to } = filters;
    if (!from || !to) {
      alertStore.error(messageTexts.dateRangeRequired);
      return;
    }
    const range = `${formatDateTime(from)} – ${formatDateTime(to)}`;
    const what = kind === 'email' ? 'e-mails' : plural;
    if (!(await confirmAction({ action: `resend the failed ${what} of`, item: 'date range', name: range })))
      return;
    const reply = await mutation
      .mutateAsync({ body: { From: instantOf(from), To: instantOf(to) } })
      .catch(() => undefined);
    if (!reply) return;
    alertStore.success(reply.Message);
    await refresh();
  };
}
