// Bundles the server into dist/main.js. Our own workspace packages are bundled in (they ship as
// TypeScript source); every npm dependency stays external and is loaded from node_modules.
import { cp, readFile, rm } from 'node:fs/promises';
import { build } from 'esbuild';

const root = new URL('..', import.meta.url);
const pkg = JSON.parse(await readFile(new URL('package.json', root), 'utf8'));
const external = Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies }).filter(
  (name) => !name.startsWith('@wayfare/'),
);

await rm(new URL('dist', root), { recursive: true, force: true });
await build({
  entryPoints: [new URL('src/main.ts', root).pathname],
  outfile: new URL('dist/main.js', root).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
await cp(new URL('src/db/migrations', root), new URL('dist/migrations', root), { recursive: true });
console.log('server built: dist/main.js');
