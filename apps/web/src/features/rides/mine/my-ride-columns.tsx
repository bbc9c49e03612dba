import { formatNaira, type MyRide, RideStatus, type RideStatusId } from '@wayfare/contracts';
import type { ScreenColumn } from '../../../components/screen/index.ts';
import { type Tone, ToneBadge } from '../../../components/tone-badge.tsx';
import { amountOf, carOf, customerOf, driverOf } from '../ride-columns.tsx';

/** issue 16 §4's colours in the shared tones: waiting yellow, on its way blue, done green, cancelled red. */
const rideTones: Record<RideStatusId, Tone> = {
  [RideStatus.Pending]: 'yellow',
  [RideStatus.Accepted]: 'blue',
  [RideStatus.Arrived]: 'blue',
  [RideStatus.Ongoing]: 'blue',
  [RideStatus.Completed]: 'green',
  [RideStatus.Cancelled]: 'red',
};

export function MyRideStatusBadge({ ride }: { ride: Pick<MyRide, 'RideStatus' | 'RideStatusName'> }) {
  return (
    <ToneBadge tone={rideTones[ride.RideStatus as RideStatusId] ?? 'gray'}>{ride.RideStatusName}</ToneBadge>
  );
}

/** 'From 3 Broad Street, Lagos to 12 Admiralty Way, Lekki'. */
export const pickUpOf = (ride: MyRide) =>
  [ride.CurrentStreet, ride.CurrentCity, ride.CurrentSubregion].filter(Boolean).join(', ');
export const routeOf = (ride: MyRide) => `${pickUpOf(ride)} → ${ride.DestinationAddress}`;

/** Who was at the wheel: the driver and car of a ride taken; the rider of a ride the person drove. */
export const withWhomOf = (ride: MyRide) => {
  if (!ride.AmCustomer) return `You drove ${customerOf(ride)}`;
  if (!ride.DriverId) return 'No driver yet';
  const car = carOf(ride);
  return car === '—' ? driverOf(ride) : `${driverOf(ride)} · ${car}`;
};

/** The fare once completed; until then the estimate, said so. */
export const amountTextOf = (ride: MyRide) =>
  ride.Amount === null ? `${formatNaira(amountOf(ride))} (estimate)` : formatNaira(ride.Amount);

/** The customer's rides (/teacher/rides): #, Date, Route, Driver / Car, Amount, Status, and View. */
export function myRideColumns(onView: (ride: MyRide) => void): ScreenColumn<MyRide>[] {
  return [
    { key: 'number', title: '#', kind: 'rowNumber', width: 56 },
    // A phone's card is titled by the date: the route is too long for a title.
    { key: 'RideDate', title: 'Date', kind: 'dateTime', card: 'title' },
    { key: 'Route', title: 'Route', value: routeOf },
    { key: 'WithWhom', title: 'Driver / Car', value: withWhomOf },
    { key: 'Amount', title: 'Amount', value: amountTextOf },
    {
      key: 'RideStatus',
      title: 'Status',
      card: 'badge',
      width: 120,
      render: (ride) => <MyRideStatusBadge ride={ride} />,
    },
    {
      key: 'actions',
      title: 'Actions',
      kind: 'actions',
      actions: (ride) => [{ label: 'View', onClick: () => onView(ride) }],
    },
  ];
}
