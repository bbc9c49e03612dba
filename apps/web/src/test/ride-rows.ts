import {
  CURRENCY_SIGN,
  type Ride,
  type RideMoney,
  type RideStatusId,
  rideStatusNames,
} from '@wayfare/contracts';

/**
 * A ride as the ride lists answer it: Ada Okafor's 12.5 km cash ride from Broad Street to Lekki, booked
 * at ₦2,500, no driver, no car and nothing paid yet. Each test overrides what its case is about.
 */
export const aRide = (Id: number, RideStatus: RideStatusId, more: Partial<Ride> = {}): Ride => ({
  Id,
  CustomerId: 'c1',
  CustomerSurname: 'Okafor',
  CustomerFirstname: 'Ada',
  CustomerPhoneNumber: '08031234567',
  DriverId: null,
  DriverSurname: null,
  DriverFirstname: null,
  DriverPhoneNumber: null,
  CarDetailId: null,
  CarName: null,
  CarModel: null,
  CarYear: null,
  LicenseNumber: null,
  DistanceToCover: 12.5,
  EstimatedAmount: 2500,
  CustomerPerferredAmount: null,
  EnableCustomerPerferredAmount: false,
  Amount: null,
  IsHighTraffic: false,
  AllowSharing: false,
  PackageName: null,
  RideDate: '2026-11-20T09:30:00.000Z',
  RideStatus,
  RideStatusName: rideStatusNames[RideStatus],
  DestinationAddress: '12 Admiralty Way, Lekki',
  CurrentStreet: '4 Broad Street',
  CurrentCity: 'Lagos',
  CurrentSubregion: 'Lagos Island',
  PickupLatitude: null,
  PickupLongitude: null,
  DestinationLatitude: null,
  DestinationLongitude: null,
  CurrencySign: CURRENCY_SIGN,
  PaymentMethod: 2,
  PaymentMethodName: 'Cash',
  SecondaryPaymentMethod: null,
  HeldAmount: 0,
  PromoCode: null,
  PromoDiscount: 0,
  FinalAmount: null,
  OwedAmount: 0,
  PaymentStatus: 6,
  PaymentStatusName: 'DueInCash',
  RideSharedusers: [],
  ...more,
});

/** The driver Bola Eze, who has every ride once it is past Pending (a Pending ride has none). */
export const driverBola = (RideStatus: RideStatusId): Partial<Ride> =>
  RideStatus === 1
    ? {}
    : { DriverId: 'd1', DriverSurname: 'Eze', DriverFirstname: 'Bola', DriverPhoneNumber: '08035550102' };

/**
 * GetRideMoney of a completed wallet ride (12: ₦2,000 for 10 km with RIDE10's ₦200 off): held,
 * captured, the rest released, the promo paid by the platform.
 */
export const walletRideMoney = (more: Partial<RideMoney> = {}): RideMoney => ({
  RideId: 12,
  RideStatusName: 'Completed',
  Distance: 10,
  UnitPrice: 200,
  SharedDiscount: 0,
  PromoCode: 'RIDE10',
  PromoDiscount: 200,
  VatPercent: 7.5,
  Vat: 125.58,
  FinalAmount: 1800,
  Held: 2160,
  Captured: 1800,
  Released: 360,
  CancellationFee: 0,
  Tips: 0,
  Fees: 0,
  Refunds: 0,
  Refundable: 1800,
  TipAllowance: 5000,
  Owed: 0,
  PaymentMethodName: 'Wallet',
  PaymentStatusName: 'Paid',
  CompletedAt: '2026-11-20T10:00:00.000Z',
  Lines: [
    {
      TransactionId: 41,
      Kind: 'hold',
      Amount: 2160,
      Who: 'Rider',
      Direction: 'Out',
      Date: '2026-11-20T09:30:00.000Z',
    },
    {
      TransactionId: 42,
      Kind: 'capture',
      Amount: 1800,
      Who: 'Rider',
      Direction: 'Out',
      Date: '2026-11-20T10:00:00.000Z',
    },
    {
      TransactionId: 43,
      Kind: 'release',
      Amount: 360,
      Who: 'Rider',
      Direction: 'In',
      Date: '2026-11-20T10:00:00.000Z',
    },
    {
      TransactionId: 44,
      Kind: 'promotion',
      Amount: 200,
      Who: 'Promotions',
      Direction: 'Out',
      Date: '2026-11-20T10:00:00.000Z',
    },
  ],
  ...more,
});
