import { type GeoPoint, greatCircleKm } from '../../../geo.ts';

/**
 * A fake OSRM server's route service, as strict as osrm-routed (docs/http.md, and the answers its
 * features/testbot/status.feature records): `/route/v1/driving/{lon},{lat};{lon},{lat}[.json]`, options
 * checked, each failure answered 400 with OSRM's code and message. Its roads: every point joined to every
 * other, `roadFactor` times the great circle, except across an island's shore (NoRoute) or from a point
 * in the water (NoSegment). Only the driving profile is served (what the server asks for).
 */
export type FakeOsrmWorld = {
  roadFactor?: number;
  /** Places joined to nothing outside them (an island without a bridge). */
  islands?: { center: GeoPoint; radiusKm: number }[];
  /** Places with no road to snap to. */
  water?: { center: GeoPoint; radiusKm: number }[];
};
export type FakeOsrmAnswer = { status: number; body: Record<string, unknown> };

export const FAKE_OSRM_ROAD_FACTOR = 1.25;
// About 25 km/h: Lagos traffic.
const CITY_SPEED_METRES_PER_SECOND = 7;

// OSRM's route options and the values it parses (docs/http.md); any other is a malformed query.
const BOOLEAN = /^(true|false)$/;
const ROUTE_OPTIONS: Record<string, RegExp> = {
  alternatives: /^(true|false|\d+)$/,
  steps: BOOLEAN,
  annotations:
    /^(true|false|(nodes|distance|duration|datasources|weight|speed)(,(nodes|distance|duration|datasources|weight|speed))*)$/,
  geometries: /^(polyline|polyline6|geojson)$/,
  overview: /^(simplified|full|false)$/,
  continue_straight: /^(default|true|false)$/,
  generate_hints: BOOLEAN,
  skip_waypoints: BOOLEAN,
  radiuses: /^((\d+(\.\d+)?|unlimited)?)(;(\d+(\.\d+)?|unlimited)?)*$/,
  bearings: /^((\d+,\d+)?)(;(\d+,\d+)?)*$/,
  hints: /^[A-Za-z0-9_\-=;]*$/,
  approaches: /^((curb|unrestricted|opposite)?)(;(curb|unrestricted|opposite)?)*$/,
  exclude: /^[a-z_,]*$/,
  snapping: /^(default|any)$/,
};
const NUMBER = /^-?\d+(\.\d+)?$/;

const failure = (code: string, message: string): FakeOsrmAnswer => ({ status: 400, body: { code, message } });

const within = (point: GeoPoint, area: { center: GeoPoint; radiusKm: number }) =>
  greatCircleKm(point, area.center) <= area.radiusKm;

/** The coordinates of the query (before `?`), or the position OSRM would say the parse failed at. */
function parseCoordinates(text: string): GeoPoint[] | number {
  const points: GeoPoint[] = [];
  let position = 0;
  for (const pair of text.split(';')) {
    const parts = pair.split(',');
    if (parts.length !== 2 || !parts.every((part) => NUMBER.test(part))) return position;
    points.push({ longitude: Number(parts[0]), latitude: Number(parts[1]) });
    position += pair.length + 1;
  }
  return points;
}

function route(points: GeoPoint[], world: FakeOsrmWorld): FakeOsrmAnswer {
  const water = world.water ?? [];
  const wet = points.findIndex((point) => water.some((area) => within(point, area)));
  if (wet >= 0) return failure('NoSegment', `Could not find a matching segment for coordinate ${wet}`);
  const islandOf = (point: GeoPoint) => (world.islands ?? []).findIndex((island) => within(point, island));
  const legs = points.slice(1).map((to, index) => {
    const from = points[index]!;
    if (islandOf(from) !== islandOf(to)) return undefined;
    const distance =
      Math.round(greatCircleKm(from, to) * (world.roadFactor ?? FAKE_OSRM_ROAD_FACTOR) * 10_000) / 10;
    const duration = Math.round((distance / CITY_SPEED_METRES_PER_SECOND) * 10) / 10;
    return { steps: [], summary: '', weight: duration, duration, distance };
  });
  if (legs.some((leg) => leg === undefined)) return failure('NoRoute', 'Impossible route between points');
  const sum = (key: 'distance' | 'duration') =>
    Math.round(legs.reduce((total, leg) => total + leg![key], 0) * 10) / 10;
  return {
    status: 200,
    body: {
      code: 'Ok',
      routes: [
        {
          legs,
          weight_name: 'routability',
          weight: sum('duration'),
          duration: sum('duration'),
          distance: sum('distance'),
        },
      ],
      waypoints: points.map((point) => ({
        hint: 'ZmFrZS1vc3JtLWhpbnQ=',
        distance: 0,
        name: '',
        location: [point.longitude, point.latitude],
      })),
    },
  };
}

/** OSRM's answer to a request path (with its query string). */
export function answerOsrm(path: string, world: FakeOsrmWorld = {}): FakeOsrmAnswer {
  const match = /^\/([^/?]+)\/([^/?]+)\/([^/?]+)\/([^?]+)(?:\?(.*))?$/.exec(path);
  if (!match)
    return failure(
      'InvalidUrl',
      `URL string malformed close to position ${path.length}: "${path.slice(-3)}"`,
    );
  const [, service, version, profile, rawCoordinates, rawOptions = ''] = match as unknown as string[];
  if (service !== 'route') return failure('InvalidService', `Service ${service} not found!`);
  if (version !== 'v1') return failure('InvalidVersion', `Service ${service} not found!`);
  if (profile !== 'driving') return failure('InvalidUrl', `Profile ${profile} is not served: only driving`);
  const coordinates = decodeURIComponent(rawCoordinates!).replace(/\.json$/, '');
  const points = parseCoordinates(coordinates);
  if (typeof points === 'number')
    return failure('InvalidQuery', `Query string malformed close to position ${points}`);
  let position = coordinates.length + 1;
  for (const option of rawOptions === '' ? [] : rawOptions.split('&')) {
    const [key = '', value = ''] = option.split('=');
    const rule = ROUTE_OPTIONS[key];
    if (!rule?.test(decodeURIComponent(value)))
      return failure('InvalidQuery', `Query string malformed close to position ${position}`);
    position += option.length + 1;
  }
  if (points.length < 2) return failure('InvalidOptions', 'Number of coordinates needs to be at least two.');
  if (points.some((point) => Math.abs(point.longitude) > 180 || Math.abs(point.latitude) > 90))
    return failure('InvalidValue', 'Invalid coordinate value.');
  return route(points, world);
}
