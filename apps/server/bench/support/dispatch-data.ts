import type pg from 'pg';
import { dispatchCell, type GeoPoint } from '../../src/geo.ts';

/**
 * The dispatch bench's city: drivers spread over metropolitan Lagos (about 30 km north to south and
 * 50 km east to west), placed by a fixed sequence so every run is the same.
 */
const SOUTH = 6.42;
const WEST = 3.15;
const HEIGHT = 0.28;
const WIDTH = 0.45;
const spot = (i: number, salt: number) =>
  (((Math.sin(i * 12.9898 + salt * 78.233) * 43_758.5453) % 1) + 1) % 1;
export const placeInLagos = (i: number): GeoPoint => ({
  latitude: SOUTH + HEIGHT * spot(i, 1),
  longitude: WEST + WIDTH * spot(i, 2),
});
/** A place a little off `from`, as a driver moves between two updates. */
export const nudged = (from: GeoPoint, step: number): GeoPoint => ({
  latitude: from.latitude + 0.0002 * Math.sin(step),
  longitude: from.longitude + 0.0002 * Math.cos(step),
});

/** Every bench driver allowed to drive: an Approved car with unexpired papers and the package given. */
export async function equipDrivers(client: pg.Client, packageId: number) {
  await client.query(
    `INSERT INTO car_details (driver_id, name, car_model, year, license_number, car_license,
       license_expiry_date, status)
     SELECT id, 'Toyota', 'Corolla', 2020, 'BN-' || substr(md5(id::text), 1, 10), '/uploads/cars/licence.png',
       '2099-12-31', 2
     FROM users WHERE is_driver AND email_address LIKE 'rides-bench-%'`,
  );
  await client.query(
    `INSERT INTO driver_packages (user_id, package_id)
     SELECT id, $1 FROM users WHERE is_driver AND email_address LIKE 'rides-bench-%'
     ON CONFLICT (user_id) DO NOTHING`,
    [packageId],
  );
}

/** The drivers online at their places (as GoOnline and a first UpdateMyLocation leave them). */
export async function putOnline(client: pg.Client, table: string, drivers: readonly string[]) {
  const places = drivers.map((_, i) => placeInLagos(i));
  await client.query(
    `INSERT INTO ${table} (driver_id, online, latitude, longitude, cell, online_since, seen_at)
     SELECT d, true, la, lo, c, now(), now() FROM unnest($1::uuid[], $2::float8[], $3::float8[], $4::text[])
       AS t(d, la, lo, c)`,
    [
      drivers,
      places.map((place) => place.latitude),
      places.map((place) => place.longitude),
      places.map((place) => dispatchCell(place)),
    ],
  );
  return places;
}
