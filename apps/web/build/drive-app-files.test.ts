import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { theme } from '../src/app/theme.ts';
import { DRIVE_THEME, driveManifest, driveShellFiles } from './drive-app-files.ts';

/** A built chunk as the bundler describes it, with only what driveShellFiles reads. */
const chunk = (
  fileName: string,
  more: {
    isEntry?: boolean;
    imports?: string[];
    dynamicImports?: string[];
    modules?: string[];
    css?: string[];
  } = {},
) =>
  ({
    type: 'chunk',
    fileName,
    isEntry: more.isEntry ?? false,
    imports: more.imports ?? [],
    dynamicImports: more.dynamicImports ?? [],
    moduleIds: more.modules ?? [],
    viteMetadata: { importedCss: new Set(more.css ?? []), importedAssets: new Set() },
  }) as unknown as Rolldown.OutputChunk;

describe("the driver's app's build files (issue 33)", () => {
  it('describes an installable standalone app at /drive, in the theme, with any-purpose and maskable icons', () => {
    const manifest = driveManifest();
    expect(manifest).toMatchObject({
      name: 'Wayfare Driver',
      start_url: '/drive',
      scope: '/drive',
      display: 'standalone',
      background_color: DRIVE_THEME.background,
    });
    // The theme's primary shade (index.html's theme-color too); the build's configuration cannot import theme.ts (its CSS).
    expect(manifest.theme_color).toBe(theme.colors?.brand?.[theme.primaryShade as number]);
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
  });

  it("keeps the entry, what it imports, the app it starts and the driver's app's chunks with their styles, not the other screens'", () => {
    const bundle = Object.fromEntries(
      [
        chunk('assets/index-1.js', {
          isEntry: true,
          imports: ['assets/react-1.js'],
          dynamicImports: ['assets/start-1.js'],
        }),
        chunk('assets/react-1.js'),
        chunk('assets/start-1.js', {
          modules: ['/repo/apps/web/src/app/start.tsx'],
          imports: ['assets/react-1.js'],
          dynamicImports: ['assets/drive-page-1.js', 'assets/orders-page-1.js'],
          css: ['assets/start-1.css'],
        }),
        chunk('assets/drive-page-1.js', {
          modules: ['/repo/apps/web/src/features/drive-app/earnings/driver-earnings.tsx'],
          imports: ['assets/Card-1.js'],
        }),
        chunk('assets/Card-1.js'),
        chunk('assets/orders-page-1.js', {
          modules: ['/repo/apps/web/src/features/orders/pages/orders-page.tsx'],
        }),
      ].map((built) => [built.fileName, built]),
    );
    expect(driveShellFiles(bundle)).toEqual([
      '/assets/Card-1.js',
      '/assets/drive-page-1.js',
      '/assets/index-1.js',
      '/assets/react-1.js',
      '/assets/start-1.css',
      '/assets/start-1.js',
    ]);
  });
});
