import type { CarDetail } from '@wayfare/contracts';
import type { ScreenColumn } from '../../../components/screen/index.ts';
import type { RowAction } from '../../../components/table/table-types.ts';
import { CarStatusBadge } from '../car-status-badge.tsx';
import { ExpiryDate } from '../expiry-date.tsx';

export const carOf = (car: Pick<CarDetail, 'Name' | 'CarModel' | 'Year'>) =>
  `${car.Name} ${car.CarModel} ${car.Year}`;
export const driverOf = (car: Pick<CarDetail, 'DriverFirstname' | 'DriverSurname'>) =>
  `${car.DriverFirstname} ${car.DriverSurname}`;

/**
 * issue 17 §5: #, Car (Name, CarModel, Year), Licence Number, Driver, Licence Expiry (red when past,
 * orange within 30 days), Status, Date; View and the status's actions.
 */
export function carColumns(actions: (car: CarDetail) => RowAction[]): ScreenColumn<CarDetail>[] {
  return [
    { key: 'number', title: '#', kind: 'rowNumber', width: 56 },
    { key: 'Car', title: 'Car', card: 'title', value: carOf },
    { key: 'LicenseNumber', title: 'Licence Number' },
    { key: 'Driver', title: 'Driver', value: driverOf },
    {
      key: 'LicenseExpiryDate',
      title: 'Licence Expiry',
      sort: 'LicenseExpiryDate',
      render: (car) => <ExpiryDate date={car.LicenseExpiryDate} />,
    },
    {
      key: 'Status',
      title: 'Status',
      sort: 'Status',
      card: 'badge',
      render: (car) => <CarStatusBadge status={car.Status} name={car.StatusName} />,
    },
    { key: 'CreatedDate', title: 'Date', kind: 'date', sort: 'CreatedDate' },
    { key: 'actions', title: 'Actions', kind: 'actions', actionsAs: 'menu', actions },
  ];
}
