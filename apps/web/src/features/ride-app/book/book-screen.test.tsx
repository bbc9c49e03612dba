import { screen, waitFor, within } from '@testing-library/react';
import { RidePaymentMethod, rideMoneyTexts } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { afterEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe.ts';
import { problem } from '../../../test/mock-api.ts';
import { renderAt } from '../../../test/render.tsx';
import { signInRider } from '../../../test/sign-in-rider.ts';
import { fakeRiderApi, myRide, stubGeolocation, walletOf } from '../testing/fake-rider-api.ts';
import { BookScreen } from './book-screen.tsx';

const here = { latitude: 6.45, longitude: 3.4 };

async function openBooking() {
  signInRider();
  const rendered = renderAt(<BookScreen />, '/ride');
  await screen.findByRole('heading', { name: 'Where to?' });
  return rendered;
}

/** Types the destination and picks the place found. */
async function pickDestination(user: Awaited<ReturnType<typeof openBooking>>['user'], typed: string) {
  await user.type(screen.getByRole('textbox', { name: 'Destination' }), typed);
  const found = await screen.findByRole('list', { name: 'Places found for Destination' });
  await user.click(await within(found).findByRole('button', { name: /Ikeja City Mall/ }));
}

describe('booking a ride (issue 33)', { timeout: 20_000 }, () => {
  let forgetPosition = () => true;
  afterEach(() => forgetPosition());

  it("takes the browser's position as the pick-up, a typed destination, and books with the wallet once", async () => {
    forgetPosition = stubGeolocation(here);
    const api = fakeRiderApi();
    const { user } = await openBooking();
    expect(await screen.findByDisplayValue('Your location')).toBeVisible();
    await pickDestination(user, 'ikeja');
    expect(screen.getByRole('textbox', { name: 'Destination' })).toHaveValue('Ikeja City Mall');
    expect(await screen.findByTestId('fare-estimate')).toHaveTextContent('₦1,500');
    const estimate = api.sentTo(calls.Ride.EstimateFare).at(-1);
    expect(Object.fromEntries(estimate?.query ?? [])).toMatchObject({
      pickupLatitude: '6.45',
      pickupLongitude: '3.4',
      destinationLatitude: '6.6142',
      destinationLongitude: '3.3581',
      isShared: 'false',
    });
    // Each way to pay with its fare: the wallet (it holds ₦10,000) is chosen, the card on file offered.
    const payWith = screen.getByRole('radiogroup', { name: 'Pay with' });
    expect(within(payWith).getByRole('radio', { name: /Wallet/ })).toBeChecked();
    expect(within(payWith).getByText('Balance ₦10,000')).toBeVisible();
    expect(within(payWith).getByRole('radio', { name: /Card ending 4081/ })).not.toBeChecked();
    expect(within(payWith).getByRole('radio', { name: /Cash/ })).toBeVisible();
    await expectNoAxeViolations();

    const request = screen.getByRole('button', { name: 'Request' });
    await user.dblClick(request);
    await waitFor(() => expect(api.sentTo(calls.Ride.RequestRide)).toHaveLength(1));
    const sent = api.sentTo(calls.Ride.RequestRide)[0]!;
    expect(sent.body).toEqual({
      PickupLatitude: 6.45,
      PickupLongitude: 3.4,
      DestinationLatitude: 6.6142,
      DestinationLongitude: 3.3581,
      CurrentStreet: 'Your location (6.45000, 3.40000)',
      CurrentCity: 'Lagos',
      CurrentSubregion: '',
      DestinationAddress: 'Ikeja City Mall, Obafemi Awolowo Way, Ikeja, Lagos',
      AllowSharing: false,
      PaymentMethod: RidePaymentMethod.Wallet,
      PromoCode: null,
    });
    expect(sent.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('shows a refusal in words, and books again under a new key once the rider changes course', async () => {
    forgetPosition = stubGeolocation(here);
    let refuse = true;
    const api = fakeRiderApi({
      wallet: walletOf(500),
      cards: [],
      onRequest: () =>
        refuse ? problem(409, rideMoneyTexts.walletTooLow(500, 1650)) : myRide(42, 1, { PaymentMethod: 2 }),
    });
    const { user } = await openBooking();
    await pickDestination(user, 'mall');
    // The wallet cannot hold the fare: cash is chosen, the card is not offered (none on file).
    const payWith = await screen.findByRole('radiogroup', { name: 'Pay with' });
    expect(within(payWith).getByRole('radio', { name: /Cash/ })).toBeChecked();
    expect(within(payWith).queryByRole('radio', { name: /Card/ })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Promo code' })).toBeDisabled();
    await user.click(within(payWith).getByRole('radio', { name: /Wallet/ }));
    expect(screen.getByText(/Your wallet does not hold this fare/)).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: 'Promo code' }), 'WELCOME10');
    await user.click(screen.getByRole('button', { name: 'Request' }));
    const alert = await screen.findByRole('alert', { name: 'The ride was not booked' });
    expect(alert).toHaveTextContent(rideMoneyTexts.walletTooLow(500, 1650));
    expect(api.sentTo(calls.Ride.RequestRide)[0]?.body).toMatchObject({
      PaymentMethod: 1,
      PromoCode: 'WELCOME10',
    });

    refuse = false;
    await user.click(within(payWith).getByRole('radio', { name: /Cash/ }));
    await user.click(screen.getByRole('button', { name: 'Request' }));
    await waitFor(() => expect(api.sentTo(calls.Ride.RequestRide)).toHaveLength(2));
    const [first, second] = api.sentTo(calls.Ride.RequestRide);
    expect(second?.body).toMatchObject({ PaymentMethod: 2, PromoCode: null });
    expect(second?.headers.get('Idempotency-Key')).not.toBe(first?.headers.get('Idempotency-Key'));
  });

  it('without the browser position: says why, and the pick-up is typed; sharing asks the shared fare', async () => {
    forgetPosition = stubGeolocation({ code: 1 });
    const api = fakeRiderApi();
    const { user } = await openBooking();
    expect(await screen.findByText(/Location is not allowed for this site: type your pick-up/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Request' })).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Pick-up' }), 'eko');
    const found = await screen.findByRole('list', { name: 'Places found for Pick-up' });
    await user.click(await within(found).findByRole('button', { name: /Eko Hotel/ }));
    await pickDestination(user, 'ikeja');
    await user.click(await screen.findByRole('switch', { name: /^Share the ride/ }));
    await waitFor(() => expect(screen.getByTestId('fare-estimate')).toHaveTextContent('₦1,200'));
    expect(screen.getByText('20% off the fare, shared')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Request' }));
    await waitFor(() => expect(api.sentTo(calls.Ride.RequestRide)).toHaveLength(1));
    expect(api.sentTo(calls.Ride.RequestRide)[0]?.body).toMatchObject({
      CurrentStreet: 'Eko Hotel, Adetokunbo Ademola Street',
      CurrentCity: 'Victoria Island',
      CurrentSubregion: 'Lagos State',
      AllowSharing: true,
    });
  });
});
