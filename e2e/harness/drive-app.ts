import type { Page } from '@playwright/test';
import type { WayfareServer } from './server.ts';
import { expect } from './test.ts';
import { signIn } from './ui.ts';

/** A point as a phone's GPS gives it (WGS 84 degrees). */
export type Spot = { latitude: number; longitude: number };

/**
 * issue 33: a driver opens the driver's app at /drive on a phone that shares its location: the
 * browser's geolocation allowed and set to `at`, signed in through the form, back at /drive.
 */
export async function openDriveApp(page: Page, driver: { email: string; password: string }, at: Spot) {
  await page.context().grantPermissions(['geolocation']);
  await page.context().setGeolocation(at);
  await signIn(page, driver, { from: '/account/login/%2Fdrive' });
  await expect(page).toHaveURL(/\/drive$/);
}

/** The phone moves: the browser reports the new position to the app's watchPosition. */
export const moveDriverTo = (page: Page, to: Spot) => page.context().setGeolocation(to);

/** Go online on the app, and wait until it says so. */
export async function goOnlineInApp(page: Page) {
  await page.getByRole('button', { name: 'Go online' }).click();
  await expect(page.getByText('You are online: waiting for an offer.')).toBeVisible();
}

/** The driver's position as the server has it (Ride/GetMyDriverStatus). */
async function serverPosition(server: WayfareServer, driverToken: string) {
  const reply = await fetch(`${server.baseURL}/api/Ride/GetMyDriverStatus`, {
    headers: { Authorization: `Bearer ${driverToken}` },
  });
  const status = (await reply.json()) as { Latitude: number | null; Longitude: number | null };
  return { latitude: status.Latitude, longitude: status.Longitude };
}

/** Waits until the app has sent the phone's position `at` to the server (Ride/UpdateMyLocation). */
export async function expectPositionSent(server: WayfareServer, driverToken: string, at: Spot) {
  await expect
    .poll(() => serverPosition(server, driverToken), { timeout: 15_000 })
    .toEqual({ latitude: at.latitude, longitude: at.longitude });
}

/** The offer card on the app (an offer from the driver's stream). */
export const offerCard = (page: Page) => page.getByRole('region', { name: 'New ride offer' });

/** The card of the ride being driven. */
export const drivenRideCard = (page: Page, rideId: number) =>
  page.getByRole('region', { name: `Ride #${rideId}` });

/** A ride's status as its driver reads it (Ride/GetMyRide). */
export async function rideStatusSeenBy(server: WayfareServer, token: string, rideId: number) {
  const reply = await fetch(`${server.baseURL}/api/Ride/GetMyRide?id=${rideId}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await reply.json()) as { RideStatusName: string }).RideStatusName;
}
