import { CURRENCY_SIGN, type MyEarnings, type MyPackage } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { expect } from 'vitest';
import { answer, type FakeAnswer } from '../../../test/fake-api.ts';

export const earnings: MyEarnings = {
  Today: { Amount: 5550, Rides: 3, Tips: 150 },
  ThisWeek: { Amount: 41200.5, Rides: 22, Tips: 1200 },
};

export const weekly = (more: Partial<MyPackage> = {}): MyPackage => ({
  Package: {
    Id: 4,
    Name: 'Weekly Hustle',
    PackageFrequency: 2,
    PackageFrequencyName: 'Weekly',
    MinTotalRides: 0,
    MaxTotalRides: 50,
    MinimumAmountRequired: 2000,
    Amount: 8000,
    BonusAmount: 0,
    Publish: true,
    Description: '',
    CurrencySign: CURRENCY_SIGN,
  },
  PeriodStart: '2026-11-23T08:00:00.000Z',
  PeriodEnd: '2026-11-30T08:00:00.000Z',
  RidesDone: 12,
  RidesLeft: 38,
  MinTotalRides: 0,
  MaxTotalRides: 50,
  BonusAmount: 0,
  BonusEarned: false,
  BonusCredited: false,
  BonusCreditedAt: null,
  CanAcceptRides: true,
  Refusal: null,
  CurrencySign: CURRENCY_SIGN,
  ...more,
});

const aRating = {
  Id: 9,
  RatedBy: 'Bola Eze',
  ItemName: 'Ada Okafor (Driver)',
  ItemUrl: '/admin/otherrides/41',
};

/** The four calls the earnings read, as their modules answer them (the driver's app's tests answer them too). */
export function earningsAnswers({ held = weekly(), rated = true } = {}): FakeAnswer[] {
  return [
    answer(calls.Ride.GetMyEarnings, () => earnings),
    answer(calls.Wallet.GetMyWallet, () => ({
      Balance: 12500,
      BookBalance: 12500,
      WallettIdNumber: '3012345678',
      WalletAccountNumber: null,
      VirtualAccountStatusName: 'Pending',
      VirtualAccountErrorMessage: null,
      BvnNeeded: false,
      MaskedBvn: null,
      IsDriver: true,
    })),
    answer(calls.Package.GetMyPackage, () => held),
    answer(calls.Rating.GetMyRatings, ({ query }) => {
      expect(query).toMatchObject({ page: 0, pageSize: 1 });
      const row = {
        ...aRating,
        StarRating: 5,
        MyTotalStarRatingAsDriver: 4.7,
        RideId: 41,
        Comment: null,
        CreatedDate: '2026-11-20T09:30:00.000Z',
      };
      return rated ? { rows: [row], total: 23 } : { rows: [], total: 0 };
    }),
  ];
}
