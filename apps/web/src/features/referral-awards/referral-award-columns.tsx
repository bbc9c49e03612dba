import { Anchor } from '@mantine/core';
import type { ReferralAward } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { formatDate, formatMoney } from '../../components/format.ts';
import {
  type ScreenColumn,
  StatusBadge,
  useCanCall,
  usePhoneLayout,
  useRowAction,
} from '../../components/screen/index.ts';
import type { RowAction } from '../../components/table/table-types.ts';

/** An award as the list shows it: its title is the Name the row actions' prompts and the editor use. */
export type AwardRow = ReferralAward & { Name: string };
export const toAwardRow = (award: ReferralAward): AwardRow => ({ ...award, Name: award.AwardTitle });

/** The award's page, in a new tab that cannot reach back into this one. */
function AwardPageLink({ row, label = row.AwardTitle }: { row: AwardRow; label?: string }) {
  return (
    <Anchor href={row.AwardPageURL} target="_blank" rel="noopener noreferrer">
      {label}
    </Anchor>
  );
}

/** The calendar day of an award's start or end, as the server keeps it (UTC), whatever the browser's zone. */
const day = (iso: string) => formatDate(iso.slice(0, 10));

const { UpdateReferralAward, SuspendReferralAward, ActivateReferralAward, DeletePackageAddon } =
  calls.Referral;

/**
 * spec 001 §2 (Referral awards) and issue 15 §7: #, Title (a link to the award's page), From, To, Cash
 * (the amount when it is a cash award), Raffle, Status; Edit, Suspend or Activate, and Delete, each
 * confirmed and each for those who may.
 */
export function useReferralAwardColumns(onEdit: (id: number) => void): ScreenColumn<AwardRow>[] {
  const canEdit = useCanCall(UpdateReferralAward);
  // A phone's card opens when its title is tapped, so there the link to the page is a line of its own.
  const phone = usePhoneLayout();
  const item = 'referral award';
  const suspend = useRowAction(SuspendReferralAward, { label: 'Suspend', color: 'orange', item });
  const activate = useRowAction(ActivateReferralAward, { label: 'Activate', color: 'green', item });
  // spec 001 §7: the delete button calls DeletePackageAddon.
  const remove = useRowAction(DeletePackageAddon, { label: 'Delete', color: 'red', item });
  const actions = (row: AwardRow) =>
    [
      canEdit ? { label: 'Edit', onClick: () => onEdit(row.Id) } : null,
      row.IsActive ? suspend?.(row) : activate?.(row),
      remove?.(row),
    ].filter((action): action is RowAction => Boolean(action));
  return [
    { key: 'number', title: '#', kind: 'rowNumber', width: 56 },
    phone
      ? { key: 'AwardTitle', title: 'Title', card: 'title' }
      : { key: 'AwardTitle', title: 'Title', render: (row) => <AwardPageLink row={row} /> },
    ...(phone
      ? [
          {
            key: 'AwardPageURL',
            title: 'Page',
            render: (row: AwardRow) => <AwardPageLink row={row} label={row.AwardPageURL} />,
          },
        ]
      : []),
    {
      key: 'StartDateIsoString',
      title: 'From',
      sort: 'StartDateIsoString',
      value: (row) => day(row.StartDateIsoString),
    },
    {
      key: 'EndDateIsoString',
      title: 'To',
      sort: 'EndDateIsoString',
      value: (row) => day(row.EndDateIsoString),
    },
    {
      key: 'Amount',
      title: 'Cash',
      sort: 'Amount',
      value: (row) => (row.IsCash ? formatMoney(row.Amount, row.CurrencySign) : 'No'),
    },
    { key: 'HasRaffleDraw', title: 'Raffle', value: (row) => (row.HasRaffleDraw ? 'Yes' : 'No') },
    {
      key: 'IsActive',
      title: 'Status',
      sort: 'IsActive',
      card: 'badge',
      render: (row) => <StatusBadge on={row.IsActive} labels={['Active', 'Suspended']} />,
    },
    { key: 'actions', title: 'Actions', kind: 'actions', actions },
  ];
}
