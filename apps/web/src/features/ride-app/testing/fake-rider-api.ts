import {
  type CardOnFile,
  type FoundPlace,
  type MyRide,
  type MyWallet,
  type RequestRideRequest,
  type RideStatusId,
  rideStatusNames,
} from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { answer, fakeApi } from '../../../test/fake-api.ts';
import type { MockReply } from '../../../test/mock-api.ts';
import { aRide } from '../../../test/ride-rows.ts';

/** One of the rider's rides, booked `hoursAgo` before now. */
export const myRide = (Id: number, RideStatus: RideStatusId, more: Partial<MyRide> = {}): MyRide => ({
  ...aRide(Id, RideStatus),
  RideStatusName: rideStatusNames[RideStatus],
  RideDate: new Date(Date.now() - 3_600_000).toISOString(),
  AmCustomer: true,
  RatedByMe: false,
  ...more,
});

export const walletOf = (Balance: number, IsDriver = false): MyWallet => ({
  Balance,
  BookBalance: Balance,
  WallettIdNumber: '2000000001',
  WalletAccountNumber: null,
  VirtualAccountStatusName: 'Pending',
  VirtualAccountErrorMessage: null,
  BvnNeeded: false,
  MaskedBvn: null,
  IsDriver,
});

export const visaCard: CardOnFile = {
  Id: 3,
  Brand: 'visa',
  Last4: '4081',
  ExpMonth: '12',
  ExpYear: '2030',
  Bank: 'Test Bank',
  GatewayName: 'Paystack',
  CreatedAt: '2026-11-01T10:00:00.000Z',
};

export const ekoHotel: FoundPlace = {
  Name: 'Eko Hotel',
  Address: 'Eko Hotel, Adetokunbo Ademola Street, Victoria Island, Lagos State, 106104, Nigeria',
  Latitude: 6.4263,
  Longitude: 3.4296,
};

export const ikejaCityMall: FoundPlace = {
  Name: 'Ikeja City Mall',
  Address: 'Ikeja City Mall, Obafemi Awolowo Way, Ikeja, Lagos',
  Latitude: 6.6142,
  Longitude: 3.3581,
};

/** What the rider's app asks of the server, answered in memory; `onRequest` books (or refuses) a ride. */
export function fakeRiderApi({
  rides = [] as MyRide[],
  wallet = walletOf(10_000),
  cards = [visaCard],
  places = [ikejaCityMall, ekoHotel],
  onRequest = (_body: RequestRideRequest): MyRide | MockReply => myRide(41, 1),
} = {}) {
  let current = rides;
  return fakeApi(
    answer(calls.Ride.GetMyRides, () => ({ rows: current, total: current.length })),
    answer(calls.Wallet.GetMyWallet, () => wallet),
    answer(calls.Wallet.GetMyCards, () => cards),
    answer(calls.Ride.FindPlaces, ({ query }) => {
      const found = places.filter((place) => place.Name.toLowerCase().includes(query.q.toLowerCase()));
      return { rows: found, total: found.length };
    }),
    answer(calls.Ride.EstimateFare, ({ query }) => ({
      DistanceToCover: 7.5,
      IsHighTraffic: false,
      IsShared: query.isShared,
      EstimatedAmount: query.isShared ? 1200 : 1500,
      SharedDiscountInPercent: query.isShared ? 20 : 0,
      CurrencySign: '₦',
    })),
    answer(calls.Ride.RequestRide, ({ body }) => {
      const reply = onRequest(body as RequestRideRequest);
      if (reply instanceof Error || !('Id' in reply)) return reply as MockReply;
      current = [reply, ...current];
      return reply;
    }),
    answer(calls.Settings.GetSiteSettings, () => ({
      AppStoreUrl: null,
      PlayStoreUrl: null,
      PaystackInlineScriptUrl: '',
      FlutterwaveInlineScriptUrl: '',
      MapTileUrl: 'https://tiles.example.ng/{z}/{x}/{y}.png',
      MapTileAttribution: '© OpenStreetMap contributors',
    })),
  );
}

/** The browser's answer to "where am I?": a position, or a refusal (GeolocationPositionError's code). */
export function stubGeolocation(answerWith: { latitude: number; longitude: number } | { code: 1 | 2 | 3 }) {
  const geolocation = {
    getCurrentPosition: (found: PositionCallback, failed?: PositionErrorCallback | null) => {
      if ('code' in answerWith)
        failed?.({ code: answerWith.code, message: 'denied' } as GeolocationPositionError);
      else found({ coords: answerWith } as GeolocationPosition);
    },
  };
  Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
  return () => Reflect.deleteProperty(navigator, 'geolocation');
}
