import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { Endpoint, type LiveMap, type LiveMapDriver, type LiveMapRide } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectPermissionNotice, myRights, signInAdmin, signInLimitedTo } from '../../test/admin-rights.ts';
import { answer, fakeApi } from '../../test/fake-api.ts';
import { type FakeEventStream, fakeEventStream } from '../../test/fake-event-stream.ts';
import { renderAt } from '../../test/render.tsx';
import LiveMapPage from './pages/live-map-page.tsx';
import { DRAW_EVERY_MS } from './use-live-map-state.ts';

const driver = (
  DriverId: string,
  Name: string,
  State: 1 | 2 | 3,
  more: Partial<LiveMapDriver> = {},
): LiveMapDriver => ({
  DriverId,
  Name,
  Latitude: 6.6,
  Longitude: 3.35,
  Heading: null,
  State,
  StateName: { 1: 'Idle', 2: 'Offered', 3: 'On a ride' }[State],
  RideId: null,
  CarDetailId: null,
  LastSeenAt: '2026-11-29T10:00:00.000Z',
  ...more,
});

const ride = (Id: number, RideStatus: 1 | 2 | 4, more: Partial<LiveMapRide> = {}): LiveMapRide => ({
  Id,
  RideStatus,
  RideStatusName: { 1: 'Pending', 2: 'Accepted', 4: 'Ongoing' }[RideStatus],
  CustomerName: 'Ngozi Eze',
  DriverId: null,
  CurrentStreet: 'Allen Avenue',
  CurrentCity: 'Ikeja',
  DestinationAddress: 'Admiralty Way, Lekki',
  PickupLatitude: 6.6,
  PickupLongitude: 3.35,
  DestinationLatitude: 6.44,
  DestinationLongitude: 3.47,
  RideDate: '2026-11-29T09:50:00.000Z',
  ...more,
});

const snapshot: LiveMap = {
  Drivers: [
    driver('d-idle', 'Tunde Bakare', 1),
    driver('d-ride', 'Bola Eze', 3, { RideId: 7, CarDetailId: 12, Latitude: 6.61 }),
  ],
  Rides: [
    ride(7, 2, { DriverId: 'd-ride' }),
    ride(8, 1, { CurrentCity: 'Yaba', PickupLatitude: 6.51, PickupLongitude: 3.37 }),
  ],
  Demand: [
    {
      Cell: '87654c8ddffffff',
      Latitude: 6.51,
      Longitude: 3.37,
      Boundary: [
        [6.5, 3.36],
        [6.52, 3.36],
        [6.52, 3.38],
      ],
      Requests: 3,
      IdleDrivers: 1,
    },
  ],
  Cities: ['Ikeja', 'Yaba'],
  GeneratedAt: '2026-11-29T10:00:00.000Z',
};

/** The live map's calls: the snapshot (by city), the tiles' settings, and each connection to the stream. */
function fakeLiveMap(rights = myRights()) {
  const streams: FakeEventStream[] = [];
  const api = fakeApi(
    rights,
    answer(calls.Ride.GetLiveMap, ({ query }) =>
      query.city
        ? { ...snapshot, Rides: snapshot.Rides.filter((one) => one.CurrentCity === query.city), Drivers: [] }
        : snapshot,
    ),
    answer(calls.Settings.GetSiteSettings, () => ({
      AppStoreUrl: null,
      PlayStoreUrl: null,
      PaystackInlineScriptUrl: '/fake-gateway/paystack/inline.js',
      FlutterwaveInlineScriptUrl: '/fake-gateway/flutterwave/v3/inline.js',
      MapTileUrl: 'http://127.0.0.1:9/{z}/{x}/{y}.png',
      // Sanitised by the server (map-tile-source.ts): the map writes it as it comes.
      MapTileAttribution: '© OpenStreetMap contributors',
    })),
    answer(calls.Ride.LiveMapUpdates, () => {
      const stream = fakeEventStream();
      streams.push(stream);
      return stream.reply;
    }),
  );
  return { api, streams };
}

const legend = () => within(screen.getByRole('list', { name: 'Legend' }));
const marker = (name: string) => screen.findByRole('button', { name });
/** Enter on a marker, as a keyboard reaches one (Tab to it, Enter). */
const press = async (user: UserEvent, element: HTMLElement) => {
  element.focus();
  expect(element).toHaveFocus();
  await user.keyboard('{Enter}');
};

// jsdom lays nothing out: Leaflet would read a map of 0 × 0 px and place a click at no point at all.
const sizes = ['clientWidth', 'clientHeight'] as const;
beforeAll(() => {
  for (const size of sizes)
    Object.defineProperty(HTMLElement.prototype, size, { configurable: true, get: () => 600 });
});
afterAll(() => {
  for (const size of sizes) delete (HTMLElement.prototype as unknown as Record<string, unknown>)[size];
});

