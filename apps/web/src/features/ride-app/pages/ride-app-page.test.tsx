import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderAt } from '../../../test/render.tsx';
import { signInRider } from '../../../test/sign-in-rider.ts';
import { fakeRiderApi, myRide, stubGeolocation, walletOf } from '../testing/fake-rider-api.ts';
import { chooseRideView } from './choose-ride-view.ts';
import RideAppPage from './ride-app-page.tsx';

const openApp = () => renderAt(<RideAppPage />, '/ride', { route: '/ride' });

describe("the rider's app chooses what to show (issue 33)", { timeout: 20_000 }, () => {
  let forgetPosition = () => true;
  beforeEach(() => {
    forgetPosition = stubGeolocation({ code: 1 });
  });
  afterEach(() => forgetPosition());

  it('invites a visitor to sign in, and back to /ride after', async () => {
    fakeRiderApi();
    openApp();
    expect(await screen.findByRole('heading', { name: 'Ride with Wayfare' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/account/login/%2Fride');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/account/register',
    );
    expect(screen.queryByRole('button', { name: 'Sign out' })).toBeNull();
  });

  it('shows the ride in progress: the newest Pending, Accepted, Arrived or Ongoing ride the person rides in', async () => {
    signInRider();
    fakeRiderApi({
      rides: [
        myRide(9, 4, { AmCustomer: false, RideStatusName: 'Ongoing as driver' }),
        myRide(8, 2),
        myRide(7, 5),
      ],
    });
    openApp();
    // Ride 8, Accepted: its driver on the way (ride 9 is one the person drives, ride 7 is over).
    expect(await screen.findByText('Your driver is on the way')).toBeVisible();
    expect(screen.queryByText('Ongoing as driver')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Where to?' })).toBeNull();
    expect(screen.getByRole('link', { name: 'My rides' })).toHaveAttribute('href', '/teacher/rides');
  });

  it('shows a ride just ended once: dismissed, the booking, and a reload remembers it', async () => {
    signInRider();
    fakeRiderApi({ rides: [myRide(7, 5), myRide(6, 6)] });
    const first = openApp();
    await first.user.click(await screen.findByRole('button', { name: 'Done' }));
    expect(await screen.findByRole('heading', { name: 'Where to?' })).toBeVisible();
    first.unmount();
    openApp();
    expect(await screen.findByRole('heading', { name: 'Where to?' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Done' })).toBeNull();
  });

  it('shows a cancelled ride as finished too, but not one ended more than a day ago', () => {
    const now = new Date();
    const cancelled = myRide(6, 6);
    expect(chooseRideView([cancelled], new Set(), now)).toEqual({ kind: 'finished', ride: cancelled });
    const old = myRide(5, 5, { RideDate: new Date(now.getTime() - 25 * 3_600_000).toISOString() });
    expect(chooseRideView([old], new Set(), now)).toEqual({ kind: 'book' });
    expect(chooseRideView([], new Set(), now)).toEqual({ kind: 'book' });
  });

  it("tells a driver this is the riders' app, with the way to theirs, and lets them book", async () => {
    signInRider();
    fakeRiderApi({ wallet: walletOf(5000, true) });
    openApp();
    expect(await screen.findByText("This is the riders' app")).toBeVisible();
    expect(screen.getByRole('link', { name: "Open the drivers' app" })).toHaveAttribute('href', '/drive');
    expect(screen.getByRole('heading', { name: 'Where to?' })).toBeVisible();
  });

  it('a rider who does not drive books without the notice, and once booked follows the ride', async () => {
    signInRider();
    fakeRiderApi();
    const { user } = openApp();
    expect(await screen.findByRole('heading', { name: 'Where to?' })).toBeVisible();
    expect(screen.queryByText("This is the riders' app")).toBeNull();
    expect(screen.getByRole('region', { name: 'Map of the pick-up and destination' })).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: 'Pick-up' }), 'eko');
    const pickups = await screen.findByRole('list', { name: 'Places found for Pick-up' });
    await user.click(await within(pickups).findByRole('button', { name: /Eko Hotel/ }));
    await user.type(screen.getByRole('textbox', { name: 'Destination' }), 'ikeja');
    const destinations = await screen.findByRole('list', { name: 'Places found for Destination' });
    await user.click(await within(destinations).findByRole('button', { name: /Ikeja City Mall/ }));
    await screen.findByTestId('fare-estimate');
    await user.click(screen.getByRole('button', { name: 'Request' }));
    expect(await screen.findByText('Looking for a driver')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Where to?' })).toBeNull();
  });
});
