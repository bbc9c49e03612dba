import { screen, waitFor } from '@testing-library/react';
import {
  Endpoint,
  FIRST_RIDE_MONEY_SETTING,
  FIRST_RIDE_SETTING,
  type RideSetting,
  rideTexts,
  updateRideSettingRequest,
} from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  expectPermissionNotice,
  myRights,
  signInAdmin,
  signInLimitedTo,
} from '../../../test/admin-rights.ts';
import { answer, fakeApi } from '../../../test/fake-api.ts';
import { renderAt } from '../../../test/render.tsx';
import { successes } from '../../../test/screen-queries.ts';
import RideSettingsPage from '../pages/ride-settings-page.tsx';
import { RIDE_SETTINGS_SAVED } from './ride-settings-screen.tsx';

/** GetRideSetting and UpdateRideSetting on one record in memory (the fake parses the body as the server). */
function fakeSetting(rightsAnswer = myRights()) {
  let setting: RideSetting = { ...FIRST_RIDE_SETTING };
  const api = fakeApi(
    rightsAnswer,
    answer(calls.Ride.GetRideSetting, () => setting),
    answer(calls.Ride.UpdateRideSetting, ({ body }) => {
      // As the server: a money setting left out keeps its value (issue 30).
      setting = { ...setting, ...body };
      return setting;
    }),
  );
  return { api, current: () => setting };
}

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

