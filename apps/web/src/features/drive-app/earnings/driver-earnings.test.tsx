import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderAt } from '../../../test/render.tsx';
import { earningsAnswers, weekly } from '../testing/fake-earnings.ts';
import { DriverEarnings } from './driver-earnings.tsx';

/** The four calls the earnings read. */
const fakeDriver = (options?: Parameters<typeof earningsAnswers>[0]) => fakeApi(...earningsAnswers(options));

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
