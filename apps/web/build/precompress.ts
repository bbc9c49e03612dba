import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text files, which compress well; pictures and fonts are compressed formats already. */
export const COMPRESSED_EXTENSIONS = [
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.txt',
  '.xml',
  '.webmanifest',
];
/** Below about a kilobyte the copy saves less than the headers and a request's overhead. */
export const MIN_BYTES = 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** Writes file.br and file.gz beside a file, each only when it is smaller than the file itself. */
async function writeCompressedCopies(file: string) {
  const bytes = await readFile(file);
  if (bytes.length < MIN_BYTES) return;
  const [br, gz] = await Promise.all([
    // Built once and served many times, so the slowest, smallest settings are worth it.
    brotli(bytes, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzip(bytes, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  if (br.length < bytes.length) await writeFile(`${file}.br`, br);
  if (gz.length < bytes.length) await writeFile(`${file}.gz`, gz);
}

/**
 * Brotli and gzip copies of the built text files (index.html, the chunks, the styles, countries.json,
 * public/ files), so the server sends them compressed without compressing on every request
 * (@fastify/static's preCompressed option picks the copy the browser's Accept-Encoding allows).
 */
export function precompress(): Plugin {
  return {
    name: 'wayfare-precompress',
    apply: 'build',
    async writeBundle(options) {
      if (!options.dir) return;
      const files = (await filesUnder(options.dir)).filter((file) =>
        COMPRESSED_EXTENSIONS.includes(path.extname(file).toLowerCase()),
      );
      await Promise.all(files.map(writeCompressedCopies));
    },
  };
}
