// The server's bundles (used by build.ts and by the test that proves the fakes stay out of main.js).
// Our own workspace packages are bundled in (they ship as TypeScript source); every npm dependency
// stays external and is loaded from node_modules.
import { readFile } from 'node:fs/promises';
import { build, type Metafile } from 'esbuild';

const root = new URL('..', import.meta.url);

/**
 * Bundles src/main.ts into `outDir`/main.js, and test mode's fake payment providers apart into
 * `outDir`/fake-gateway.js, which main.js imports only when a provider has no key (create-payment-
 * gateway.ts); code both use goes into chunks/ beside them.
 */
export async function buildServer(outDir: string): Promise<Metafile> {
  const pkg = JSON.parse(await readFile(new URL('package.json', root), 'utf8'));
  const external = Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies }).filter(
    (name) => !name.startsWith('@wayfare/'),
  );
  const result = await build({
    entryPoints: {
      main: new URL('src/main.ts', root).pathname,
      'fake-gateway': new URL('src/adapters/payments/fake-gateway/test-mode.ts', root).pathname,
      // issue 29 §2: the SMS providers' fakes, imported only by an SMS provider chosen without its key.
      'fake-sms': new URL('src/adapters/messaging/fake-sms/test-mode-sms.ts', root).pathname,
    },
    outdir: outDir,
    entryNames: '[name]',
    chunkNames: 'chunks/[name]-[hash]',
    // The dynamic import of test mode becomes a file of its own instead of being inlined.
    splitting: true,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    metafile: true,
    external: [...external, ...external.map((name) => `${name}/*`)],
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    logLevel: 'warning',
  });
  return result.metafile;
}