describe('the live map (/admin/livemap)', () => {
  beforeEach(() => signInAdmin());

  it('shows drivers by state with a legend, and a marker (clicked, or Enter) opens a card linking to the driver, car and ride', async () => {
    fakeLiveMap();
    const { user } = renderAt(<LiveMapPage />, '/admin/livemap');
    await press(user, await marker('Bola Eze, driver, On a ride'));
    const card = within(await screen.findByRole('dialog', { name: 'Bola Eze' }));
    expect(card.getByText('On a ride')).toBeInTheDocument();
    expect(card.getByRole('link', { name: "Driver's account" })).toHaveAttribute(
      'href',
      '/admin/drivers?view=d-ride',
    );
    expect(card.getByRole('link', { name: 'The car' })).toHaveAttribute('href', '/admin/cardetails/12');
    expect(card.getByRole('link', { name: 'Ride #7' })).toHaveAttribute('href', '/admin/activerides/7');
    // An idle driver drives none of their cars yet: the card finds their cars.
    await press(user, await marker('Tunde Bakare, driver, Idle'));
    expect(
      within(await screen.findByRole('dialog', { name: 'Tunde Bakare' })).getByRole('link', {
        name: 'Their cars',
      }),
    ).toHaveAttribute('href', '/admin/cardetails?keyword=Tunde%20Bakare');
    expect(legend().getByText('Idle: 1')).toBeInTheDocument();
    expect(legend().getByText('On a ride: 1')).toBeInTheDocument();
    expect(legend().getByText('Pending request: 1')).toBeInTheDocument();
    // The pending request, a marker of its own; the tiles' credit without anything but text and links.
    await press(user, await marker('Ride 8, Pending, from Allen Avenue'));
    expect(
      within(await screen.findByRole('dialog', { name: 'Ride #8' })).getByRole('link', { name: 'Ride #8' }),
    ).toHaveAttribute('href', '/admin/otherrides/8');
    expect(screen.getByText(/OpenStreetMap contributors/)).toBeInTheDocument();
    expect(document.querySelector('img.leaflet-tile')?.getAttribute('src')).toMatch(
      /^http:\/\/127\.0\.0\.1:9\/\d+\/\d+\/\d+\.png$/,
    );
  });

  it('follows the stream without reload: a driver moving and changing state, a ride ending, a driver going offline', async () => {
    const { streams } = fakeLiveMap();
    renderAt(<LiveMapPage />, '/admin/livemap');
    await marker('Tunde Bakare, driver, Idle');
    await waitFor(() => expect(streams).toHaveLength(1));
    act(() => {
      streams[0]!.send({ Type: 'Driver', Driver: driver('d-idle', 'Tunde Bakare', 2, { Latitude: 6.62 }) });
      streams[0]!.send({ Type: 'RideEnded', Id: 8, RideStatus: 6 });
      streams[0]!.send({ Type: 'DriverOffline', DriverId: 'd-ride' });
    });
    await marker('Tunde Bakare, driver, Offered');
    await waitFor(() => expect(legend().getByText('Offered a ride: 1')).toBeInTheDocument(), {
      timeout: DRAW_EVERY_MS * 10,
    });
    expect(legend().getByText('Idle: 0')).toBeInTheDocument();
    expect(legend().getByText('Pending request: 0')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Bola Eze, driver, On a ride' })).toBeNull();
  });

  it('filters by city, and hides the demand layer on request', async () => {
    const { api } = fakeLiveMap();
    const { user } = renderAt(<LiveMapPage />, '/admin/livemap');
    await marker('Tunde Bakare, driver, Idle');
    expect(legend().getByText(/Short of drivers/)).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Show demand' }));
    expect(legend().queryByText(/Short of drivers/)).toBeNull();
    await user.click(screen.getByRole('combobox', { name: 'City' }));
    await user.click(await screen.findByRole('option', { name: 'Yaba', hidden: true }));
    await waitFor(() => expect(api.sentTo(calls.Ride.GetLiveMap).at(-1)?.query.get('city')).toBe('Yaba'));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Tunde Bakare, driver, Idle' })).toBeNull(),
    );
    expect(screen.getByRole('button', { name: 'Ride 8, Pending, from Allen Avenue' })).toBeInTheDocument();
  });

  it('is for those who may see the Ride endpoint', async () => {
    const { api } = fakeLiveMap(signInLimitedTo({ [Endpoint.Account]: { CanView: true } }));
    renderAt(<LiveMapPage />, '/admin/livemap');
    await expectPermissionNotice(api, calls.Ride.GetLiveMap);
  });
});
