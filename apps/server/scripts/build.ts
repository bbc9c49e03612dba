// Builds the server into dist/: main.js (and the chunks it imports), fake-gateway.js (test mode's
// fake payment providers, loaded only without a provider's key) and the SQL migrations.
import { cp, rm } from 'node:fs/promises';
import { buildServer } from './build-server.ts';

const root = new URL('..', import.meta.url);

await rm(new URL('dist', root), { recursive: true, force: true });
await buildServer(new URL('dist', root).pathname);
await cp(new URL('src/db/migrations', root), new URL('dist/migrations', root), { recursive: true });
console.log('server built: dist/main.js');
