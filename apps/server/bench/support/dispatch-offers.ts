import type pg from 'pg';
import type { GeoPoint } from '../../src/geo.ts';

type Booking = { id: string; driverToken: string; pickup: GeoPoint };

const RIDE_REQUEST = {
  DistanceToCover: 10,
  IsHighTraffic: false,
  DestinationAddress: '12 Admiralty Way, Lekki',
  CurrentStreet: '3 Broad Street',
  CurrentCity: 'Lagos',
  CurrentSubregion: 'Lagos Island',
  AllowSharing: false,
  EnableCustomerPerferredAmount: false,
};

/** Follows one driver's Ride/MyDriverUpdates; calls `offered` with the first offer's ride and time. */
async function follow(url: string, token: string, signal: AbortSignal, offered: (rideId: number) => void) {
  const response = await fetch(`${url}/api/Ride/MyDriverUpdates`, {
    headers: { authorization: `Bearer ${token}` },
    signal,
  });
  if (!response.ok || !response.body) throw new Error(`MyDriverUpdates answered ${response.status}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += value;
      const events = buffer.split('\n\n');
      buffer = events.pop()!;
      for (const event of events) {
        if (!event.startsWith('data: ')) continue;
        const data = JSON.parse(event.slice(6)) as { Type: string; Offer?: { RideId: number } };
        if (data.Type === 'Offer') offered(data.Offer!.RideId);
      }
    }
  })().catch(() => {});
}

/** A rider's request from `pickup` with its coordinates, to a destination 3 km north of it. */
const requestFrom = (pickup: GeoPoint) => ({
  ...RIDE_REQUEST,
  PickupLatitude: pickup.latitude,
  PickupLongitude: pickup.longitude,
  DestinationLatitude: pickup.latitude + 3 / 111.195,
  DestinationLongitude: pickup.longitude,
});

/**
 * (o) of the dispatch bench: each rider's pick-up is at one listening driver's place (the nearest
 * driver, by far); every driver's stream is open first; then the rides are requested at `perSecond`,
 * with their coordinates. Answers each request's time to its first offer on its driver's stream (ms)
 * and what went wrong.
 */
export async function firstOffers(input: {
  url: string;
  client: pg.Client;
  riders: Booking[];
  riderToken: (userId: string) => Promise<string>;
  perSecond: number;
}) {
  const { riders } = input;
  const riderTokens = await Promise.all(riders.map((rider) => input.riderToken(rider.id)));
  const controller = new AbortController();
  const sentAt: number[] = [];
  const rideOf: number[] = [];
  const times: number[] = [];
  const failures: string[] = [];
  const seen = new Set<number>();
  await Promise.all(
    riders.map((rider, k) =>
      follow(input.url, rider.driverToken, controller.signal, (rideId) => {
        if (seen.has(k)) return;
        seen.add(k);
        if (rideOf[k] !== undefined && rideId !== rideOf[k])
          failures.push(`driver ${k} offered ride ${rideId}, not ${rideOf[k]}`);
        times.push(performance.now() - sentAt[k]!);
      }),
    ),
  );
  const requests: Promise<void>[] = [];
  const started = performance.now();
  for (let k = 0; k < riders.length; k++) {
    const due = started + (k * 1000) / input.perSecond;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    sentAt[k] = performance.now();
    requests.push(
      fetch(`${input.url}/api/Ride/RequestRide`, {
        method: 'POST',
        headers: { authorization: `Bearer ${riderTokens[k]}`, 'content-type': 'application/json' },
        body: JSON.stringify(requestFrom(riders[k]!.pickup)),
      })
        .then(async (response) => {
          const body = (await response.json()) as { Id: number };
          if (response.status !== 200)
            failures.push(`RequestRide ${response.status}: ${JSON.stringify(body)}`);
          else rideOf[k] = body.Id;
        })
        .catch((error: Error) => void failures.push(`RequestRide: ${error.message}`)),
    );
  }
  await Promise.all(requests);
  // The stragglers' offers, for up to five seconds.
  const deadline = performance.now() + 5000;
  while (seen.size < riders.length && performance.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 50));
  controller.abort();
  if (seen.size < riders.length) {
    const missing = riders.map((_, k) => k).filter((k) => !seen.has(k));
    const { rows } = await input.client.query<{ ride_id: number; driver_id: string; status: number }>(
      'SELECT ride_id, driver_id, status FROM ride_offers WHERE ride_id = ANY($1)',
      [missing.map((k) => rideOf[k])],
    );
    failures.push(
      `${missing.length} requests saw no offer in time (rides ${missing.map((k) => rideOf[k]).join(', ')}; their offers ${JSON.stringify(rows)})`,
    );
  }
  return { times, failures };
}
