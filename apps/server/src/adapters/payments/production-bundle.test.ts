import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import type { Metafile } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../../scripts/build-server.ts';

/**
 * Issue 28 §5: the fake payment providers are no part of the production server. The server is built as
 * `npm run build` builds it (a second or so); what main.js loads at start (itself and the chunks it
 * imports statically) holds none of the fakes, which come only in fake-gateway.js, imported when a
 * provider has no key.
 */

let outDir: string;
let metafile: Metafile;
beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'server-build-'));
  metafile = await buildServer(outDir);
}, 60_000);
afterAll(() => rm(outDir, { recursive: true, force: true }));

/** The outputs main.js loads statically, itself included (esbuild's paths, from the working directory). */
function staticallyLoaded(entry: string) {
  const loaded = new Set<string>();
  const visit = (output: string) => {
    if (loaded.has(output)) return;
    loaded.add(output);
    for (const imported of metafile.outputs[output]!.imports) {
      if (!imported.external && imported.kind === 'import-statement') visit(imported.path);
    }
  };
  visit(entry);
  return [...loaded];
}

const outputNamed = (name: string) =>
  Object.keys(metafile.outputs).find((output) => relative(outDir, resolve(output)) === name)!;
const isFake = (input: string) =>
  input.includes('adapters/payments/fake-gateway/') || input.includes('adapters/messaging/fake-sms/');

describe('the production server bundle', () => {
  it('loads no fake provider at start: no module of theirs, none of their routes or pages', async () => {
    const loaded = staticallyLoaded(outputNamed('main.js'));
    const inputs = loaded.flatMap((output) => Object.keys(metafile.outputs[output]!.inputs));
    expect(inputs.some((input) => input.endsWith('src/main.ts'))).toBe(true);
    expect(inputs.filter(isFake)).toEqual([]);
    const code = (await Promise.all(loaded.map((output) => readFile(output, 'utf8'))))
      .join('\n')
      // The inline scripts' addresses in test mode are in the contracts (the site settings give them).
      .replaceAll(/\/fake-gateway\/(paystack|flutterwave\/v3)\/inline\.js/g, '');
    for (const trace of [
      'fake-gateway/',
      'createFakePaystack',
      'createFakeFlutterwave',
      '/control/incoming-transfer',
      '/control/next-transfer-outcome',
      'Test checkout',
      'Fake gateway: no',
      // issue 29 §2: the SMS providers' fakes, loaded only by test mode's sender.
      'createFakeTermii',
      'createFakeAfricasTalking',
    ]) {
      expect(code, trace).not.toContain(trace);
    }
  });

  it('has the fakes in fake-gateway.js, which main.js imports only when asked', () => {
    const loaded = staticallyLoaded(outputNamed('main.js'));
    const fakeGateway = outputNamed('fake-gateway.js');
    expect(loaded).not.toContain(fakeGateway);
    const dynamic = loaded.flatMap((output) =>
      metafile.outputs[output]!.imports.filter((imported) => imported.kind === 'dynamic-import'),
    );
    expect(dynamic.map((imported) => imported.path)).toContain(fakeGateway);
    const fakes = Object.keys(metafile.outputs[fakeGateway]!.inputs).filter(isFake);
    expect(fakes.map((input) => input.split('/').at(-1))).toEqual(
      expect.arrayContaining(['fake-paystack.ts', 'fake-flutterwave.ts', 'fake-inline-scripts.ts']),
    );
  });
});

describe("the SMS providers' fakes (issue 29 §2)", () => {
  it('are in fake-sms.js, which main.js imports only when a provider has no key', () => {
    const loaded = staticallyLoaded(outputNamed('main.js'));
    const fakeSms = outputNamed('fake-sms.js');
    expect(loaded).not.toContain(fakeSms);
    const dynamic = loaded.flatMap((output) =>
      metafile.outputs[output]!.imports.filter((imported) => imported.kind === 'dynamic-import'),
    );
    expect(dynamic.map((imported) => imported.path)).toContain(fakeSms);
    const fakes = Object.keys(metafile.outputs[fakeSms]!.inputs).filter(isFake);
    expect(fakes.map((input) => input.split('/').at(-1))).toEqual(
      expect.arrayContaining(['fake-termii.ts', 'fake-africastalking.ts']),
    );
  });
});
