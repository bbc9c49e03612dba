import { IconSend } from '@tabler/icons-react';
import type { calls } from '@wayfare/contracts';
import { Message } from '@wayfare/contracts/calls';
import { useListPage } from '../../components/list-page/use-list-page.ts';
import { ListScreen, PermittedScreen } from '../../components/screen/index.ts';
import { messageBulkActions } from './actions/message-bulk-actions.ts';
import { useMessageActions } from './actions/use-message-actions.ts';
import { usePolledMessages } from './actions/use-polled-messages.ts';
import { useResendAllFailed } from './actions/use-resend-all-failed.ts';
import { useMessageStatuses } from './api/get-message-statuses.ts';
import { messageColumns } from './message-columns.tsx';
import { FILTERS, messageListQuery } from './message-filters.ts';
import { type MessageKind, type MessageRow, messageKinds } from './message-kinds.ts';

/** spec 001 §2: /admin/emails and /admin/sms, for those who may see the Message endpoint. */
export function MessagesScreen({ kind }: { kind: MessageKind }) {
  return (
    <PermittedScreen call={messageKinds[kind].list}>
      {/* A new kind is a new screen: nothing watched or filtered on one carries to the other. */}
      <Messages key={kind} kind={kind} />
    </PermittedScreen>
  );
}

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
    toQuery: messageListQuery,
  });
  const statuses = useMessageStatuses();
  const polled = usePolledMessages(kind);
  const actions = useMessageActions(kind, polled.watch);
  const resendAll = useResendAllFailed(kind, list.filters);
  // A row's Name (its recipients) is what the bulk prompts and report call it, as Resend's prompt does.
  const rows = (list.rows as MessageRow[])
    .map(polled.latest)
    .map((row) => ({ ...row, Name: messages.recipients(row) }));
  return (
    <ListScreen
      exportCall={kind === 'email' ? Message.ExportEmails : Message.ExportSMSs}
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
      bulk={messageBulkActions(kind)}
    />
  );
}
