import { IconSend } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { messageTexts } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { confirmAction } from '../../components/feedback/confirm-action.tsx';
import { formatDateTime } from '../../components/format.ts';
import { useListPage } from '../../components/list-page/use-list-page.ts';
import {
  ListScreen,
  PermittedScreen,
  useCanCall,
  useConfirmedAction,
  useRefreshAreas,
} from '../../components/screen/index.ts';
import { alertStore } from '../../lib/alerts.ts';
import { callQuery, useCallMutation } from '../../lib/call-query.ts';
import { type MessageActions, messageColumns } from './message-columns.tsx';
import { type MessageKind, type MessageRow, messageKinds } from './message-kinds.ts';
import { usePolledMessages } from './use-polled-messages.ts';

/** spec 001 §2: /admin/emails and /admin/sms, for those who may see the Message endpoint. */
export function MessagesScreen({ kind }: { kind: MessageKind }) {
  return (
    <PermittedScreen call={messageKinds[kind].list}>
      {/* A new kind is a new screen: nothing watched or filtered on one carries to the other. */}
      <Messages key={kind} kind={kind} />
    </PermittedScreen>
  );
}

const FILTERS = ['messageStatus', 'from', 'to'] as const;

/**
 * A picked date-time is the admin's local time ('2026-11-26 14:30:00'): the server gets the instant
 * it names. A bare date is sent as it is (the server reads a date-only To as the whole day).
 */
export const instantOf = (value: string | null) => {
  if (!value) return undefined;
  if (!/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/.test(value) || /(Z|[+-]\d{2}:?\d{2})$/.test(value)) return value;
  const date = new Date(value.replace(' ', 'T'));
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
};

/**
 * The messages of a kind, filtered by status, From, To (date-times) and keyword, newest first; Resend
 * on a row, then that row looked at every 5 s until it is no longer pending; 'Resend All Failed' over
 * the From–To range; 'Why?' on a failed row shows its recorded reason in a warning that stays.
 */
function Messages({ kind }: { kind: MessageKind }) {
  const messages = messageKinds[kind];
  // GetEmails and GetSMSs take the same query; their rows differ only in the fields messageKinds reads.
  const list = useListPage({
    call: messages.list as typeof calls.Message.GetEmails,
    filterKeys: FILTERS,
    toQuery: ({ keyword, page, pageSize, filters }) => ({
      keyword: keyword.trim() || undefined,
      page,
      pageSize,
      messageStatus: filters.messageStatus ? Number(filters.messageStatus) : undefined,
      from: instantOf(filters.from),
      to: instantOf(filters.to),
    }),
  });
  const statuses = useQuery(callQuery(calls.Message.GetMessageStatus));
  const polled = usePolledMessages(kind);
  const actions = useMessageActions(kind, polled.watch);
  const resendAll = useResendAllFailed(kind, list.filters);
  const rows: MessageRow[] = (list.rows as MessageRow[]).map(polled.latest);
  return (
    <ListScreen
      list={{ ...list, rows }}
      label={messages.plural}
      columns={messageColumns(kind, actions)}
      create={{
        call: messages.resendAllFailed,
        onClick: () => void resendAll(),
        title: 'Resend All Failed',
        icon: <IconSend size={16} aria-hidden />,
      }}
      dateFilter={{ fromKey: 'from', toKey: 'to', withTime: true }}
      optionFilter={{
        key: 'messageStatus',
        label: 'Status',
        data: (statuses.data?.rows ?? []).map((status) => ({ value: String(status.Id), label: status.Name })),
      }}
    />
  );
}

/** Resend (confirmed, then watched until no longer pending) and Why? of a row. */
function useMessageActions(kind: MessageKind, watch: (id: string) => void): MessageActions {
  const { resend, reason, item, recipients } = messageKinds[kind];
  const confirmed = useConfirmedAction(resend as typeof calls.Message.ResendEmail, { item });
  const queryClient = useQueryClient();
  const why = async (row: MessageRow) => {
    const text = await queryClient
      .fetchQuery({
        ...callQuery(reason as typeof calls.Message.GetFailureReasonForEmail, { query: { id: row.Id } }),
        staleTime: 0,
      })
      .catch(() => undefined);
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

/**
 * spec 001 §5: Resend All Failed needs both From and To ('Date Range is required', before anything is
 * sent); then, confirmed, every failed message queued in the range is sent again and the reply's
 * count sentence shows.
 */
function useResendAllFailed(kind: MessageKind, filters: Record<(typeof FILTERS)[number], string | null>) {
  const { resendAllFailed, plural } = messageKinds[kind];
  const call = resendAllFailed as typeof calls.Message.ResendAllFailedEmail;
  const mutation = useCallMutation(call);
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
