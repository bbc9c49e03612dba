import type { CityRow, Country, StateRow } from '@wayfare/contracts';
import {
  type ScreenColumn,
  StatusBadge,
  useCanCall,
  useRowAction,
} from '../../../components/screen/index.ts';
import type { RowAction } from '../../../components/table/table-types.ts';
import {
  LOCATION_AREAS as areas,
  type LocationKind,
  locationCalls,
  locationKinds,
} from '../location-kinds.ts';

export type LocationRow = Country | StateRow | CityRow;

const isoColumns: ScreenColumn<LocationRow>[] = [
  { key: 'ThreeLetterIsoCode', title: '3-Letter ISO Code' },
  { key: 'TwoLetterIsoCode', title: '2-Letter ISO Code' },
];

/**
 * spec 001 §2: columns #, Name, Status (countries also the 3- and 2-letter ISO codes); actions Edit,
 * Enable/Disable and Delete, each confirmed, each shown only to those who may make its call.
 */
export function useLocationColumns(
  kind: LocationKind,
  onEdit: (id: number) => void,
): ScreenColumn<LocationRow>[] {
  const calls = locationCalls[kind];
  const { item } = locationKinds[kind];
  const canEdit = useCanCall(calls.update);
  const enable = useRowAction(calls.enable, { label: 'Enable', color: 'green', item, areas });
  const disable = useRowAction(calls.disable, { label: 'Disable', color: 'orange', item, areas });
  const remove = useRowAction(calls.remove, { label: 'Delete', color: 'red', item, areas });
  const edit = (row: LocationRow) => (canEdit ? { label: 'Edit', onClick: () => onEdit(row.Id) } : null);
  const actions = (row: LocationRow) =>
    [edit(row), (row.Enable ? disable : enable)?.(row), remove?.(row)].filter((action): action is RowAction =>
      Boolean(action),
    );
  return [
    { key: 'number', title: '#', kind: 'rowNumber', width: 56 },
    { key: 'Name', title: 'Name', card: 'title', sort: 'Name' },
    ...(kind === 'country' ? isoColumns : []),
    {
      key: 'Enable',
      title: 'Status',
      card: 'badge',
      sort: 'Enable',
      render: (row) => <StatusBadge on={row.Enable} />,
    },
    { key: 'actions', title: 'Actions', kind: 'actions', actions },
  ];
}
