import { screen, within } from '@testing-library/react';
import { CURRENCY_SIGN, type MyEarnings, type MyPackage } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe.ts';
import { answer, fakeApi } from '../../../test/fake-api.ts';
import { renderAt } from '../../../test/render.tsx';
import { DriverEarnings } from './driver-earnings.tsx';

const earnings: MyEarnings = {
  Today: { Amount: 5550, Rides: 3, Tips: 150 },
  ThisWeek: { Amount: 41200.5, Rides: 22, Tips: 1200 },
};

const weekly = (more: Partial<MyPackage> = {}): MyPackage => ({
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

/** The four calls the earnings read, as their modules answer them. */
function fakeDriver({ held = weekly(), rated = true } = {}) {
  return fakeApi(
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
  );
}

describe("the driver's earnings (issue 33)", () => {
  it("shows today's and this week's earnings with their rides and tips, the wallet, the package and the rating", async () => {
    fakeDriver();
    renderAt(<DriverEarnings />, '/drive');
    const today = await screen.findByRole('region', { name: 'Today' });
    expect(within(today).getByText('₦5,550')).toBeInTheDocument();
    expect(within(today).getByText('3 rides · ₦150 in tips')).toBeInTheDocument();
    const week = screen.getByRole('region', { name: 'This week' });
    expect(within(week).getByText('₦41,200.50')).toBeInTheDocument();
    expect(within(week).getByText('22 rides · ₦1,200 in tips')).toBeInTheDocument();
    expect(await screen.findByText('₦12,500')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Withdraw' })).toHaveAttribute('href', '/teacher/wallets');
    expect(await screen.findByText('Weekly Hustle: 38 rides left')).toBeInTheDocument();
    expect(await screen.findByText('4.7 average from 23 ratings')).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('says why the driver cannot take rides under their package, with where to buy one', async () => {
    fakeDriver({
      held: weekly({
        RidesLeft: 0,
        CanAcceptRides: false,
        Refusal: 'You have used all the rides of your package',
      }),
      rated: false,
    });
    renderAt(<DriverEarnings />, '/drive');
    expect(await screen.findByText('Weekly Hustle: 0 rides left')).toBeInTheDocument();
    expect(screen.getByText(/You have used all the rides of your package/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buy a package' })).toHaveAttribute('href', '/teacher/wallets');
    expect(await screen.findByText('No ratings as a driver yet')).toBeInTheDocument();
  });
});
