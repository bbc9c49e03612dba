import { screen, waitFor, within } from '@testing-library/react';
import { carTexts, DriverState, drivingPackageTexts, ridePlaceTexts, rideTexts } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe.ts';
import { answer } from '../../../test/fake-api.ts';
import { problem } from '../../../test/mock-api.ts';
import { renderAt } from '../../../test/render.tsx';
import { aCar, type DriverWorld, fakeDriverApi, presence, signInBola } from '../testing/fake-driver.ts';
import { fakeGeolocation } from '../testing/fake-geolocation.ts';
import DriveAppPage from './drive-app-page.tsx';

const offline = (): DriverWorld => ({ status: presence(DriverState.Offline), offers: [], cars: [aCar(3)] });

describe('the driver app (/drive)', () => {
  it('invites a visitor to sign in and come back to /drive', async () => {
    renderAt(<DriveAppPage />, '/drive');
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/account/login/%2Fdrive',
    );
    await expectNoAxeViolations();
  });

  it("tells a signed-in rider who is not a driver how to become one, and points to the rider's app", async () => {
    signInBola();
    fakeDriverApi({ ...offline(), cars: 'not a driver' });
    renderAt(<DriveAppPage />, '/drive');
    expect(await screen.findByRole('heading', { name: 'This app is for drivers' })).toBeInTheDocument();
    expect(screen.getByText(/register as a driver/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Become a driver' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: "Book one in the rider's app" })).toHaveAttribute(
      'href',
      '/ride',
    );
    expect(screen.queryByRole('button', { name: 'Go online' })).toBeNull();
    await expectNoAxeViolations();
  });

  it('says why going online was refused, with a link to put it right', async () => {
    signInBola();
    const world = offline();
    fakeDriverApi(
      world,
      answer(calls.Ride.GoOnline, () => problem(409, drivingPackageTexts.noPackage)),
    );
    const { user } = renderAt(<DriveAppPage />, '/drive');
    await user.click(await screen.findByRole('button', { name: 'Go online' }));
    const refusal = within(await screen.findByRole('alert'));
    expect(refusal.getByText(drivingPackageTexts.noPackage)).toBeInTheDocument();
    expect(refusal.getByRole('link', { name: 'Buy a package on your wallet page' })).toHaveAttribute(
      'href',
      '/teacher/wallets',
    );
    await expectNoAxeViolations();
  });

  it.each([[rideTexts.licenceExpired], [carTexts.carPaperExpired('Insurance')]])(
    'sends a driver refused for "%s" to the contact page',
    async (refusal) => {
      signInBola();
      fakeDriverApi(
        offline(),
        answer(calls.Ride.GoOnline, () => problem(409, refusal)),
      );
      const { user } = renderAt(<DriveAppPage />, '/drive');
      await user.click(await screen.findByRole('button', { name: 'Go online' }));
      const alert = within(await screen.findByRole('alert'));
      expect(alert.getByText(refusal)).toBeInTheDocument();
      expect(alert.getByRole('link', { name: 'Contact us to put it right' })).toHaveAttribute(
        'href',
        '/contact',
      );
    },
  );

  it("goes online, sends the browser's position, and goes offline", async () => {
    signInBola();
    const world = offline();
    const geolocation = fakeGeolocation();
    const { api } = fakeDriverApi(
      world,
      answer(calls.Ride.GoOnline, () => {
        world.status = presence(DriverState.Idle, { Latitude: null, Longitude: null });
        return world.status;
      }),
      answer(calls.Ride.UpdateMyLocation, ({ body }) => {
        world.status = presence(DriverState.Idle, { Latitude: body.Latitude, Longitude: body.Longitude });
        return world.status;
      }),
      answer(calls.Ride.GoOffline, () => {
        world.status = presence(DriverState.Offline);
        return world.status;
      }),
    );
    const { user } = renderAt(<DriveAppPage />, '/drive');
    expect(await screen.findByText('You are offline: no offers come to you.')).toBeInTheDocument();
    expect(geolocation.watching).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Go online' }));
    expect(await screen.findByText('You are online: waiting for an offer.')).toBeInTheDocument();
    await waitFor(() => expect(geolocation.watching).toBe(1));
    geolocation.moveTo(6.4551, 3.3942);
    await waitFor(() =>
      expect(api.sentTo(calls.Ride.UpdateMyLocation)[0]?.body).toMatchObject({
        Latitude: 6.4551,
        Longitude: 3.3942,
        Accuracy: 8,
      }),
    );
    await expectNoAxeViolations();
    await user.click(screen.getByRole('button', { name: 'Go offline' }));
    expect(await screen.findByText('You are offline: no offers come to you.')).toBeInTheDocument();
    await waitFor(() => expect(geolocation.watching).toBe(0));
  });

  it('asks for the location when the browser refuses it while online', async () => {
    signInBola();
    const geolocation = fakeGeolocation();
    fakeDriverApi({ ...offline(), status: presence(DriverState.Idle) });
    renderAt(<DriveAppPage />, '/drive');
    await waitFor(() => expect(geolocation.watching).toBe(1));
    geolocation.deny();
    expect(await screen.findByText(/does not share your location/)).toBeInTheDocument();
  });

  it('keeps the driver online while on a ride: no Go offline, and its 409 in words', async () => {
    signInBola();
    fakeGeolocation();
    fakeDriverApi(
      { ...offline(), status: presence(DriverState.Idle) },
      answer(calls.Ride.GoOffline, () => problem(409, ridePlaceTexts.onAnotherRide)),
    );
    const { user } = renderAt(<DriveAppPage />, '/drive');
    await user.click(await screen.findByRole('button', { name: 'Go offline' }));
    expect(
      within(await screen.findByRole('alert')).getByText(ridePlaceTexts.onAnotherRide),
    ).toBeInTheDocument();
  });
});
