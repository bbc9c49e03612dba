import { Badge, Group, Loader, Stack, Text, Timeline, Title } from '@mantine/core';
import type { RideTimeline } from '@wayfare/contracts';
import { lazy, Suspense } from 'react';
import { useRideTimeline } from '../api/get-ride-timeline.ts';
import { actorOf, amountOf, bulletColour, lagosMoment } from './timeline-marks.ts';

// Leaflet is loaded only for a ride that has a route to draw.
const RouteMap = lazy(() => import('./route-map.tsx'));

function RouteSummary({ route }: { route: NonNullable<RideTimeline['Route']> }) {
  const points = route.PointCount === 1 ? '1 point' : `${route.PointCount} points`;
  return (
    <Stack gap="xs">
      <Text size="sm">
        Route driven: {Number(route.DistanceKm.toFixed(2))} km, {points}
      </Text>
      <Suspense fallback={<Loader size="sm" aria-label="Loading the route map" />}>
        <RouteMap points={route.Points} />
      </Suspense>
    </Stack>
  );
}

/** The entries, oldest first: what happened, its amount, when (Lagos time), who, and the particulars. */
export function TripEvents({ events }: { events: RideTimeline['Events'] }) {
  return (
    <Timeline active={events.length - 1} bulletSize={16} lineWidth={2} aria-label="Trip Timeline">
      {events.map((event, index) => {
        const amount = amountOf(event);
        return (
          <Timeline.Item
            // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id; each answer replaces the list whole, in time order
            key={`${event.At}-${event.Kind}-${index}`}
            color={bulletColour(event)}
            title={
              <Group gap="xs" wrap="wrap">
                <Text fw={600} size="sm">
                  {event.Name}
                </Text>
                {amount && (
                  <Badge variant="light" color="gray" size="sm">
                    {amount}
                  </Badge>
                )}
              </Group>
            }
          >
            <Text size="xs" c="dimmed">
              {lagosMoment(event.At)} · {actorOf(event)}
            </Text>
            {event.Details && (
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {event.Details}
              </Text>
            )}
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}

/**
 * issue 32: the admin ride page's whole trip: requested, the offers to drivers, accepted, arrived,
 * started, completed or cancelled (who, why, the fee), the route driven and every money line.
 */
export function RideTripTimeline({ rideId }: { rideId: number }) {
  const timeline = useRideTimeline(rideId, { enabled: rideId > 0 });
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        Trip Timeline
      </Title>
      {timeline.isError ? (
        <Text size="sm" c="dimmed">
          The trip timeline could not be loaded.
        </Text>
      ) : !timeline.data ? (
        <Loader size="sm" aria-label="Loading the trip timeline" />
      ) : (
        <>
          {timeline.data.Route && <RouteSummary route={timeline.data.Route} />}
          <TripEvents events={timeline.data.Events} />
        </>
      )}
    </Stack>
  );
}
