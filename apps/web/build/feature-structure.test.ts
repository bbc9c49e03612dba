import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * issue 28 §6: the screen families keep the recipe of features/README.md, so their structure cannot
 * decay: every folder of a family within 8 files and 250 lines (tests and test support not counted;
 * `api/` holds one small file per call, so only its files' length counts), and no call made outside
 * `api/`.
 */
const features = path.resolve(import.meta.dirname, '../src/features');

const MAX_FILES = 8;
const MAX_LINES = 250;
/** An `api/` file is one call with its hook. */
const MAX_LINES_PER_CALL = 40;

/** What makes a call: the API client's functions, TanStack Query's hooks, the kit's query of all rows, fetch. */
const inlineCall =
  /\b(callApi|callUpload|callQuery|useCallMutation|useCallEvents|readCallEvents|allRowsQuery|useQuery|useQueries|useMutation|useInfiniteQuery|useSuspenseQuery|fetch)\(/;

const isTestOrSupport = (file: string) =>
  /\.test(-support)?\.tsx?$/.test(file) || file.split(path.sep).includes('testing');

type SourceFile = { family: string; folder: string; file: string; lines: number; text: string };

async function sourceFiles(): Promise<SourceFile[]> {
  const entries = await readdir(features, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(features, path.join(entry.parentPath, entry.name)))
    .filter((file) => !isTestOrSupport(file));
  return Promise.all(
    files.map(async (file) => {
      const text = await readFile(path.join(features, file), 'utf8');
      const [family = '', ...rest] = path.dirname(file).split(path.sep);
      return { family, folder: rest.join('/'), file, lines: text.split('\n').length - 1, text };
    }),
  );
}

const all = await sourceFiles();
const families = [...new Set(all.map((source) => source.family))].sort();
const isCallFolder = (folder: string) => /(^|\/)api$/.test(folder);

/** A family's folders over the recipe, as 'orders/invoice: 9 files, 260 lines'. */
function foldersOverTheRecipe(family: string) {
  const folders = new Map<string, SourceFile[]>();
  for (const source of all.filter((each) => each.family === family)) {
    folders.set(source.folder, [...(folders.get(source.folder) ?? []), source]);
  }
  const over: string[] = [];
  for (const [folder, sources] of folders) {
    const name = folder ? `${family}/${folder}` : family;
    if (isCallFolder(folder)) {
      for (const source of sources.filter((each) => each.lines > MAX_LINES_PER_CALL)) {
        over.push(`${source.file}: ${source.lines} lines`);
      }
      continue;
    }
    const lines = sources.reduce((sum, source) => sum + source.lines, 0);
    if (sources.length > MAX_FILES || lines > MAX_LINES) {
      over.push(`${name}: ${sources.length} files, ${lines} lines`);
    }
  }
  return over;
}

/** A family's files outside `api/` that make a call themselves. */
const inlineCallsOf = (family: string) =>
  all
    .filter((source) => source.family === family && !isCallFolder(source.folder))
    .filter((source) => inlineCall.test(source.text))
    .map((source) => source.file);

describe('the screen families (features/README.md)', () => {
  it('reads every family, and sees a call made inline for what it is', () => {
    expect(families).toEqual(expect.arrayContaining(['orders', 'wallets', 'accounts', 'car-details']));
    expect(inlineCall.test('const order = useQuery(callQuery(calls.Order.GetOrder, { query }));')).toBe(true);
    expect(inlineCall.test('const blob = await callApi(calls.Order.Invoice, { query });')).toBe(true);
    expect(inlineCall.test("const reply = await fetch('/api/Order/GetOrder');")).toBe(true);
    expect(inlineCall.test('const order = useOrder(id); void order.refetch();')).toBe(false);
  });

  it.each(families)('%s keeps every folder within 8 files and 250 lines', (family) => {
    expect(foldersOverTheRecipe(family)).toEqual([]);
  });

  it.each(families)('%s makes its calls in api/ only', (family) => {
    expect(inlineCallsOf(family)).toEqual([]);
  });
});
