import { confirmAction } from '../../../components/feedback/confirm-action.tsx';
import type { RowAction } from '../../../components/table/table-types.ts';
import { alertStore } from '../../../lib/alerts.ts';
import { useDeleteLocation } from '../api/delete-location.ts';
import { useSetLocationEnabled } from '../api/set-location-enabled.ts';
import { type LocationKind, locationKinds } from '../location-kinds.ts';
import type { LocationRow } from './use-location-list.ts';

/**
 * spec 001 §2: a location's actions are Edit, Enable/Disable and Delete. spec 001 §5: the action calls
 * are confirmed first; spec 001 §8: the reply's Message is a success alert (a failure's error alert
 * comes from the query client), and the lists reload (the mutations invalidate them).
 */
export function useLocationActions(kind: LocationKind, onEdit: (row: LocationRow) => void) {
  const { item } = locationKinds[kind];
  const setEnabled = useSetLocationEnabled(kind);
  const remove = useDeleteLocation(kind);

  const confirmThen = async (action: string, row: LocationRow, call: () => Promise<{ Message: string }>) => {
    if (!(await confirmAction({ action, item, name: row.Name }))) return;
    const reply = await call().catch(() => undefined);
    if (reply) alertStore.success(reply.Message);
  };

  return (row: LocationRow): RowAction[] => [
    { label: 'Edit', onClick: () => onEdit(row) },
    row.Enable
      ? {
          label: 'Disable',
          color: 'orange',
          onClick: () =>
            confirmThen('disable', row, () => setEnabled.mutateAsync({ Id: row.Id, enable: false })),
        }
      : {
          label: 'Enable',
          color: 'green',
          onClick: () =>
            confirmThen('enable', row, () => setEnabled.mutateAsync({ Id: row.Id, enable: true })),
        },
    {
      label: 'Delete',
      color: 'red',
      onClick: () => confirmThen('delete', row, () => remove.mutateAsync({ Id: row.Id })),
    },
  ];
}
