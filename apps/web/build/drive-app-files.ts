import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import sharp from 'sharp';
import type { Plugin, Rolldown } from 'vite';
// The file itself, not the package: the build's configuration runs in Node, which loads no TypeScript package.
import { DRIVE_SHELL_FILES, driveApp } from '../../../packages/contracts/src/drive-app.ts';

const logo = () => readFileSync(new URL('../public/favicon.svg', import.meta.url), 'utf8');
const workerSource = fileURLToPath(new URL('../src/workers/drive-service-worker.ts', import.meta.url));

/** The theme's brand colour (app/theme.ts's shade 6, index.html's theme-color) and the light scheme's page. */
export const DRIVE_THEME = { theme: '#0b7a4b', background: '#ffffff' };

/** The web app manifest of the driver's app (issue 33): installable on Android and iOS home screens. */
export const driveManifest = () => ({
  id: driveApp.path,
  name: driveApp.name,
  short_name: driveApp.shortName,
  description: driveApp.description,
  start_url: driveApp.path,
  scope: driveApp.path,
  display: 'standalone',
  orientation: 'portrait',
  theme_color: DRIVE_THEME.theme,
  background_color: DRIVE_THEME.background,
  icons: [
    { src: driveApp.icons.any192, sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: driveApp.icons.any512, sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: driveApp.icons.maskable512, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
});

/**
 * The logo on a full-bleed square of its green, shrunk to the middle 80 %: a maskable icon's safe zone (the
 * launcher cuts it to its own shape) and iOS's home screen icon (which shows transparency as black).
 */
const fullBleedLogo = () =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${DRIVE_THEME.theme}"/>` +
  logo().replace('<svg ', '<svg x="6.4" y="6.4" width="51.2" height="51.2" ') +
  '</svg>';

const png = (svg: string, size: number) =>
  sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();

/**
 * The build's files /drive runs on: the entry, what it imports, the app it starts (app/start.tsx) and the
 * driver's app's own lazily loaded chunks, with their styles. Other screens' chunks are left out; whatever
 * else /drive loads, the worker keeps as the page loads it.
 */
export function driveShellFiles(bundle: Rolldown.OutputBundle) {
  const chunks = new Map(
    Object.values(bundle)
      .filter((file): file is Rolldown.OutputChunk => file.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk]),
  );
  const isDriveShell = (chunk: Rolldown.OutputChunk) =>
    chunk.moduleIds.some((id) => /[\\/]src[\\/](app[\\/]start\.tsx$|features[\\/]drive-app[\\/])/.test(id));
  const files = new Set<string>();
  const visit = (chunk: Rolldown.OutputChunk | undefined) => {
    if (!chunk || files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    for (const name of chunk.imports) visit(chunks.get(name));
    for (const name of chunk.dynamicImports) {
      const lazy = chunks.get(name);
      if (lazy && isDriveShell(lazy)) visit(lazy);
    }
  };
  for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk);
  return [...files].sort().map((file) => `/${file}`);
}

/**
 * issue 33: the driver's app's manifest, icons (drawn from the logo with sharp) and service worker (bundled
 * with esbuild as a classic script, the build's shell written in), at the site's root.
 */
export function driveAppFiles(): Plugin {
  return {
    name: 'wayfare-drive-app-files',
    apply: 'build',
    async generateBundle(_options, bundle) {
      const emit = (fileName: string, source: string | Uint8Array) =>
        this.emitFile({ type: 'asset', fileName: fileName.slice(1), source });
      emit(driveApp.manifest, `${JSON.stringify(driveManifest(), null, 2)}\n`);
      const [any192, any512, maskable512, appleTouch] = await Promise.all([
        png(logo(), 192),
        png(logo(), 512),
        png(fullBleedLogo(), 512),
        png(fullBleedLogo(), 180),
      ]);
      emit(driveApp.icons.any192, any192);
      emit(driveApp.icons.any512, any512);
      emit(driveApp.icons.maskable512, maskable512);
      emit(driveApp.appleTouchIcon, appleTouch);

      const files = [...driveShellFiles(bundle), ...DRIVE_SHELL_FILES];
      const version = createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 16);
      const worker = await build({
        entryPoints: [workerSource],
        bundle: true,
        write: false,
        format: 'iife',
        minify: true,
        target: 'es2020',
        define: { DRIVE_SHELL: JSON.stringify({ version, document: driveApp.path, files }) },
      });
      emit(driveApp.worker, worker.outputFiles[0]!.text);
    },
  };
}
