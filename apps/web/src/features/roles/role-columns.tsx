import type { AdminRole } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { type ScreenColumn, useCanCall, useRowAction } from '../../components/screen/index.ts';
import type { RowAction } from '../../components/table/table-types.ts';

/** spec 001 §2 (Roles Center): columns index, Name, Endpoints (count); actions Edit and Delete. */
export function useRoleColumns(onEdit: (id: number) => void): ScreenColumn<AdminRole>[] {
  const canEdit = useCanCall(calls.Account.UpdateSubAdminRole);
  const remove = useRowAction(calls.Account.DeleteSubAdminRole, {
    label: 'Delete',
    color: 'red',
    item: 'role',
  });
  const actions = (row: AdminRole) =>
    [canEdit ? { label: 'Edit', onClick: () => onEdit(row.Id) } : null, remove?.(row)].filter(
      (action): action is RowAction => Boolean(action),
    );
  return [
    { key: 'number', title: '#', kind: 'rowNumber', width: 56 },
    { key: 'Name', title: 'Name', card: 'title', sort: 'Name' },
    {
      key: 'Endpoints',
      title: 'Endpoints',
      kind: 'number',
      value: (row) => row.AdminRoleEndpoints.length,
    },
    { key: 'actions', title: 'Actions', kind: 'actions', actions },
  ];
}
