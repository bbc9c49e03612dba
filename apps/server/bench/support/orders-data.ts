import type pg from 'pg';

const SURNAMES = `ARRAY['Okafor', 'Adeyemi', 'Bello', 'Eze', 'Nwosu', 'Ibrahim', 'Okonkwo', 'Balogun', 'Musa',
  'Obi', 'Afolabi', 'Danjuma', 'Ogunleye', 'Chukwu', 'Lawal', 'Ajayi', 'Uche', 'Garba', 'Onyeka', 'Adebayo']`;
const FIRSTNAMES = `ARRAY['Ada', 'Chidi', 'Tunde', 'Ngozi', 'Emeka', 'Funke', 'Yusuf', 'Aisha', 'Ifeoma', 'Segun',
  'Bola', 'Kemi', 'Obinna', 'Zainab', 'Uchenna', 'Tolu', 'Halima', 'Nnamdi', 'Sade', 'Femi']`;
const ITEMS = `ARRAY['Airport transfer', 'Cleaning fee', 'Child seat', 'Extra luggage', 'Waiting time',
  'Toll fee', 'Branded car wrap', 'Driver uniform', 'Dash camera', 'Fuel card top-up']`;

/**
 * `count` orders over the last 365 days (newest first by i), with their items and payment, in one
 * INSERT … SELECT: 1 to 5 items each (3 on average, ₦500 to ₦50,000 a unit), shipping on one in
 * three; six in ten Completed (paid), two Pending, one Cancelled, one HasIssue or Refunded. The amounts
 * obey the tables' checks (total = items + shipping + VAT at 7.5 %, rounded half up).
 */
const INSERT_ORDERS = `
  WITH drawn AS (
    SELECT i, now() - make_interval(secs => i * (365 * 86400.0 / $1)) AS created,
      1 + i % 5 AS item_count, i % 3 = 0 AS shipping,
      CASE WHEN i % 10 < 6 THEN 2 WHEN i % 10 < 8 THEN 1 WHEN i % 10 = 8 THEN 3
        WHEN i % 20 = 9 THEN 4 ELSE 5 END AS status
    FROM generate_series(1, $1::bigint) AS i
  ), lines AS (
    SELECT d.i, k AS position, (${ITEMS})[1 + (d.i + k) % 10] AS name,
      (50000 + ((d.i * 7919 + k * 104729) % 100) * 50000)::bigint AS unit_kobo, 1 + (d.i + k) % 4 AS quantity
    FROM drawn d, generate_series(0, d.item_count - 1) AS k
  ), totals AS (
    SELECT i, sum(unit_kobo * quantity)::bigint AS items_kobo, string_agg(lower(name), ' | ') AS names
    FROM lines GROUP BY i
  ), priced AS (
    SELECT d.*, t.items_kobo, t.names, CASE WHEN d.shipping THEN 250000 ELSE 0 END::bigint AS shipping_kobo,
      (${SURNAMES})[1 + d.i % 20] AS surname, (${FIRSTNAMES})[1 + (d.i / 20) % 20] AS firstname,
      'orders-bench-' || lpad(d.i::text, 6, '0') || '@example.ng' AS email,
      '+234803' || lpad(d.i::text, 7, '0') AS phone
    FROM drawn d JOIN totals t USING (i)
  ), inserted AS (
    INSERT INTO orders (surname, firstname, phone_number, email, email_lower, address, include_shipping,
      shipping_fee_kobo, items_kobo, vat_basis_points, vat_kobo, total_kobo, due_date, status, search_text,
      created_at, updated_at)
    SELECT p.surname, p.firstname, p.phone, p.email, p.email, (1 + p.i % 80) || ' Admiralty Way, Lekki',
      p.shipping, p.shipping_kobo, p.items_kobo, 750, ((p.items_kobo + p.shipping_kobo) * 75 + 500) / 1000,
      p.items_kobo + p.shipping_kobo + ((p.items_kobo + p.shipping_kobo) * 75 + 500) / 1000,
      (p.created + interval '7 days')::date, p.status,
      lower(p.firstname || ' | ' || p.surname || ' | ' || p.email || ' | ' || p.phone || ' | ' || p.names),
      p.created, p.created
    FROM priced p ORDER BY p.i DESC
    RETURNING id, number, email, status, total_kobo, created_at
  ), numbered AS (
    SELECT inserted.*, (regexp_match(email, '(\\d+)@'))[1]::int AS i FROM inserted
  ), items AS (
    INSERT INTO order_items (order_id, position, name, unit_kobo, quantity, amount_kobo)
    SELECT n.id, l.position, l.name, l.unit_kobo, l.quantity, l.unit_kobo * l.quantity
    FROM numbered n JOIN lines l USING (i)
  )
  INSERT INTO payments (order_id, gateway, status, amount_kobo, completed_at, created_at, updated_at)
  SELECT id, CASE WHEN status = 2 THEN 1 + i % 4 END,
    CASE status WHEN 2 THEN 2 WHEN 1 THEN 1 WHEN 3 THEN 5 WHEN 4 THEN 4 ELSE 2 END, total_kobo,
    CASE WHEN status IN (2, 5) THEN created_at + interval '1 hour' END, created_at, created_at
  FROM numbered`;

/** The order numbers ('WF-000123') follow creation: the search text gets its number once they are known. */
const NUMBER_SEARCH_TEXT = `
  UPDATE orders SET search_text = 'wf-' || lpad(number::text, 6, '0') || ' | ' || search_text
  WHERE email_lower LIKE 'orders-bench-%'`;

export async function fillOrders(client: pg.Client, count: number) {
  await client.query(INSERT_ORDERS, [count]);
  await client.query(NUMBER_SEARCH_TEXT);
  // Fresh statistics and a full visibility map, as autovacuum leaves tables that are mostly read.
  for (const table of ['orders', 'order_items', 'payments']) await client.query(`VACUUM ANALYZE ${table}`);
  const { rows } = await client.query<{ orders: number; items: number }>(
    'SELECT (SELECT count(*) FROM orders)::int AS orders, (SELECT count(*) FROM order_items)::int AS items',
  );
  return rows[0]!;
}
