import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import { compileHints } from './build/compile-hints.ts';
import { driveAppFiles } from './build/drive-app-files.ts';
import { precompress } from './build/precompress.ts';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

/** spec 000 §7: the country list is a static JSON asset; the one file lives in packages/contracts. */
function countriesAsset(): Plugin {
  const source = new URL('../../packages/contracts/src/countries.json', import.meta.url);
  const read = () => {
    try {
      return readFileSync(source, 'utf8');
    } catch {
      return '[]';
    }
  };
  return {
    name: 'wayfare-countries-asset',
    configureServer(server) {
      server.middlewares.use('/countries.json', (_request, response) => {
        response.setHeader('content-type', 'application/json');
        response.end(read());
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'countries.json', source: read() });
    },
  };
}

/** The file manager, image viewer and resizer, and the drop zone only they use. */
const fileToolsModules = /[\\/]src[\\/]components[\\/]files[\\/]|node_modules[\\/]@mantine[\\/]dropzone[\\/]/;
/** The dynamic form engine and the app's wiring of it. */
const formEngineModules = /[\\/]packages[\\/]eform[\\/]src[\\/]|[\\/]src[\\/]components[\\/]eform[\\/]/;

/**
 * A chunk that carries any of the form engine or of the file tools is named after it, whatever else
 * it holds and however the bundler split the code, so a test can tell from the names alone that a
 * public page downloads neither (e2e/journeys/public-page-weight.spec.ts).
 */
function chunkFileName(chunk: Rolldown.PreRenderedChunk) {
  const formEngine = chunk.moduleIds.some((id) => formEngineModules.test(id));
  const fileTools = chunk.moduleIds.some((id) => fileToolsModules.test(id));
  if (formEngine && fileTools) return 'assets/form-engine-file-tools-[hash].js';
  if (formEngine) return 'assets/form-engine-[hash].js';
  if (fileTools) return 'assets/file-tools-[hash].js';
  return 'assets/[name]-[hash].js';
}

/**
 * The first script and the app it starts (src/main.tsx, src/app/start.tsx) run at once, and so does the form
 * engine's chunk whenever a screen with a form loads it.
 */
const isCalledOnLoad = (chunk: Rolldown.OutputChunk) =>
  chunk.isEntry ||
  /[\\/]src[\\/]app[\\/]start\.tsx$/.test(chunk.facadeModuleId ?? '') ||
  chunk.moduleIds.some((id) => id.includes('/packages/eform/src/react/'));

/**
 * The server's render of the public pages (src/entry-server.tsx, issue 20 §5): `vite build --ssr` into
 * dist-ssr, every dependency bundled (lazily loaded screens in their own chunks, which the public pages never
 * load), for the server to load beside the web app.
 */
const serverRenderBuild = defineConfig({
  plugins: [react()],
  ssr: { noExternal: true },
  publicDir: false,
  build: { outDir: 'dist-ssr' },
});

export default defineConfig(({ isSsrBuild }) =>
  isSsrBuild
    ? serverRenderBuild
    : {
        plugins: [react(), countriesAsset(), driveAppFiles(), compileHints(isCalledOnLoad), precompress()],
        server: {
          proxy: {
            '/api': apiTarget,
            '/uploads': apiTarget,
            '/robots.txt': apiTarget,
            '/sitemap.xml': apiTarget,
          },
        },
        build: {
          outDir: 'dist',
          sourcemap: true,
          chunkSizeWarningLimit: 1500,
          // The server reads which script and styles a lazily loaded page needs (apps/server/src/http/prerender.ts).
          manifest: true,
          rolldownOptions: {
            output: {
              // zod with its configuration, so zod is told it runs without eval before any schema is built.
              codeSplitting: {
                groups: [{ name: 'zod', test: /node_modules[\\/]zod[\\/]|zod-without-eval\.ts$/ }],
              },
              chunkFileNames: chunkFileName,
            },
          },
        },
      },
);
