import { screen, waitFor } from '@testing-library/react';
import * as calls from '@wayfare/contracts/calls';
import { describe, expect, it } from 'vitest';
import { answer, fakeApi } from '../../../test/fake-api.ts';
import { renderAt } from '../../../test/render.tsx';
import { FareEstimateBox } from './fare-estimate.tsx';

// issue 20 §3: the home page's fare estimate on the public Ride/EstimateFare.
const fares = () =>
  fakeApi(
    answer(calls.Ride.EstimateFare, ({ query }) => ({
      DistanceToCover: query.distanceToCover ?? 0,
      IsHighTraffic: query.isHighTraffic,
      IsShared: query.isShared,
      EstimatedAmount: query.isShared ? 1200 : 1500.5,
      SharedDiscountInPercent: query.isShared ? 20 : 0,
      CurrencySign: '₦',
    })),
  );

describe('the fare estimate box', () => {
  it('asks for the distance, traffic and sharing, and shows the estimate in naira', async () => {
    const api = fares();
    const { user, fill } = renderAt(<FareEstimateBox />, '/');
    await fill(screen.getByRole('spinbutton', { name: /Distance \(km\)/ }), '12.5');
    await user.click(screen.getByRole('button', { name: 'Estimate' }));
    expect(await screen.findByRole('status', { name: 'Fare estimate' })).toHaveTextContent(
      'Estimated fare for 12.5 km₦1,500.50',
    );
    expect(api.sentTo(calls.Ride.EstimateFare)[0]?.query.get('isShared')).toBe('false');

    await user.click(screen.getByRole('checkbox', { name: 'High traffic' }));
    await user.click(screen.getByRole('checkbox', { name: 'Share the ride' }));
    await user.click(screen.getByRole('button', { name: 'Estimate' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Fare estimate' })).toHaveTextContent('₦1,200.00'),
    );
    expect(screen.getByRole('status', { name: 'Fare estimate' })).toHaveTextContent(
      'With 20% off for sharing the ride',
    );
    const sent = api.sentTo(calls.Ride.EstimateFare)[1]!.query;
    expect([sent.get('isHighTraffic'), sent.get('isShared')]).toEqual(['true', 'true']);
  });

  it("shows the server's refusal under the distance", async () => {
    fares();
    const { user, fill } = renderAt(<FareEstimateBox />, '/');
    await user.click(screen.getByRole('button', { name: 'Estimate' }));
    const distance = screen.getByRole('spinbutton', { name: /Distance \(km\)/ });
    await waitFor(() => expect(distance).toHaveAccessibleDescription('Distance (km) is required'));
    expect(screen.queryByRole('status', { name: 'Fare estimate' })).toBeNull();

    await fill(distance, '5000');
    await user.click(screen.getByRole('button', { name: 'Estimate' }));
    await waitFor(() =>
      expect(distance).toHaveAccessibleDescription('Distance (km) must be between 0.1 and 1000 km'),
    );
  });
});
