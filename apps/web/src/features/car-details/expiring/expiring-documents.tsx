import type { ExpiringDocument } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { useNavigate } from 'react-router';
import { useListPage } from '../../../components/list-page/use-list-page.ts';
import { ListScreen, type ScreenColumn } from '../../../components/screen/index.ts';
import { paths } from '../../../lib/paths.ts';
import { CarDetailTabs, EXPIRING_DAYS } from '../car-detail-tabs.tsx';
import { ExpiryDate } from '../expiry-date.tsx';
import { carPath } from '../list/car-list.tsx';

const driverOf = (row: ExpiringDocument) => `${row.DriverFirstname} ${row.DriverSurname}`;
/** 'Insurance of Toyota (KJA-142-XY)', or "Driver's Licence of Ngozi Adeyemi": the row's title on a phone too. */
const documentOf = (row: ExpiringDocument) =>
  `${row.Document} of ${row.Name ? `${row.Name} (${row.LicenseNumber})` : driverOf(row)}`;

/**
 * issue 17 §2: GetExpiringDocuments: each car paper or driver's licence expiring within 30 days; a car's
 * row opens the car, a driver's licence the driver.
 */
export function ExpiringDocuments() {
  const navigate = useNavigate();
  const list = useListPage({
    call: calls.CarDetail.GetExpiringDocuments,
    toQuery: ({ page, pageSize }) => ({ daysAhead: EXPIRING_DAYS, page, pageSize }),
  });
  const columns: ScreenColumn<ExpiringDocument>[] = [
    { key: 'number', title: '#', kind: 'rowNumber', width: 56 },
    { key: 'Document', title: 'Document', card: 'title', value: documentOf },
    { key: 'Driver', title: 'Driver', value: driverOf },
    { key: 'ExpiryDate', title: 'Expiry Date', render: (row) => <ExpiryDate date={row.ExpiryDate} /> },
    {
      key: 'actions',
      title: 'Actions',
      kind: 'actions',
      actions: (row) => [
        {
          label: 'View',
          onClick: () =>
            void navigate(
              row.CarDetailId ? carPath(row.CarDetailId) : `${paths.admin('drivers')}?view=${row.DriverId}`,
            ),
        },
      ],
    },
  ];
  return (
    <ListScreen
      exportCall={calls.CarDetail.ExportExpiringDocuments}
      header={<CarDetailTabs value="expiring" />}
      list={list}
      label="Expiring Documents"
      columns={columns}
      withKeyword={false}
    />
  );
}
