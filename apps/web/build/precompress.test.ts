import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from './precompress.ts';

let root: string;
let outDir: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'precompress-'));
  outDir = path.join(root, 'dist');
  // A chunk well over a kilobyte, one under it, a style sheet and a picture.
  const words = Array.from({ length: 400 }, (_, index) => `'word number ${index}'`).join(', ');
  await writeFile(
    path.join(root, 'main.js'),
    `console.log([${words}]);\nimport('./small.js');\nimport './style.css';\n`,
  );
  await writeFile(path.join(root, 'small.js'), "export const small = 'tiny';\n");
  await writeFile(
    path.join(root, 'style.css'),
    `${Array.from({ length: 80 }, (_, i) => `.c${i} { color: red; margin: ${i}px; }`).join('\n')}\n`,
  );
  await writeFile(path.join(root, 'picture.png'), Buffer.alloc(4096, 7));
  await writeFile(
    path.join(root, 'index.html'),
    `<!doctype html><html><body><img src="./picture.png"><script type="module" src="./main.js"></script></body></html>`,
  );
  await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [precompress()],
    build: { outDir, assetsInlineLimit: 0, minify: false },
  });
});

afterAll(() => rm(root, { recursive: true, force: true }));

const builtFiles = async () =>
  (await readdir(outDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(outDir, path.join(entry.parentPath, entry.name)));

describe('precompress', () => {
  it('writes a brotli and a gzip copy of each text file over a kilobyte, which decode to the file', async () => {
    const files = await builtFiles();
    const large = files.filter((file) => /\.(js|css)$/.test(file) && !file.includes('small'));
    expect(large.map((file) => path.extname(file)).sort()).toEqual(['.css', '.js']);
    for (const file of large) {
      const original = await readFile(path.join(outDir, file));
      expect(original.length, file).toBeGreaterThan(1024);
      const br = await readFile(path.join(outDir, `${file}.br`));
      const gz = await readFile(path.join(outDir, `${file}.gz`));
      expect(zlib.brotliDecompressSync(br).equals(original), file).toBe(true);
      expect(zlib.gunzipSync(gz).equals(original), file).toBe(true);
      expect(br.length, file).toBeLessThan(gz.length);
    }
  });

  it('leaves small files and pictures as they are', async () => {
    const files = await builtFiles();
    const small = files.find((file) => /small-.*\.js$/.test(file))!;
    expect(small).toBeDefined();
    expect(files).not.toContain(`${small}.br`);
    expect(files).not.toContain(`${small}.gz`);
    // index.html is under a kilobyte here.
    expect(files).not.toContain('index.html.br');
    const picture = files.find((file) => file.endsWith('.png'))!;
    expect(picture).toBeDefined();
    expect(files.filter((file) => file.startsWith(picture))).toEqual([picture]);
  });
});
