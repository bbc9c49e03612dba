import { act, screen, waitFor, within } from '@testing-library/react';
import { DriverState, OfferStatus, ridePlaceTexts } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe.ts';
import { answer } from '../../../test/fake-api.ts';
import { problem } from '../../../test/mock-api.ts';
import { renderAt } from '../../../test/render.tsx';
import DriveAppPage from '../pages/drive-app-page.tsx';
import {
  aCar,
  anOffer,
  type DriverWorld,
  fakeDriverApi,
  presence,
  signInBola,
} from '../testing/fake-driver.ts';
import { fakeGeolocation } from '../testing/fake-geolocation.ts';

const online = (more: Partial<DriverWorld> = {}): DriverWorld => ({
  status: presence(DriverState.Idle),
  offers: [],
  cars: [aCar(3)],
  ...more,
});
const offerCard = () => screen.findByRole('region', { name: 'New ride offer' });

afterEach(() => Reflect.deleteProperty(navigator, 'vibrate'));

describe("the driver's offers", () => {
  it('shows an offer from the stream with its places, fare and countdown, vibrates, and accepts it', async () => {
    signInBola();
    fakeGeolocation();
    const vibrate = vi.fn(() => true);
    Object.defineProperty(navigator, 'vibrate', { configurable: true, value: vibrate });
    const world = online();
    const { api, streams } = fakeDriverApi(
      world,
      answer(calls.Ride.AcceptOffer, () => problem(409, ridePlaceTexts.offerNotOpen('Expired'))),
    );
    const { user } = renderAt(<DriveAppPage />, '/drive');
    await waitFor(() => expect(streams).toHaveLength(1));
    act(() => streams[0]!.send({ Type: 'Offer', Offer: anOffer(41, 20) }));
    const card = within(await offerCard());
    expect(card.getByText(/Allen Avenue, Ikeja/)).toBeInTheDocument();
    expect(card.getByText(/Admiralty Way, Lekki/)).toBeInTheDocument();
    expect(card.getByText(/₦4,600\.00/)).toBeInTheDocument();
    expect(card.getByText(/^(19|20) s left$/)).toBeInTheDocument();
    expect(card.getByRole('progressbar', { name: /seconds left to answer/ })).toBeInTheDocument();
    expect(vibrate).toHaveBeenCalled();
    await expectNoAxeViolations();
    await user.click(card.getByRole('button', { name: 'Accept' }));
    expect(api.sentTo(calls.Ride.AcceptOffer)[0]?.body).toEqual({ Id: 41 });
    // Refused in words: the offer ended before the tap reached the server, and leaves with its card.
    expect(await screen.findByText(ridePlaceTexts.offerNotOpen('Expired'))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'New ride offer' })).toBeNull());
  });

  it('asks which car when the driver has several Approved ones, and sends it', async () => {
    signInBola();
    fakeGeolocation();
    const world = online({
      offers: [anOffer(42)],
      cars: [aCar(3), aCar(4, { Name: 'Honda', CarModel: 'Accord' })],
    });
    const { api } = fakeDriverApi(
      world,
      answer(calls.Ride.AcceptOffer, () => problem(409, 'stop here')),
    );
    const { user } = renderAt(<DriveAppPage />, '/drive');
    const card = within(await offerCard());
    expect(card.getByRole('button', { name: 'Accept' })).toBeDisabled();
    await user.click(card.getByRole('combobox', { name: 'The car you drive' }));
    await user.click(await screen.findByRole('option', { name: 'Honda Accord (LND 4AA)', hidden: true }));
    await user.click(card.getByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(api.sentTo(calls.Ride.AcceptOffer)[0]?.body).toEqual({ Id: 42, CarDetailId: 4 }),
    );
  });

  it('declines an offer read on opening, and drops one that ended elsewhere with a word why', async () => {
    signInBola();
    fakeGeolocation();
    const world = online({ offers: [anOffer(43)] });
    const { api, streams } = fakeDriverApi(
      world,
      answer(calls.Ride.DeclineOffer, () => {
        world.offers = [];
        return { ...anOffer(43), Status: OfferStatus.Declined, StatusName: 'Declined' };
      }),
    );
    const { user } = renderAt(<DriveAppPage />, '/drive');
    await user.click(within(await offerCard()).getByRole('button', { name: 'Decline' }));
    expect(api.sentTo(calls.Ride.DeclineOffer)[0]?.body).toEqual({ Id: 43 });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'New ride offer' })).toBeNull());

    await waitFor(() => expect(streams).toHaveLength(1));
    act(() => streams[0]!.send({ Type: 'Offer', Offer: anOffer(44) }));
    await offerCard();
    act(() =>
      streams[0]!.send({
        Type: 'OfferEnded',
        OfferId: 44,
        RideId: 7,
        Status: OfferStatus.Withdrawn,
        StatusName: 'Withdrawn',
      }),
    );
    expect(await screen.findByText(/The offer was withdrawn: the rider cancelled/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'New ride offer' })).toBeNull();
  });

  it('is answered from the keyboard: Tab reaches Go offline, Decline and Accept in turn, Enter accepts', async () => {
    signInBola();
    fakeGeolocation();
    const { api } = fakeDriverApi(
      online({ offers: [anOffer(47)] }),
      answer(calls.Ride.AcceptOffer, () => problem(409, 'stop here')),
    );
    const { user } = renderAt(<DriveAppPage />, '/drive');
    const card = within(await offerCard());
    await user.tab();
    expect(screen.getByRole('button', { name: 'Go offline' })).toHaveFocus();
    await user.tab();
    expect(card.getByRole('button', { name: 'Decline' })).toHaveFocus();
    await user.tab();
    expect(card.getByRole('button', { name: 'Accept' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(api.sentTo(calls.Ride.AcceptOffer)[0]?.body).toEqual({ Id: 47 }));
  });

  it('reads the offers again when the stream reconnects', async () => {
    signInBola();
    fakeGeolocation();
    const world = online();
    const { api, streams } = fakeDriverApi(world);
    renderAt(<DriveAppPage />, '/drive');
    await waitFor(() => expect(streams).toHaveLength(1));
    await waitFor(() => expect(api.sentTo(calls.Ride.GetMyOffers)).toHaveLength(1));
    world.offers = [anOffer(45)];
    act(() => streams[0]!.cut());
    // The stream waits a second before it connects again.
    expect(await offerCard()).toBeInTheDocument();
    expect(api.sentTo(calls.Ride.GetMyOffers)).toHaveLength(2);
  });
});
