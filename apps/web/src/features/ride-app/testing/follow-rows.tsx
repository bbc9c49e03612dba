import { useQuery } from '@tanstack/react-query';
import type { MyRide, MyRideDriver, RideStatusId } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { callQuery } from '../../../lib/call-query.ts';
import { aRide, driverBola } from '../../../test/ride-rows.ts';
import { RideFinished } from '../finished/ride-finished.tsx';
import { RideInProgress } from '../follow/ride-in-progress.tsx';
import { RideLiveProvider } from '../live/ride-live.tsx';

/** Ada's ride 12 with its places' coordinates (Broad Street to Lekki), Bola driving once accepted. */
export const followedRide = (status: RideStatusId, more: Partial<MyRide> = {}): MyRide => ({
  ...aRide(12, status, {
    ...driverBola(status),
    ...(status === 1
      ? {}
      : { CarName: 'Toyota', CarModel: 'Corolla', CarYear: 2018, LicenseNumber: 'LND-482-KJ' }),
    PickupLatitude: 6.4541,
    PickupLongitude: 3.3947,
    DestinationLatitude: 6.4281,
    DestinationLongitude: 3.4219,
  }),
  AmCustomer: true,
  RatedByMe: false,
  ...more,
});

/** Bola's card on ride 12, accepted at `acceptedAt`, with the first settings' ₦500 fee after 5 min. */
export const bolasCard = (acceptedAt: Date, more: Partial<MyRideDriver> = {}): MyRideDriver => ({
  RideId: 12,
  DriverFirstname: 'Bola',
  Picture: '/uploads/pictures/bola.jpg',
  Rating: 4.7,
  RatingCount: 3,
  CarName: 'Toyota',
  CarModel: 'Corolla',
  CarYear: 2018,
  LicenseNumber: 'LND-482-KJ',
  AcceptedAt: acceptedAt.toISOString(),
  CancellationFee: 500,
  CancellationGraceMinutes: 5,
  FreeCancellationUntil: new Date(acceptedAt.getTime() + 5 * 60_000).toISOString(),
  CurrencySign: '₦',
  ...more,
});

/**
 * What the booking slice's /ride page does with these parts (a stand-in until it merges): the stream
 * once for the page, and ride 12 shown following or finished as its status says.
 */
function FollowedRide({ onDone }: { onDone: () => void }) {
  const ride = useQuery(callQuery(calls.Ride.GetMyRide, { query: { id: 12 } }));
  if (!ride.data) return null;
  return ride.data.RideStatus >= 5 ? (
    <RideFinished ride={ride.data} onDone={onDone} />
  ) : (
    <RideInProgress ride={ride.data} />
  );
}

export const FollowPage = ({ onDone = () => {} }: { onDone?: () => void }) => (
  <RideLiveProvider>
    <FollowedRide onDone={onDone} />
  </RideLiveProvider>
);
