import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_FUNCTIONS_CALLED_ON_LOAD, compileHints } from './compile-hints.ts';

let root: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'compile-hints-'));
  await writeFile(
    path.join(root, 'main.js'),
    "export function greet(name) {\n  return 'Hello ' + name;\n}\nimport('./later.js').then((m) => m.later(greet('Ada')));\n",
  );
  await writeFile(path.join(root, 'later.js'), "export const later = (text) => console.log(text + '!');\n");
});

afterAll(() => rm(root, { recursive: true, force: true }));

/** The built files by name (without their hash): the code of each chunk and the JSON of each source map. */
async function buildFiles(plugins: Plugin[]) {
  const result = (await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins,
    build: { write: false, sourcemap: true, rolldownOptions: { input: path.join(root, 'main.js') } },
  })) as Rolldown.RolldownOutput;
  const named = (fileName: string) => fileName.replace(/^.*\//, '').replace(/-[\w-]{8}(?=\.)/, '');
  const chunks = new Map<string, string>();
  const maps = new Map<string, { mappings: string }>();
  for (const file of result.output) {
    if (file.type === 'chunk') chunks.set(named(file.fileName), file.code);
    else if (file.fileName.endsWith('.map')) maps.set(named(file.fileName), JSON.parse(String(file.source)));
  }
  return { chunks, maps };
}

describe('compileHints', () => {
  it('opens the chosen chunks with the hint and moves their source maps down one line', async () => {
    const plain = await buildFiles([]);
    const hinted = await buildFiles([compileHints((chunk) => chunk.isEntry)]);

    expect(hinted.chunks.get('main.js')).toBe(
      `${ALL_FUNCTIONS_CALLED_ON_LOAD}\n${plain.chunks.get('main.js')}`,
    );
    expect(hinted.maps.get('main.js.map')).toEqual({
      ...plain.maps.get('main.js.map'),
      mappings: `;${plain.maps.get('main.js.map')!.mappings}`,
    });
  });

  it('leaves the other chunks and their maps as they were', async () => {
    const plain = await buildFiles([]);
    const hinted = await buildFiles([compileHints((chunk) => chunk.isEntry)]);

    expect(hinted.chunks.get('later.js')).toBe(plain.chunks.get('later.js'));
    expect(hinted.chunks.get('later.js')).not.toContain(ALL_FUNCTIONS_CALLED_ON_LOAD);
    expect(hinted.maps.get('later.js.map')).toEqual(plain.maps.get('later.js.map'));
  });
});
