import {
  type CarDetail,
  CURRENCY_SIGN,
  carTexts,
  type DriverPresence,
  DriverState,
  driverStateNames,
  type Ride,
  type RideOffer,
} from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { session } from '../../../lib/session.ts';
import { answer, type FakeAnswer, fakeApi } from '../../../test/fake-api.ts';
import { type FakeEventStream, fakeEventStream } from '../../../test/fake-event-stream.ts';
import { problem } from '../../../test/mock-api.ts';
import { earningsAnswers } from './fake-earnings.ts';

/** Signs in Bola Eze, who drives (the session does not say so: the driver's app asks the server). */
export function signInBola() {
  session.signIn({
    Token: 'driver-token',
    User: {
      Id: 'd1',
      EmailAddress: 'bola@example.com',
      Surname: 'Eze',
      FirstName: 'Bola',
      HasAdminRole: false,
      AllowAllEndPoints: false,
      AdminEndPoints: [],
    },
    RequireNewPassword: false,
  });
}

export const presence = (
  State: DriverPresence['State'],
  more: Partial<DriverPresence> = {},
): DriverPresence => ({
  Online: State !== DriverState.Offline,
  State,
  StateName: driverStateNames[State as keyof typeof driverStateNames],
  Latitude: 6.45,
  Longitude: 3.4,
  LastSeenAt: '2026-11-29T10:00:00.000Z',
  RideId: null,
  ...more,
});

export const aCar = (Id: number, more: Partial<CarDetail> = {}): CarDetail =>
  ({
    Id,
    Name: 'Toyota',
    CarModel: 'Corolla',
    Year: 2021,
    LicenseNumber: `LND ${Id}AA`,
    CarLicense: '/files/car.png',
    LicenseExpiryDate: '2099-06-30',
    Insurance: null,
    InsuranceExpiryDate: null,
    RoadWorthiness: null,
    RoadWorthinessExpiryDate: null,
    CarFrontPicture: null,
    CarBackPicture: null,
    CarSidePicture: null,
    DriverId: 'd1',
    DriverEmail: 'bola@example.com',
    DriverPhone: null,
    DriverSurname: 'Eze',
    DriverFirstname: 'Bola',
    Status: 2,
    StatusName: 'Approved',
    ApproveUserId: null,
    ApproveUserSurname: null,
    ApproveUserFirstname: null,
    Message: null,
    ...more,
  }) as CarDetail;

/** An open offer of ride 7, from Allen Avenue to Lekki, expiring `seconds` from now. */
export const anOffer = (Id: number, seconds = 20, more: Partial<RideOffer> = {}): RideOffer => ({
  Id,
  RideId: 7,
  Status: 1,
  StatusName: 'Open',
  OfferedAt: new Date().toISOString(),
  ExpiresAt: new Date(Date.now() + seconds * 1000).toISOString(),
  DistanceToPickup: 1.2,
  CurrentStreet: 'Allen Avenue',
  CurrentCity: 'Ikeja',
  DestinationAddress: 'Admiralty Way, Lekki',
  PickupLatitude: 6.6,
  PickupLongitude: 3.35,
  DestinationLatitude: 6.44,
  DestinationLongitude: 3.47,
  DistanceToCover: 18.4,
  EstimatedAmount: 4600,
  PaymentMethodName: 'Cash',
  CurrencySign: CURRENCY_SIGN,
  ...more,
});

/** The fake server's state a test changes as the driver goes (status, offers, the ride). */
export type DriverWorld = {
  status: DriverPresence;
  offers: RideOffer[];
  cars: CarDetail[] | 'not a driver';
  ride?: Ride;
};

/**
 * The driver's app's calls, answered from `world`: status, cars (403 for a rider), offers, the ride
 * (and the earnings, as testing/fake-earnings.ts has them);
 * each connection to Ride/MyDriverUpdates is kept in `streams` for the test to drive. `more` replaces
 * any of them (a refusal, a step's answer).
 */
export function fakeDriverApi(world: DriverWorld, ...more: FakeAnswer[]) {
  const streams: FakeEventStream[] = [];
  const api = fakeApi(
    answer(calls.Ride.GetMyDriverStatus, () => world.status),
    answer(calls.CarDetail.GetMyCarDetails, () =>
      world.cars === 'not a driver'
        ? problem(403, carTexts.notADriver)
        : { rows: world.cars, total: world.cars.length },
    ),
    answer(calls.Ride.GetMyOffers, () => ({ rows: world.offers, total: world.offers.length })),
    answer(calls.Ride.MyDriverUpdates, () => {
      const stream = fakeEventStream();
      streams.push(stream);
      return stream.reply;
    }),
    answer(calls.Ride.GetMyRide, () =>
      world.ride ? { ...world.ride, AmCustomer: false, RatedByMe: false } : problem(404, 'There is no ride'),
    ),
    ...earningsAnswers(),
    ...more,
  );
  return { api, streams };
}
