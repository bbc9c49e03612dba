import type pg from 'pg';

/** The bench's people: `drivers` able to drive (licence approved, unexpired), then riders. */
export const BENCH_EMAIL = (i: number) => `rides-bench-${String(i).padStart(6, '0')}@example.ng`;

const SURNAMES = `ARRAY['Okafor', 'Adeyemi', 'Bello', 'Eze', 'Nwosu', 'Ibrahim', 'Okonkwo', 'Balogun', 'Musa',
  'Obi', 'Afolabi', 'Danjuma', 'Ogunleye', 'Chukwu', 'Lawal', 'Ajayi', 'Uche', 'Garba', 'Onyeka', 'Adebayo']`;
const FIRSTNAMES = `ARRAY['Ada', 'Chidi', 'Tunde', 'Ngozi', 'Emeka', 'Funke', 'Yusuf', 'Aisha', 'Ifeoma', 'Segun',
  'Bola', 'Kemi', 'Obinna', 'Zainab', 'Uchenna', 'Tolu', 'Halima', 'Nnamdi', 'Sade', 'Femi']`;
const STREETS = `ARRAY['Admiralty Way, Lekki', 'Awolowo Road, Ikoyi', 'Allen Avenue, Ikeja', 'Broad Street, Lagos Island',
  'Herbert Macaulay Way, Yaba', 'Adeola Odeku Street, Victoria Island', 'Ogunlana Drive, Surulere',
  'Aminu Kano Crescent, Wuse II', 'Ring Road, Ibadan', 'Trans-Amadi Road, Port Harcourt', 'Opebi Road, Ikeja',
  'Bode Thomas Street, Surulere']`;

/** Columns every version of the users table has since issue 14; the rest have defaults. */
const INSERT_PEOPLE = `
  INSERT INTO users (email_address, surname, firstname, phone_number, password_hash, is_email_verified,
    is_driver, driver_license, license_expiry_date, license_approved_at, created_at)
  SELECT 'rides-bench-' || lpad(i::text, 6, '0') || '@example.ng', (${SURNAMES})[1 + i % 20],
    (${FIRSTNAMES})[1 + (i / 20) % 20], '+234803' || lpad(i::text, 7, '0'), $3, true,
    i <= $1, CASE WHEN i <= $1 THEN '/uploads/bench/licence.png' END,
    CASE WHEN i <= $1 THEN current_date + 400 END, CASE WHEN i <= $1 THEN now() END,
    now() - make_interval(days => 60)
  FROM generate_series(1, $1::int + $2::int) AS i`;

/**
 * `count` finished rides over the last 30 days, newest first by i, in one INSERT … SELECT: four in five
 * Completed, the rest Cancelled (half of those before any driver took them), spread over the people.
 */
const INSERT_RIDES = `
  WITH people AS (
    SELECT array_agg(id ORDER BY email_address) FILTER (WHERE is_driver) AS drivers,
           array_agg(id ORDER BY email_address) FILTER (WHERE NOT is_driver) AS riders
    FROM users WHERE email_address LIKE 'rides-bench-%'
  ), drawn AS (
    SELECT i, now() - make_interval(secs => i * (30 * 86400.0 / $1)) AS created,
      CASE WHEN i % 5 = 0 THEN 6 ELSE 5 END AS status,
      (1000 + (i * 37) % 30000)::int AS metres
    FROM generate_series(1, $1::bigint) AS i
  )
  INSERT INTO rides (customer_id, driver_id, status, distance_metres, is_high_traffic, allow_sharing,
    destination_address, current_street, current_city, estimated_amount_kobo, amount_kobo,
    created_at, accepted_at, completed_at, cancelled_at)
  SELECT p.riders[(1 + (d.i * 7919) % cardinality(p.riders))::int],
    CASE WHEN d.i % 10 = 0 THEN NULL ELSE p.drivers[(1 + (d.i * 104729) % cardinality(p.drivers))::int] END,
    d.status, d.metres, d.i % 3 = 0, d.i % 10 = 1,
    (1 + d.i % 80) || ' ' || (${STREETS})[(1 + d.i % 12)::int], (1 + d.i % 50) || ' ' || (${STREETS})[(1 + (d.i / 12) % 12)::int],
    'Lagos', d.metres * 20, CASE WHEN d.status = 5 THEN d.metres * 20 END,
    d.created, CASE WHEN d.i % 10 <> 0 THEN d.created + interval '2 minutes' END,
    CASE WHEN d.status = 5 THEN d.created + interval '30 minutes' END,
    CASE WHEN d.status = 6 THEN d.created + interval '5 minutes' END
  FROM drawn d, people p`;

/** Pending rides for the first `count` riders (who have no unfinished ride), for drivers to race for. */
const INSERT_PENDING = `
  INSERT INTO rides (customer_id, status, distance_metres, destination_address, current_street, current_city,
    estimated_amount_kobo)
  SELECT id, 1, 5000, '1 Admiralty Way, Lekki', '5 Awolowo Road, Ikoyi', 'Lagos', 100000
  FROM users WHERE email_address LIKE 'rides-bench-%' AND NOT is_driver
  ORDER BY email_address LIMIT $1
  RETURNING id`;

export async function fillPeople(
  client: pg.Client,
  input: { drivers: number; riders: number; passwordHash: string },
) {
  await client.query(INSERT_PEOPLE, [input.drivers, input.riders, input.passwordHash]);
}

export async function fillRides(client: pg.Client, count: number) {
  const inserted = await client.query(INSERT_RIDES, [count]);
  // Fresh statistics and a full visibility map, as autovacuum leaves a table that is mostly read.
  await client.query('VACUUM ANALYZE rides');
  await client.query('VACUUM ANALYZE users');
  return inserted.rowCount ?? 0;
}

export async function pendingRides(client: pg.Client, count: number): Promise<number[]> {
  const { rows } = await client.query<{ id: number }>(INSERT_PENDING, [count]);
  return rows.map((row) => row.id);
}
