/**
 * The baseline of the authenticated-GET benchmark: a bare Fastify server with one route that does
 * only what any authenticated read must do — verify the HS256 bearer token with jose and run the
 * guard's one principal query with node-postgres — and nothing else (no hooks, no logging, no
 * schema). Started as a child process: PORT, DATABASE_URL and JWT_SECRET from the environment.
 */
import Fastify from 'fastify';
import { jwtVerify } from 'jose';
import pg from 'pg';

// Imported once, as the product does: the baseline should be the best bare server, not a naive one.
const key = await crypto.subtle.importKey(
  'raw',
  new TextEncoder().encode(process.env.JWT_SECRET),
  { name: 'HMAC', hash: 'SHA-256' },
  false,
  ['verify'],
);
// The same pool size as the product's PostgreSQL connection.
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });

// The query loadPrincipal (src/auth/principal.ts) has Drizzle build, as raw SQL.
const PRINCIPAL_QUERY = `select u.token_version, u.is_active, u.deleted_at is not null as is_deleted,
  u.is_admin, u.allow_all_endpoints, u.require_new_password,
  e.endpoint, e.can_view, e.can_create, e.can_edit, e.can_delete
  from users u left join admin_role_endpoints e on e.role_id = u.admin_role_id
  where u.id = $1`;

const app = Fastify();
app.get('/baseline', async (request, reply) => {
  const token = request.headers.authorization?.slice('Bearer '.length) ?? '';
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
    // A named statement, parsed once per connection, as the product's prepared query is.
    const { rows } = await pool.query({ name: 'principal', text: PRINCIPAL_QUERY, values: [payload.sub] });
    return rows;
  } catch {
    return reply.code(401).send({ status: 401 });
  }
});
app.get('/health', async () => ({ status: 'ok' }));

await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(
    signal,
    () =>
      void app
        .close()
        .then(() => pool.end())
        .then(() => process.exit(0)),
  );
}
