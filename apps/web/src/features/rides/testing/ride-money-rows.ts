import type { Ride } from '@wayfare/contracts';
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