describe('Ride Setting Center', { timeout: 20_000 }, () => {
  beforeEach(() => signInAdmin());

  it('shows the one record in number fields with their units, Update, and no list or search', async () => {
    fakeSetting();
    renderAt(<RideSettingsPage />, '/admin/settings');
    await waitFor(() => expect(field('Estimated Billing Unit')).toHaveValue('200'));
    expect(field('High Traffic Estimated Billing Unit')).toHaveValue('300');
    expect(field('Minimum Amount For Shared Ride')).toHaveValue('2,000');
    expect(field('Shared Discount')).toHaveValue('20');
    for (const unit of ['₦/km', '₦', '%'])
      expect(screen.getAllByText(unit, { exact: true }).length).toBeGreaterThan(0);
    expect(screen.getAllByText('₦/km', { exact: true })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Update' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByPlaceholderText('Search with Keywords')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('updates the settings with all their numbers and says so', async () => {
    const { api, current } = fakeSetting();
    const { user, fill } = renderAt(<RideSettingsPage />, '/admin/settings');
    await waitFor(() => expect(field('Estimated Billing Unit')).toHaveValue('200'));
    await fill(field('Estimated Billing Unit'), '250');
    await fill(field('Shared Discount'), '12.5');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(successes()).toEqual([RIDE_SETTINGS_SAVED]));
    expect(api.sentTo(calls.Ride.UpdateRideSetting).map((request) => request.body)).toEqual([
      {
        HighTrafficEsitmatedBillingUnit: 300,
        EsitmatedBillingUnit: 250,
        MinAmountForSharedRide: 2000,
        SharedDiscountInPercent: 12.5,
        ...FIRST_RIDE_MONEY_SETTING,
      },
    ]);
    expect(current().EsitmatedBillingUnit).toBe(250);
  });

  it('shows the money settings with their units and a line of help each, and saves them', async () => {
    const { api, current } = fakeSetting();
    const { user, fill } = renderAt(<RideSettingsPage />, '/admin/settings');
    await waitFor(() => expect(field('Cancellation Fee')).toHaveValue('500'));
    expect(screen.getByRole('heading', { name: 'Payments, cancellations and tips' })).toBeInTheDocument();
    expect(field('Cancellation Grace Period')).toHaveValue('5');
    expect(field('Hold Margin')).toHaveValue('20');
    expect(field('Platform Commission')).toHaveValue('0');
    expect(field('Tip Limit per Ride')).toHaveValue('10,000');
    expect(screen.getByText('minutes', { exact: true })).toBeInTheDocument();
    expect(screen.getAllByText('%', { exact: true })).toHaveLength(3);
    expect(screen.getAllByText('₦', { exact: true })).toHaveLength(3);
    expect(field('Cancellation Fee')).toHaveAccessibleDescription(/cancels after the grace period/);
    expect(field('Cancellation Grace Period')).toHaveAccessibleDescription(/may still cancel for free/);
    expect(field('Hold Margin')).toHaveAccessibleDescription(/held from the rider’s wallet at booking/);
    expect(field('Platform Commission')).toHaveAccessibleDescription(/share of each fare/);
    expect(field('Tip Limit per Ride')).toHaveAccessibleDescription(/most a rider may tip on one ride/);

    await fill(field('Cancellation Fee'), '750.5');
    await fill(field('Cancellation Grace Period'), '10');
    await fill(field('Hold Margin'), '12.25');
    await fill(field('Platform Commission'), '7.5');
    await fill(field('Tip Limit per Ride'), '2500');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(successes()).toEqual([RIDE_SETTINGS_SAVED]));
    expect(api.sentTo(calls.Ride.UpdateRideSetting).map((request) => request.body)).toEqual([
      {
        HighTrafficEsitmatedBillingUnit: 300,
        EsitmatedBillingUnit: 200,
        MinAmountForSharedRide: 2000,
        SharedDiscountInPercent: 20,
        CancellationFee: 750.5,
        CancellationGraceMinutes: 10,
        HoldMarginPercent: 12.25,
        PlatformCommissionPercent: 7.5,
        TipMaxAmount: 2500,
      },
    ]);
    expect(current().TipMaxAmount).toBe(2500);
  });

  it('asks for every money setting, keeps a percent within 0–100 and the grace in whole minutes', async () => {
    const { api } = fakeSetting();
    const { user, fill } = renderAt(<RideSettingsPage />, '/admin/settings');
    await waitFor(() => expect(field('Tip Limit per Ride')).toHaveValue('10,000'));
    await user.clear(field('Tip Limit per Ride'));
    await fill(field('Platform Commission'), '150');
    // Typed key by key: the box takes no decimal point.
    await user.clear(field('Cancellation Grace Period'));
    await user.type(field('Cancellation Grace Period'), '2.5');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(field('Platform Commission')).toHaveValue('100'));
    expect(field('Cancellation Grace Period')).toHaveValue('25');
    expect(field('Tip Limit per Ride')).toHaveAccessibleDescription(/Tip Limit per Ride is required/);
    expect(api.sentTo(calls.Ride.UpdateRideSetting)).toEqual([]);
  });

  it('takes the percent’s 0–100 and the required flags from the call’s schema', async () => {
    const { api } = fakeSetting();
    const { user, fill } = renderAt(<RideSettingsPage />, '/admin/settings');
    await waitFor(() => expect(field('Shared Discount')).toHaveValue('20'));
    await user.clear(field('Minimum Amount For Shared Ride'));
    await fill(field('Shared Discount'), '150');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    // The box keeps a percent within 0–100; an empty amount is refused before anything is sent.
    await waitFor(() => expect(field('Shared Discount')).toHaveValue('100'));
    expect(field('Minimum Amount For Shared Ride')).toHaveAccessibleDescription(
      /Minimum Amount For Shared Ride is required/,
    );
    expect(api.sentTo(calls.Ride.UpdateRideSetting)).toEqual([]);
    expect(
      updateRideSettingRequest.safeParse({ ...FIRST_RIDE_SETTING, SharedDiscountInPercent: 150 }).success,
    ).toBe(false);
  });

  it('shows the server’s refusal under its field: high traffic below the normal unit', async () => {
    const { api } = fakeSetting();
    const { user, fill } = renderAt(<RideSettingsPage />, '/admin/settings');
    await waitFor(() => expect(field('Estimated Billing Unit')).toHaveValue('200'));
    await fill(field('High Traffic Estimated Billing Unit'), '150');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() =>
      expect(field('High Traffic Estimated Billing Unit')).toHaveAccessibleDescription(
        // The engine names the field by its label where the message names its key (issue 21).
        rideTexts.unitsOrder.replace(
          'HighTrafficEsitmatedBillingUnit',
          'High Traffic Estimated Billing Unit',
        ),
      ),
    );
    expect(api.sentTo(calls.Ride.UpdateRideSetting)).toHaveLength(1);
    expect(successes()).toEqual([]);
  });

  it('shows the settings without Update to someone who may only view rides', async () => {
    fakeSetting(signInLimitedTo({ [Endpoint.Ride]: { CanView: true } }));
    renderAt(<RideSettingsPage />, '/admin/settings');
    expect(await screen.findByText('2,000 ₦')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
  });

  it('shows the notice, and asks for nothing, to someone without the Ride endpoint', async () => {
    const { api } = fakeSetting(signInLimitedTo({ [Endpoint.Package]: { CanView: true } }));
    renderAt(<RideSettingsPage />, '/admin/settings');
    await expectPermissionNotice(api, calls.Ride.GetRideSetting);
  });
});
