import type { Ride } from '@wayfare/contracts';
import { formatNumber } from '../../components/format.ts';
import type { ScreenColumn } from '../../components/screen/index.ts';
import { paymentStatusLabel, RidePaymentBadge } from './ride-payment-badge.tsx';
import { RideStatusBadge } from './ride-status-badge.tsx';

const dash = (value: string | null | undefined) => value?.trim() || '—';

export const customerOf = (ride: Pick<Ride, 'CustomerFirstname' | 'CustomerSurname'>) =>
  `${ride.CustomerFirstname} ${ride.CustomerSurname}`;
export const driverOf = (ride: Ride) =>
  ride.DriverId ? dash(`${ride.DriverFirstname ?? ''} ${ride.DriverSurname ?? ''}`) : '—';
/** 'Toyota Corolla 2019 (LAG-123-AB)'; the cars issue fills these, until then '—'. */
export const carOf = (ride: Ride) => {
  const car = [ride.CarName, ride.CarModel, ride.CarYear].filter(Boolean).join(' ');
  if (!car) return '—';
  return ride.LicenseNumber ? `${car} (${ride.LicenseNumber})` : car;
};
/** What the ride costs: its Amount once completed, its estimate until then. */
export const amountOf = (ride: Ride) => ride.Amount ?? ride.EstimatedAmount;
/** The lists' Amount: what the rider pays once completed (FinalAmount, the promo off), else as amountOf. */
const listedAmountOf = (ride: Ride) => ride.FinalAmount ?? amountOf(ride);

/**
 * issue 16 §4: #, Customer, Driver, Car, Destination, Distance (km), Amount (₦), Date, Status, and View
 * (the ride's page); issue 30: the final amount once completed, and Payment (method and status).
 */
export function rideColumns(onView: (ride: Ride) => void): ScreenColumn<Ride>[] {
  return [
    { key: 'number', title: '#', kind: 'rowNumber', width: 56 },
    { key: 'Customer', title: 'Customer', card: 'title', value: customerOf },
    { key: 'Driver', title: 'Driver', value: driverOf },
    { key: 'Car', title: 'Car', value: carOf },
    { key: 'DestinationAddress', title: 'Destination' },
    { key: 'DistanceToCover', title: 'Distance (km)', kind: 'number', sort: 'DistanceToCover' },
    {
      key: 'Amount',
      title: 'Amount (₦)',
      sort: 'Amount',
      value: (ride) => formatNumber(listedAmountOf(ride)),
    },
    {
      key: 'Payment',
      title: 'Payment',
      value: (ride) => `${ride.PaymentMethodName}, ${paymentStatusLabel(ride.PaymentStatusName)}`,
      render: (ride) => <RidePaymentBadge ride={ride} />,
    },
    { key: 'RideDate', title: 'Date', kind: 'dateTime', sort: 'RideDate' },
    {
      key: 'RideStatus',
      title: 'Status',
      sort: 'RideStatus',
      card: 'badge',
      width: 120,
      render: (ride) => <RideStatusBadge status={ride.RideStatus} name={ride.RideStatusName} />,
    },
    {
      key: 'actions',
      title: 'Actions',
      kind: 'actions',
      actions: (ride) => [{ label: 'View', onClick: () => onView(ride) }],
    },
  ];
}
