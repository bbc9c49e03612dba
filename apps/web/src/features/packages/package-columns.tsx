import type { Package } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { formatMoney, formatNumber } from '../../components/format.ts';
import { type ScreenColumn, StatusBadge, useCanCall, useRowAction } from '../../components/screen/index.ts';
import type { RowAction } from '../../components/table/table-types.ts';

const money = (amount: (row: Package) => number) => (row: Package) =>
  formatMoney(amount(row), row.CurrencySign);

/**
 * spec 001 §2 (Packages Center) and issue 15 §7: #, Name, Frequency, Amount, Bonus, Minimum Wallet,
 * Rides (min–max), Status (Active/Inactive); Edit and a confirmed Delete, each for those who may.
 */
export function usePackageColumns(onEdit: (id: number) => void): ScreenColumn<Package>[] {
  const canEdit = useCanCall(calls.Package.UpdatePackage);
  const remove = useRowAction(calls.Package.DeletePackage, {
    label: 'Delete',
    color: 'red',
    item: 'package',
  });
  const actions = (row: Package) =>
    [canEdit ? { label: 'Edit', onClick: () => onEdit(row.Id) } : null, remove?.(row)].filter(
      (action): action is RowAction => Boolean(action),
    );
  return [
    { key: 'number', title: '#', kind: 'rowNumber', width: 56 },
    { key: 'Name', title: 'Name', card: 'title', sort: 'Name' },
    { key: 'PackageFrequencyName', title: 'Frequency' },
    { key: 'Amount', title: 'Amount', sort: 'Amount', value: money((row) => row.Amount) },
    { key: 'BonusAmount', title: 'Bonus', value: money((row) => row.BonusAmount) },
    {
      key: 'MinimumAmountRequired',
      title: 'Minimum Wallet',
      value: money((row) => row.MinimumAmountRequired),
    },
    {
      key: 'Rides',
      title: 'Rides',
      value: (row) => `${formatNumber(row.MinTotalRides)}–${formatNumber(row.MaxTotalRides)}`,
    },
    {
      key: 'Publish',
      sort: 'Publish',
      title: 'Status',
      card: 'badge',
      render: (row) => <StatusBadge on={row.Publish} labels={['Active', 'Inactive']} />,
    },
    { key: 'actions', title: 'Actions', kind: 'actions', actions },
  ];
}
