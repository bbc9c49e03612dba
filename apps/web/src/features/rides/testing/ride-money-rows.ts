import type { Ride, RideMoney } from '@wayfare/contracts';
import { aRide, driverBola } from '../../../test/ride-rows.ts';

/** A completed Wallet ride with a promo code: ₦2,000 fare, ₦200 off, ₦1,800 paid. */
export const completedWalletRide = (more: Partial<Ride> = {}): Ride =>
  aRide(12, 5, {
    ...driverBola(5),
    DistanceToCover: 10,
    EstimatedAmount: 2000,
    Amount: 2000,
    PaymentMethod: 1,
    PaymentMethodName: 'Wallet',
    HeldAmount: 2160,
    PromoCode: 'RIDE10',
    PromoDiscount: 200,
    FinalAmount: 1800,
    PaymentStatus: 2,
    PaymentStatusName: 'Paid',
    ...more,
  });

/** GetRideMoney of that ride: held, captured, the rest released, the promo paid by the platform. */
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
