import { Text } from '@mantine/core';
import { MessageStatus } from '@wayfare/contracts';
import { Fragment } from 'react';
import { formatDateTime } from '../../components/format.ts';
import type { ScreenColumn } from '../../components/screen/index.ts';
import type { RowAction } from '../../components/table/table-types.ts';
import { type Tone, ToneBadge } from '../../components/tone-badge.tsx';
import { type MessageKind, type MessageRow, messageKinds } from './message-kinds.ts';

const statusTones: Record<number, Tone> = {
  [MessageStatus.Pending]: 'yellow',
  [MessageStatus.Sent]: 'green',
  [MessageStatus.Failed]: 'red',
};

/** Pending, Sent or Failed, by the server's StatusName. */
export function MessageStatusBadge({ row }: { row: MessageRow }) {
  return <ToneBadge tone={statusTones[row.Status] ?? 'gray'}>{row.StatusName}</ToneBadge>;
}

/**
 * The recipient(s) of a message. A line may break after an address's '@' or a list's comma, never
 * inside a name or a phone number, so the table keeps each whole unless the column cannot hold it.
 */
function Recipients({ text }: { text: string }) {
  const parts = text.split(/(?<=[@,])/);
  return (
    <Text component="span" size="sm" style={{ overflowWrap: 'break-word' }}>
      {parts.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text, in their order
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </Text>
  );
}

/** The row actions the screen offers, each null when the signed-in person may not make its call. */
export type MessageActions = {
  resend: ((row: MessageRow) => void) | null;
  /** Shows why a failed message failed. */
  why: (row: MessageRow) => void;
  /** True while a Resend is under way. */
  busy: boolean;
};

/**
 * spec 001 §2 and issue 15 §7: Recipient(s), Type, Subject or Message, Sent On (when it was queued),
 * Status; Resend on a message that is not pending, 'Why?' on a failed one.
 */
export function messageColumns(kind: MessageKind, actions: MessageActions): ScreenColumn<MessageRow>[] {
  const { recipients, text, textTitle } = messageKinds[kind];
  const rowActions = (row: MessageRow) => {
    const list: RowAction[] = [];
    if (row.Status === MessageStatus.Failed) list.push({ label: 'Why?', onClick: () => actions.why(row) });
    const { resend } = actions;
    if (resend && !row.IsPending)
      list.push({ label: 'Resend', color: 'blue', disabled: actions.busy, onClick: () => resend(row) });
    return list;
  };
  return [
    {
      key: 'recipients',
      title: 'Recipient(s)',
      card: 'title',
      render: (row) => <Recipients text={recipients(row)} />,
    },
    { key: 'TypeName', title: 'Type' },
    {
      key: 'text',
      title: textTitle,
      render: (row) => (
        <Text component="span" size="sm" style={{ overflowWrap: 'anywhere' }}>
          {text(row)}
        </Text>
      ),
    },
    {
      key: 'Date',
      title: 'Sent On',
      sort: 'Date',
      // '26 Nov 2026, 3:29 PM' on one line: the time never wraps away from its date.
      render: (row) => (
        <Text component="span" size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatDateTime(row.Date)}
        </Text>
      ),
    },
    {
      key: 'Status',
      title: 'Status',
      sort: 'Status',
      card: 'badge',
      width: 100,
      render: (row) => <MessageStatusBadge row={row} />,
    },
    { key: 'actions', title: 'Actions', kind: 'actions', actions: rowActions },
  ];
}
