import { CURRENCY_SIGN, type PromoCode } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { formatDate, formatMoney } from '../../components/format.ts';
import { type ScreenColumn, StatusBadge, useCanCall, useRowAction } from '../../components/screen/index.ts';
import type { RowAction } from '../../components/table/table-types.ts';

/** A code as the list shows it: the code is the Name the row actions' prompts and the editor use. */
export type PromoCodeRow = PromoCode & { Name: string };
export const toPromoCodeRow = (promo: PromoCode): PromoCodeRow => ({ ...promo, Name: promo.Code });

/** The calendar day of a start or end, as the server keeps it (UTC), whatever the browser's zone. */
const day = (iso: string) => formatDate(iso.slice(0, 10));

/** What a code takes off: '10% (at most ₦1,000.00)' or '₦500.00'. */
const discountOf = (row: PromoCode) =>
  row.DiscountPercent !== null
    ? `${row.DiscountPercent}%${row.MaxDiscountAmount !== null ? ` (at most ${formatMoney(row.MaxDiscountAmount, CURRENCY_SIGN)})` : ''}`
    : formatMoney(row.DiscountAmount ?? 0, CURRENCY_SIGN);

/** Uses so far, of how many: '3 / 100', or '3' with no limit. */
const usesOf = (row: PromoCode) =>
  row.MaxUses !== null ? `${row.UsedCount} / ${row.MaxUses}` : String(row.UsedCount);

const { UpdatePromoCode, SuspendPromoCode, ActivatePromoCode, DeletePromoCode } = calls.Promo;

/**
 * Issue 30: #, Code, Title, Discount, From, To, Uses, First ride, Status; Edit, Suspend or Activate, and
 * Delete, each confirmed and each for those who may.
 */
export function usePromoCodeColumns(onEdit: (id: number) => void): ScreenColumn<PromoCodeRow>[] {
  const canEdit = useCanCall(UpdatePromoCode);
  const item = 'promo code';
  const suspend = useRowAction(SuspendPromoCode, { label: 'Suspend', color: 'orange', item });
  const activate = useRowAction(ActivatePromoCode, { label: 'Activate', color: 'green', item });
  const remove = useRowAction(DeletePromoCode, { label: 'Delete', color: 'red', item });
  const actions = (row: PromoCodeRow) =>
    [
      canEdit ? { label: 'Edit', onClick: () => onEdit(row.Id) } : null,
      row.IsActive ? suspend?.(row) : activate?.(row),
      remove?.(row),
    ].filter((action): action is RowAction => Boolean(action));
  return [
    { key: 'number', title: '#', kind: 'rowNumber', width: 56 },
    { key: 'Code', title: 'Code', card: 'title', sort: 'Code' },
    { key: 'Title', title: 'Title' },
    { key: 'DiscountPercent', title: 'Discount', value: discountOf },
    { key: 'StartDate', title: 'From', sort: 'StartDate', value: (row) => day(row.StartDate) },
    { key: 'EndDate', title: 'To', sort: 'EndDate', value: (row) => day(row.EndDate) },
    { key: 'UsedCount', title: 'Uses', value: usesOf },
    { key: 'FirstRideOnly', title: 'First ride', value: (row) => (row.FirstRideOnly ? 'Yes' : 'No') },
    {
      key: 'IsActive',
      sort: 'IsActive',
      title: 'Status',
      card: 'badge',
      render: (row) => <StatusBadge on={row.IsActive} labels={['Active', 'Suspended']} />,
    },
    { key: 'actions', title: 'Actions', kind: 'actions', actions },
  ];
}
