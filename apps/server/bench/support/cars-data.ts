import type pg from 'pg';

const MAKES = `ARRAY['Toyota', 'Honda', 'Hyundai', 'Kia', 'Nissan', 'Lexus', 'Peugeot', 'Mercedes-Benz']`;
const MODELS = `ARRAY['Corolla', 'Accord', 'Elantra', 'Rio', 'Almera', 'RX 350', '406', 'C 300', 'Camry', 'Civic',
  'Sonata', 'Cerato', 'Sentra', 'ES 350', '508', 'E 350']`;
const PREFIXES = `ARRAY['KJA', 'LND', 'ABJ', 'EKY', 'GGE', 'FKJ', 'KTU', 'APP', 'SMK', 'BDG']`;

/**
 * One car for each of the bench's drivers (`rides-bench-…`, from `fillPeople`), in one INSERT … SELECT:
 * six in ten Approved, the rest Pending, Require Extra Information or Suspended; created over two
 * years; each paper's expiry spread over the two years ahead (a few days either side of today
 * included), insurance on three in four; each car with its creation in the history.
 */
const INSERT_CARS = `
  WITH drivers AS (
    SELECT id, row_number() OVER (ORDER BY email_address) AS i
    FROM users WHERE email_address LIKE 'rides-bench-%' AND is_driver
  ), inserted AS (
    INSERT INTO car_details (driver_id, name, car_model, year, license_number, car_license,
      license_expiry_date, insurance, insurance_expiry_date, road_worthiness, road_worthiness_expiry_date,
      car_front_picture, status, approved_at, created_at, updated_at)
    SELECT d.id, (${MAKES})[1 + d.i % 8], (${MODELS})[1 + (d.i / 8) % 16], 2005 + d.i % 20,
      (${PREFIXES})[1 + d.i % 10] || '-' || lpad(d.i::text, 6, '0'), '/uploads/bench/car-licence.png',
      current_date + ((d.i * 7919) % 730)::int - 5,
      CASE WHEN d.i % 4 <> 0 THEN '/uploads/bench/insurance.png' END,
      CASE WHEN d.i % 4 <> 0 THEN current_date + ((d.i * 104729) % 730)::int - 5 END,
      '/uploads/bench/road-worthiness.png', current_date + ((d.i * 15485863) % 730)::int - 5,
      '/uploads/bench/car-front.jpg',
      CASE WHEN d.i % 10 < 6 THEN 2 WHEN d.i % 10 = 6 THEN 0 WHEN d.i % 10 = 7 THEN 1 ELSE 3 END,
      CASE WHEN d.i % 10 < 6 OR d.i % 10 > 7 THEN now() - make_interval(days => (d.i % 700)::int) END,
      now() - make_interval(days => (d.i % 730)::int, secs => d.i::int % 86400),
      now() - make_interval(days => (d.i % 700)::int)
    FROM drivers d
    RETURNING id, driver_id, created_at
  )
  INSERT INTO car_detail_updates (car_detail_id, status, by_user_id, created_at)
  SELECT id, 0, driver_id, created_at FROM inserted`;

export async function fillCars(client: pg.Client) {
  await client.query(INSERT_CARS);
  await client.query('VACUUM ANALYZE car_details');
  await client.query('VACUUM ANALYZE car_detail_updates');
  await client.query('VACUUM ANALYZE users');
  const { rows } = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM car_details');
  return rows[0]?.n ?? 0;
}
