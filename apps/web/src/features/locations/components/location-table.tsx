import type { Country } from '@wayfare/contracts';
import { DataTable } from '../../../components/table/data-table.tsx';
import type { RowAction, TableColumn } from '../../../components/table/table-types.ts';
import { type LocationKind, locationKinds } from '../location-kinds.ts';
import { StatusBadge } from './status-badge.tsx';
import type { LocationList, LocationRow } from './use-location-list.ts';

const isoColumns: TableColumn<LocationRow>[] = [
  {
    key: 'ThreeLetterIsoCode',
    title: '3-Letter ISO Code',
    value: (row) => (row as Country).ThreeLetterIsoCode,
  },
  { key: 'TwoLetterIsoCode', title: '2-Letter ISO Code', value: (row) => (row as Country).TwoLetterIsoCode },
];

type LocationTableProps = {
  kind: LocationKind;
  list: LocationList;
  actions: (row: LocationRow) => RowAction[];
};

/** spec 001 §2: columns #, Name, Status (countries also the 3- and 2-letter ISO codes), and the actions. */
export function LocationTable({ kind, list, actions }: LocationTableProps) {
  const columns: TableColumn<LocationRow>[] = [
    { key: 'number', title: '#', kind: 'rowNumber', width: 56 },
    { key: 'Name', title: 'Name' },
    ...(kind === 'country' ? isoColumns : []),
    { key: 'Enable', title: 'Status', render: (row) => <StatusBadge enabled={row.Enable} /> },
    { key: 'actions', title: 'Actions', kind: 'actions', actions },
  ];
  return (
    <DataTable
      label={locationKinds[kind].plural}
      columns={columns}
      rows={list.rows}
      loading={list.loading}
      firstRowNumber={list.firstRowNumber}
    />
  );
}
