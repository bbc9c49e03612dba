import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

// What the house-rules tests (apps/web/build, apps/server/build) share: the real biome.json run on
// files written into a scratch copy of the repository's layout.

const repositoryRoot = path.resolve(import.meta.dirname, '..');
const biome = path.join(repositoryRoot, 'node_modules/.bin/biome');

export type Diagnostic = { category: string; location: { path: string } };

/** A file that imports each of `imports` and uses them all, so only the import rules can object. */
const sourceImporting = (imports: string[]) =>
  `${imports.map((from, i) => `import * as imported${i} from '${from}';`).join('\n')}\nexport const all = [${imports.map((_, i) => `imported${i}`).join(', ')}];\n`;

/**
 * Writes each file (its path in the repository -> what it imports) into a scratch folder beside a copy
 * of biome.json, byte for byte, and lints them: Biome's diagnostics, how many files it checked (the
 * files and biome.json: none may be ignored), and `remove` for the scratch folder.
 */
export async function lintImportsInScratch(files: Record<string, string[]>) {
  const scratch = await mkdtemp(path.join(tmpdir(), 'house-rules-'));
  await copyFile(path.join(repositoryRoot, 'biome.json'), path.join(scratch, 'biome.json'));
  for (const [file, imports] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(scratch, file)), { recursive: true });
    await writeFile(path.join(scratch, file), sourceImporting(imports));
  }
  // The scratch copy is no git repository, so Biome is told not to look for one (biome.json enables it).
  const output = await promisify(execFile)(biome, ['lint', '--reporter=json', '--vcs-enabled=false', '.'], {
    cwd: scratch,
  }).catch((failure: { stdout: string }) => failure);
  const report = JSON.parse(output.stdout) as {
    diagnostics: Diagnostic[];
    summary: { changed: number; unchanged: number };
  };
  return {
    diagnostics: report.diagnostics,
    checked: report.summary.changed + report.summary.unchanged,
    remove: () => rm(scratch, { recursive: true, force: true }),
  };
}
