import { screen, waitFor, within } from '@testing-library/react';
import { DriverState, type Ride, RideStatus, rideTexts } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe.ts';
import { answer } from '../../../test/fake-api.ts';
import { problem } from '../../../test/mock-api.ts';
import { renderAt } from '../../../test/render.tsx';
import { aRide, driverBola } from '../../../test/ride-rows.ts';
import DriveAppPage from '../pages/drive-app-page.tsx';
import { aCar, type DriverWorld, fakeDriverApi, presence, signInBola } from '../testing/fake-driver.ts';
import { fakeGeolocation } from '../testing/fake-geolocation.ts';

const onRide = (status: 2 | 3 | 4, more: Partial<Ride> = {}): DriverWorld => ({
  status: presence(DriverState.OnRide, { RideId: 7 }),
  offers: [],
  cars: [aCar(3)],
  ride: aRide(7, status, {
    ...driverBola(status),
    PickupLatitude: 6.4541,
    PickupLongitude: 3.3947,
    DestinationLatitude: 6.4281,
    DestinationLongitude: 3.4219,
    ...more,
  }),
});
const rideCard = () => screen.findByRole('region', { name: 'Ride #7' });
/** The server's answer to a step: the ride moved on to `status`. */
const movedTo = (world: DriverWorld, status: 3 | 4) => () => {
  world.ride = { ...world.ride!, RideStatus: status, RideStatusName: status === 3 ? 'Arrived' : 'Ongoing' };
  return world.ride;
};

afterEach(() => Reflect.deleteProperty(navigator, 'wakeLock'));

describe('the ride being driven', () => {
  it('shows the rider with a call link and the way to the pick-up, then Arrived and Start, then the way to the destination', async () => {
    signInBola();
    fakeGeolocation();
    const request = vi.fn(async () => ({ released: false, release: async () => {} }));
    Object.defineProperty(navigator, 'wakeLock', { configurable: true, value: { request } });
    const world = onRide(RideStatus.Accepted);
    const { api } = fakeDriverApi(
      world,
      answer(calls.Ride.ArriveRide, movedTo(world, 3)),
      answer(calls.Ride.StartRide, movedTo(world, 4)),
    );
    const { user } = renderAt(<DriveAppPage />, '/drive');
    const card = within(await rideCard());
    expect(card.getByText(/Ada Okafor/)).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Call Ada Okafor' })).toHaveAttribute('href', 'tel:08031234567');
    expect(card.getByRole('link', { name: 'Navigate to the pick-up' })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=6.4541%2C3.3947&travelmode=driving',
    );
    // On a ride: the screen is kept awake, and the driver cannot go offline.
    await waitFor(() => expect(request).toHaveBeenCalledWith('screen'));
    expect(screen.queryByRole('button', { name: 'Go offline' })).toBeNull();
    await expectNoAxeViolations();

    await user.click(card.getByRole('button', { name: 'I have arrived' }));
    expect(api.sentTo(calls.Ride.ArriveRide)[0]?.body).toEqual({ Id: 7 });
    await user.click(await card.findByRole('button', { name: 'Start the ride' }));
    expect(api.sentTo(calls.Ride.StartRide)[0]?.body).toEqual({ Id: 7 });
    expect(await card.findByRole('link', { name: 'Navigate to the destination' })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=6.4281%2C3.4219&travelmode=driving',
    );
  });

  it('completes a cash ride once the cash collected is confirmed, and says how it ended', async () => {
    signInBola();
    fakeGeolocation();
    const world = onRide(RideStatus.Ongoing);
    const { api } = fakeDriverApi(
      world,
      answer(calls.Ride.CompleteRide, () => {
        world.ride = { ...world.ride!, RideStatus: 5, RideStatusName: 'Completed', FinalAmount: 2500 };
        world.status = presence(DriverState.Idle);
        return world.ride;
      }),
    );
    const { user } = renderAt(<DriveAppPage />, '/drive');
    const card = within(await rideCard());
    await user.click(card.getByRole('button', { name: 'Complete the ride' }));
    expect(api.sentTo(calls.Ride.CompleteRide)).toHaveLength(0);
    expect(card.getByRole('textbox', { name: /Cash collected/ })).toHaveValue('₦2,500');
    await expectNoAxeViolations();
    await user.click(card.getByRole('button', { name: 'Cash collected: ₦2,500.00' }));
    expect(api.sentTo(calls.Ride.CompleteRide)[0]?.body).toEqual({ Id: 7, CashCollected: 2500 });
    expect(await screen.findByText('Ride #7 is completed: ₦2,500.00.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Ride #7' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Go offline' })).toBeInTheDocument();
  });

  it('completes a wallet ride at once, and tells a refused step in words', async () => {
    signInBola();
    fakeGeolocation();
    const world = onRide(RideStatus.Ongoing, { PaymentMethod: 1, PaymentMethodName: 'Wallet' });
    const { api } = fakeDriverApi(
      world,
      answer(calls.Ride.CompleteRide, () => problem(409, rideTexts.wrongState('Cancelled', 'completed'))),
    );
    const { user } = renderAt(<DriveAppPage />, '/drive');
    await user.click(within(await rideCard()).getByRole('button', { name: 'Complete the ride' }));
    expect(api.sentTo(calls.Ride.CompleteRide)[0]?.body).toEqual({ Id: 7 });
    expect(
      within(await screen.findByRole('alert')).getByText(rideTexts.wrongState('Cancelled', 'completed')),
    ).toBeInTheDocument();
  });
});
