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

/**
 * Families not yet restructured (issue 28 §6 is done family by family): each is left off both checks
 * until it is, and the test fails once one of them meets the recipe, so the list only shrinks.
 */
const notYetRestructured: string[] = [
  'categories',
  'message-templates',
  'payments',
  'roles',
];

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
    .filter((source) => source.family === family && !/(^|\/)api$/.test(source.folder))
    .filter((source) => inlineCall.test(source.text))
    .map((source) => source.file);

const restructured = families.filter((family) => !notYetRestructured.includes(family));

describe('the screen families (features/README.md)', () => {
  it.each(restructured)('%s keeps every folder within 8 files and 250 lines', (family) => {
    expect(foldersOverTheRecipe(family)).toEqual([]);
  });

  it.each(restructured)('%s makes its calls in api/ only, one file per call with its hook', (family) => {
    expect(inlineCallsOf(family)).toEqual([]);
  });

  it.each(notYetRestructured)(
    '%s is still waiting to be restructured (else take it off the list)',
    (family) => {
      expect([...foldersOverTheRecipe(family), ...inlineCallsOf(family)]).not.toEqual([]);
    },
  );
});
