import { Alert, Drawer, Loader, Stack } from '@mantine/core';
import { type MyRide, RideStatus } from '@wayfare/contracts';
import { formatDateTime, formatNumber } from '../../../components/format.ts';
import { type RecordFact, RecordFacts, RecordSection } from '../../../components/screen/index.ts';
import { useMyRide } from '../api/get-my-ride.ts';
import { ComplainAboutRide } from '../complain/complain-about-ride.tsx';
import { amountTextOf, MyRideStatusBadge, pickUpOf } from '../mine/my-ride-columns.tsx';
import { MyRideMoney } from '../my-ride-money/my-ride-money.tsx';
import { RateRide } from '../rate/rate-ride.tsx';
import { customerOf, driverOf } from '../ride-columns.tsx';
import { MyRideHistory } from './my-ride-history.tsx';

/** The ride as its rider or driver reads it: its state, the trip, what it costs, who drove what. */
const myRideFacts = (ride: MyRide): RecordFact[] => [
  ['Status', <MyRideStatusBadge key="status" ride={ride} />],
  ['Date', formatDateTime(ride.RideDate)],
  ['Pick-up', pickUpOf(ride)],
  ['Destination', ride.DestinationAddress],
  ['Distance (km)', formatNumber(ride.DistanceToCover)],
  ['Amount', amountTextOf(ride)],
  ...(ride.AmCustomer
    ? ([
        ['Driver', driverOf(ride)],
        ['Driver Phone', ride.DriverPhoneNumber || '—'],
      ] as RecordFact[])
    : ([['Rider', customerOf(ride)]] as RecordFact[])),
  ['Car', [ride.CarName, ride.CarModel, ride.CarYear].filter(Boolean).join(' ') || '—'],
  ['Licence Number', ride.LicenseNumber || '—'],
];

/**
 * The ride's panel: its facts, then one section per thing the person can do with it, and its status
 * history. Each is its own component; the ride's money (fare breakdown, receipt, tip: issue 30) joins
 * them as another Section.
 */
export function MyRidePanel({ ride }: { ride: MyRide }) {
  const completed = ride.RideStatus === RideStatus.Completed;
  const rated = ride.AmCustomer ? driverOf(ride) : customerOf(ride);
  return (
    <Stack gap="xl">
      <RecordFacts label="The ride" facts={myRideFacts(ride)} />
      <MyRideMoney key={ride.Id} ride={ride} />
      {completed && ride.DriverId && (
        <RecordSection title={ride.AmCustomer ? 'Rate the driver' : 'Rate the rider'}>
          <RateRide key={ride.Id} ride={ride} ratedName={rated} />
        </RecordSection>
      )}
      {ride.AmCustomer && ride.DriverId && (
        <RecordSection title="A problem with this ride?">
          <ComplainAboutRide key={ride.Id} ride={ride} />
        </RecordSection>
      )}
      <RecordSection title="Status History">
        <MyRideHistory rideId={ride.Id} />
      </RecordSection>
    </Stack>
  );
}

/** The ride of `?view=<Id>`, read on its own (GetMyRide): a link may name a ride on no page of the list. */
function MyRideOfId({ id, shown }: { id: string; shown: MyRide | undefined }) {
  const rideId = Number(id);
  const valid = Number.isInteger(rideId) && rideId > 0;
  const ride = useMyRide(rideId, { enabled: valid, shown });
  if (ride.data) return <MyRidePanel ride={ride.data} />;
  if (!valid) return <Alert color="yellow" title={`There is no ride with Id ${id}`} />;
  if (ride.isError) return <Alert color="yellow" title={ride.error.message} />;
  return <Loader aria-label="Loading the ride" />;
}

/** The panel beside the list for `?view=<Id>`; the ride's row on the list's page shows until it answers. */
export function MyRideDrawer(props: {
  viewing: string | null;
  shown: MyRide | undefined;
  onClose: () => void;
}) {
  const { viewing, shown, onClose } = props;
  // The compound parts, for a header that is no second page banner (axe: landmark-no-duplicate-banner).
  return (
    <Drawer.Root opened={viewing !== null} onClose={onClose} position="right" size="lg">
      <Drawer.Overlay />
      <Drawer.Content>
        <Drawer.Header component="div">
          <Drawer.Title>Ride #{viewing}</Drawer.Title>
          <Drawer.CloseButton aria-label="Close the ride" />
        </Drawer.Header>
        <Drawer.Body>
          {viewing !== null && <MyRideOfId key={viewing} id={viewing} shown={shown} />}
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}
