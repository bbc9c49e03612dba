import { Stack, Text } from '@mantine/core';
import { EmailText } from '../../../components/email-text.tsx';
import { type ScreenColumn, StatusBadge } from '../../../components/screen/index.ts';
import type { RowAction } from '../../../components/table/table-types.ts';
import type { AccountKind, AccountRow } from '../account-kinds.ts';
import { LicenceBadge } from '../licence-badge.tsx';

const dash = (value: string | null | undefined) => value || '—';

function Contact({ row }: { row: AccountRow }) {
  return (
    <Stack gap={0} component="span">
      {/* Breaks after its '@' and before its domain's dots, not mid-word (issue 32). */}
      <EmailText email={row.EmailAddress} />
      <Text component="span" size="sm" c="dimmed">
        {dash(row.PhoneNumber)}
      </Text>
    </Stack>
  );
}

/** The wallet account's status and, once the provider opened it, its number (issue 18 §2). */
function WalletAccount({ row }: { row: AccountRow }) {
  return (
    <Stack gap={0} component="span">
      <Text component="span" size="sm">
        {dash(row.VirtualAccountStatusName)}
      </Text>
      {row.WalletAccountNumber && (
        <Text component="span" size="sm" c="dimmed" ff="monospace">
          {row.WalletAccountNumber}
        </Text>
      )}
    </Stack>
  );
}

const driverColumns: ScreenColumn<AccountRow>[] = [
  {
    key: 'DriverLicenseStatusName',
    title: 'License',
    // Wide enough for 'Pending' and 'Expired' whole, never cut to 'PEN…'.
    width: 110,
    render: (row) =>
      row.DriverLicenseStatusName ? <LicenceBadge status={row.DriverLicenseStatusName} /> : '—',
  },
  { key: 'PackageName', title: 'Package', value: (row) => dash(row.PackageName) },
];

/**
 * spec 001 §2: columns #, Name, Contact, Status, Rating, Wallet Status, Referral Code; drivers also
 * License and Package; the row actions in one menu (there are up to six).
 */
export function accountColumns(
  kind: AccountKind,
  actions: (row: AccountRow) => RowAction[],
): ScreenColumn<AccountRow>[] {
  return [
    { key: 'number', title: '#', kind: 'rowNumber', width: 56 },
    { key: 'Name', title: 'Name', card: 'title', sort: 'Name' },
    { key: 'Contact', title: 'Contact', sort: 'EmailAddress', render: (row) => <Contact row={row} /> },
    {
      key: 'IsActive',
      title: 'Status',
      sort: 'IsActive',
      width: 120,
      card: 'badge',
      render: (row) => <StatusBadge on={row.IsActive} labels={['Active', 'Suspended']} />,
    },
    {
      key: 'Rating',
      title: 'Rating',
      kind: 'rating',
      value: (row) => (kind === 'driver' ? row.MyRatingAsDriver : row.MyRatingAsCustomer),
    },
    {
      key: 'VirtualAccountStatusName',
      title: 'Wallet Status',
      render: (row) => <WalletAccount row={row} />,
    },
    { key: 'OtherReferralCode', title: 'Referral Code' },
    ...(kind === 'driver' ? driverColumns : []),
    { key: 'actions', title: 'Actions', kind: 'actions', actionsAs: 'menu', actions },
  ];
}
