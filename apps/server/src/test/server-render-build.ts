import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const repository = fileURLToPath(new URL('../../../../', import.meta.url));

/**
 * Builds the web app's server render (apps/web/src/entry-server.tsx, as `npm run build` does) into
 * `outDir`, for a test of the public pages as the server really draws them. A few seconds.
 */
export async function buildServerRender(outDir: string) {
  await promisify(execFile)(
    process.execPath,
    [
      path.join(repository, 'node_modules', 'vite', 'bin', 'vite.js'),
      'build',
      '--ssr',
      'src/entry-server.tsx',
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    { cwd: path.join(repository, 'apps', 'web') },
  );
}
