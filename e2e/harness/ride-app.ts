import { expect, type Page } from '@playwright/test';
import { type Account, postApi, registerRider, signInThroughApi } from './accounts.ts';
import type { WayfareServer } from './server.ts';
import { signIn } from './ui.ts';

/** A position in Lagos as a phone's GPS answers it. */
export type Position = { latitude: number; longitude: number };

/** Tafawa Balewa Square, Lagos Island: where the journeys' riders stand. */
export const TAFAWA_BALEWA_SQUARE: Position = { latitude: 6.4463, longitude: 3.4001 };

/** A registered rider, signed in through the API, with `naira` in their wallet from the administrator. */
export async function riderWithWallet(
  server: WayfareServer,
  adminToken: string,
  names: Parameters<typeof registerRider>[1],
  naira: number,
): Promise<Account & { token: string }> {
  const rider = await registerRider(server, names);
  const { Token } = await signInThroughApi(server, rider);
  const wallet = await fetch(`${server.baseURL}/api/Wallet/GetMyWallet`, {
    headers: { Authorization: `Bearer ${Token}` },
  });
  const { WallettIdNumber } = (await wallet.json()) as { WallettIdNumber: string };
  await postApi(
    server,
    'Wallet/FundClientWallet',
    { WallettIdNumber, Amount: naira, Message: 'Ride money' },
    adminToken,
  );
  return { ...rider, token: Token };
}

/**
 * Opens the rider's app (/ride) as a person does: the browser lets the site know its position (`at`),
 * the page invites them to sign in, the login form brings them back, and the booking opens.
 */
export async function openRideAppAs(page: Page, account: Account, at: Position) {
  await page.context().grantPermissions(['geolocation']);
  await page.context().setGeolocation(at);
  await page.goto('/ride');
  await page.getByRole('link', { name: 'Sign in' }).click();
  await signIn(page, account, { from: null });
  await expect(page).toHaveURL(/\/ride$/);
  await expect(page.getByRole('heading', { name: 'Where to?' })).toBeVisible();
}

/** Types part of a place's name in the pick-up or destination field and picks the place found. */
export async function pickPlace(page: Page, field: 'Pick-up' | 'Destination', typed: string, place: string) {
  const input = page.getByRole('textbox', { name: field, exact: true });
  await input.fill(typed);
  await page
    .getByRole('list', { name: `Places found for ${field}` })
    .getByRole('button', { name: new RegExp(`^${place}`) })
    .click();
  await expect(input).toHaveValue(place);
}

/** Chooses how to pay (its radio's name starts with the way: Wallet, Card ending …, Cash) and requests. */
export async function requestRideFromApp(page: Page, payWith: 'Wallet' | 'Cash' | RegExp) {
  await page
    .getByRole('radio', { name: typeof payWith === 'string' ? new RegExp(`^${payWith}`) : payWith })
    .check();
  await page.getByRole('button', { name: 'Request', exact: true }).click();
}
