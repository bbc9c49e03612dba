import { screen, waitFor, within } from '@testing-library/react';
import type { RideTimeline, RideTimelineEvent } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { describe, expect, it } from 'vitest';
import { signInAdmin } from '../../../test/admin-rights.ts';
import { answer, fakeApi } from '../../../test/fake-api.ts';
import { renderAt } from '../../../test/render.tsx';
import { RideTripTimeline } from './ride-trip-timeline.tsx';

const event = (
  fields: Partial<RideTimelineEvent> & Pick<RideTimelineEvent, 'At' | 'Name'>,
): RideTimelineEvent => ({
  Kind: 'Status',
  ActorId: null,
  ActorName: null,
  ActorRole: 'System',
  Amount: null,
  Details: null,
  ...fields,
});

const completed: RideTimeline = {
  RideId: 7,
  Events: [
    event({
      At: '2026-11-29T09:00:05.000Z',
      Name: 'Requested',
      ActorId: 'r',
      ActorName: 'Ada Obi',
      ActorRole: 'Rider',
      Details: 'From 3 Broad Street, Lagos to 12 Admiralty Way, Lekki',
    }),
    event({
      At: '2026-11-29T09:00:06.000Z',
      Kind: 'Offer',
      Name: 'Offered',
      Details: 'To Musa Bello, 0.8 km from the pick-up',
    }),
    event({
      At: '2026-11-29T09:00:09.000Z',
      Kind: 'Offer',
      Name: 'Offer declined',
      ActorId: 'd',
      ActorName: 'Musa Bello',
      ActorRole: 'Driver',
    }),
    event({
      At: '2026-11-29T09:31:00.000Z',
      Kind: 'Route',
      Name: 'Route',
      ActorId: 'e',
      ActorName: 'Efe Ogun',
      ActorRole: 'Driver',
      Details: '4.3 km driven, 3 points',
    }),
    event({
      At: '2026-11-29T09:32:00.000Z',
      Name: 'Completed',
      ActorId: 'e',
      ActorName: 'Efe Ogun',
      ActorRole: 'Driver',
    }),
    event({
      At: '2026-11-29T09:32:00.000Z',
      Kind: 'Money',
      Name: 'Fare paid',
      ActorId: 'r',
      ActorName: 'Ada Obi',
      ActorRole: 'Rider',
      Amount: 12500,
    }),
    event({
      At: '2026-11-29T09:32:01.000Z',
      Kind: 'Money',
      Name: "Driver's share",
      ActorId: 'e',
      ActorName: 'Efe Ogun',
      ActorRole: 'Driver',
      Amount: 10000,
      Details: 'Fare ₦12,500, less commission ₦2,500',
    }),
  ],
  Route: {
    DistanceKm: 4.3012,
    PointCount: 3,
    Points: [
      { Latitude: 6.45, Longitude: 3.39 },
      { Latitude: 6.46, Longitude: 3.4 },
      { Latitude: 6.48, Longitude: 3.41 },
    ],
  },
};

function fakeTimeline(timeline: RideTimeline) {
  return fakeApi(
    answer(calls.Ride.GetRideTimeline, () => timeline),
    answer(calls.Settings.GetSiteSettings, () => ({
      AppStoreUrl: null,
      PlayStoreUrl: null,
      PaystackInlineScriptUrl: '',
      FlutterwaveInlineScriptUrl: '',
      MapTileUrl: 'https://tiles.example.ng/{z}/{x}/{y}.png',
      MapTileAttribution: '© OpenStreetMap contributors',
    })),
  );
}

describe('the ride page trip timeline (issue 32)', () => {
  it('tells the trip in order with Lagos times, who did each thing, amounts and details, and maps the route', async () => {
    signInAdmin();
    const api = fakeTimeline(completed);
    renderAt(<RideTripTimeline rideId={7} />, '/admin/rides/7');
    const timeline = await screen.findByLabelText('Trip Timeline');
    expect(api.sentTo(calls.Ride.GetRideTimeline)[0]?.query.get('id')).toBe('7');
    const items = within(timeline).getAllByText(/ · /);
    expect(items.map((item) => item.textContent)).toEqual([
      '29 Nov 2026, 10:00:05 AM WAT · Ada Obi (Rider)',
      '29 Nov 2026, 10:00:06 AM WAT · System',
      '29 Nov 2026, 10:00:09 AM WAT · Musa Bello (Driver)',
      '29 Nov 2026, 10:31:00 AM WAT · Efe Ogun (Driver)',
      '29 Nov 2026, 10:32:00 AM WAT · Efe Ogun (Driver)',
      '29 Nov 2026, 10:32:00 AM WAT · Ada Obi (Rider)',
      '29 Nov 2026, 10:32:01 AM WAT · Efe Ogun (Driver)',
    ]);
    const names = [
      'Requested',
      'Offered',
      'Offer declined',
      'Route',
      'Completed',
      'Fare paid',
      "Driver's share",
    ];
    const text = timeline.textContent ?? '';
    const positions = names.map((name) => text.indexOf(name));
    expect(positions.every((at) => at >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(within(timeline).getByText('To Musa Bello, 0.8 km from the pick-up')).toBeVisible();
    expect(within(timeline).getByText('₦12,500.00')).toBeVisible();
    expect(within(timeline).getByText('Fare ₦12,500, less commission ₦2,500')).toBeVisible();
    expect(screen.getByText('Route driven: 4.3 km, 3 points')).toBeVisible();
    await waitFor(() =>
      expect(document.querySelector('img.leaflet-tile')?.getAttribute('src')).toMatch(
        /^https:\/\/tiles\.example\.ng\//,
      ),
    );
    expect(document.querySelectorAll('path.leaflet-interactive')).toHaveLength(3);
  });

  it('shows a cancelled ride without a route or map, its reason and fee', async () => {
    signInAdmin();
    fakeTimeline({
      RideId: 8,
      Route: null,
      Events: [
        event({
          At: '2026-11-29T09:00:00.000Z',
          Name: 'Requested',
          ActorId: 'r',
          ActorName: 'Bola Ade',
          ActorRole: 'Rider',
        }),
        event({
          At: '2026-11-29T09:20:00.000Z',
          Name: 'Cancelled',
          ActorId: 'r',
          ActorName: 'Bola Ade',
          ActorRole: 'Rider',
          Amount: 500,
          Details: 'Driver too far away; Cancellation fee ₦500',
        }),
      ],
    });
    renderAt(<RideTripTimeline rideId={8} />, '/admin/rides/8');
    const timeline = await screen.findByLabelText('Trip Timeline');
    expect(within(timeline).getByText('Driver too far away; Cancellation fee ₦500')).toBeVisible();
    expect(within(timeline).getByText('₦500.00')).toBeVisible();
    expect(within(timeline).getByText('29 Nov 2026, 10:20:00 AM WAT · Bola Ade (Rider)')).toBeVisible();
    expect(screen.queryByText(/Route driven/)).toBeNull();
    expect(document.querySelector('.leaflet-container')).toBeNull();
  });
});
