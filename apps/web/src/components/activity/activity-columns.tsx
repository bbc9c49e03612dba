import type { AdminActivity } from '@wayfare/contracts';
import type { ScreenColumn } from '../screen/screen-column.ts';
import { AdminChanges } from './admin-changes.tsx';

/**
 * issue 14 §3: an admin change as a listing row: who, when, Area/Action, the record, and the changes
 * before → after. `withWho: false` leaves out who (a person's own actions on their account page).
 */
export function adminActivityColumns({ withWho = true } = {}): ScreenColumn<AdminActivity>[] {
  return [
    {
      key: 'Action',
      title: 'Area/Action',
      card: 'title',
      sort: 'Area',
      value: (row) => `${row.Area}/${row.Action}`,
    },
    ...(withWho
      ? [{ key: 'UserFullName', title: 'Who', value: (row: AdminActivity) => row.UserFullName ?? '—' }]
      : []),
    { key: 'CreatedDate', title: 'When', kind: 'dateTime', width: 170, sort: 'CreatedDate' },
    { key: 'RecordId', title: 'Record', value: (row) => row.RecordId ?? '—' },
    { key: 'Changes', title: 'Changes', render: (row) => <AdminChanges changes={row.Changes} /> },
  ];
}
