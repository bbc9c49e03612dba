import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Diagnostic, lintImportsInScratch } from '../../../scripts/lint-in-scratch.ts';

/**
 * The house rules of biome.json (issue 13 §5), proven on files written into a scratch copy of the
 * repository's layout: each violating import must fail `biome lint` with noRestrictedImports, and the
 * imports the layers may make must pass. The scratch copy holds the real biome.json, byte for byte.
 */
const repositoryRoot = path.resolve(import.meta.dirname, '../../..');

/** path in the repository -> the import it makes. */
const forbidden: Record<string, string> = {
  'apps/web/src/features/trips/pages/trips-page.tsx': '../../../app/router.tsx',
  'apps/web/src/features/trips/trip-texts.ts': '../account/api/authenticate.ts',
  'apps/web/src/features/trips/api/get-trips.ts': '../../account/api/authenticate.ts',
  'apps/web/src/features/trips/components/list/trip-row.tsx': '../../../account/components/login-form.tsx',
  'apps/web/src/features/trips/forms/trip-form.ts': '../../../features/account/api/register.ts',
  // A screen's own sub-folder (features/README.md: a family in screens) is a feature all the same.
  'apps/web/src/features/trips/record/parts/trip-facts.tsx': '../../../account/api/authenticate.ts',
  'apps/web/src/features/trips/examples/every-kind/rich/trip-kinds.ts':
    '../../../../account/login/login-form.tsx',
  'apps/web/src/components/files/trip-picker.tsx': '../../features/trips/api/get-trips.ts',
  'apps/web/src/components/table/trip-cell.tsx': '../../features/trips/trip-texts.ts',
  'apps/web/src/lib/trip-session.ts': '../features/trips/api/get-trips.ts',
  'apps/web/src/lib/alert-box.ts': '../components/alert-area.tsx',
  'apps/web/src/lib/route-guard.ts': '../app/guards.tsx',
  'packages/contracts/src/trips.ts': '../../../apps/server/src/app.ts',
  'packages/contracts/src/web-paths.ts': '@wayfare/web',
  // No package is let off: a page that needs the app's theme belongs to the app (apps/web/bench/forms/).
  'packages/eform/bench/page.tsx': '../../../apps/web/src/app/theme.ts',
  'packages/eform/src/core/uses-react.ts': 'react',
  'packages/eform/src/core/uses-react-dom.ts': 'react-dom/client',
  'packages/eform/src/core/uses-mantine.ts': '@mantine/core',
  'packages/eform/src/core/uses-icons.ts': '@tabler/icons-react',
  'packages/eform/src/core/uses-tiptap.ts': '@tiptap/react',
  'packages/eform/src/core/uses-dompurify.ts': 'dompurify',
  'packages/eform/src/core/fields/uses-renderer.ts': '../../react/index.ts',
};

const allowed: Record<string, string[]> = {
  'apps/web/src/features/trips/api/list-trips.ts': [
    '@tanstack/react-query',
    '@wayfare/contracts',
    '../../../lib/paths.ts',
    '../../../lib/call-api.ts',
    '../../../components/files/file-api.ts',
    '../trip-texts.ts',
    './get-trips.ts',
  ],
  'apps/web/src/features/trips/components/list/trip-card.tsx': [
    '../../api/get-trips.ts',
    '../trip-badge.tsx',
  ],
  // A nested screen uses its family's calls, root and other screens: one feature to the import rules.
  'apps/web/src/features/trips/record/parts/trip-summary.tsx': [
    '../../api/get-trip.ts',
    '../../list/trip-columns.tsx',
    '../../trip-texts.ts',
    '../../../../lib/paths.ts',
    '../../../../components/screen/index.ts',
  ],
  'apps/web/src/app/router.tsx': ['../features/trips/pages/trips-page.tsx', './guards.tsx'],
  'apps/web/src/components/files/file-card.tsx': ['../../lib/call-api.ts', '@mantine/core', './file-api.ts'],
  'apps/web/src/lib/trip-client.ts': ['./call-api.ts', '@wayfare/contracts', '@tanstack/react-query'],
  'apps/web/bench/forms/ours.tsx': ['../../src/app/theme.ts', '@wayfare/eform/react', '@wayfare/eform/core'],
  'packages/eform/src/core/model.ts': ['zod', '@wayfare/contracts', './fields/field-types.ts'],
  'packages/eform/src/react/eform.tsx': ['react', '@mantine/core', '../core/index.ts'],
};

let diagnostics: Diagnostic[] = [];
let checked = 0;
let removeScratch: () => Promise<void>;

beforeAll(async () => {
  const files = {
    ...Object.fromEntries(Object.entries(forbidden).map(([f, from]) => [f, [from]])),
    ...allowed,
  };
  ({ diagnostics, checked, remove: removeScratch } = await lintImportsInScratch(files));
}, 60_000);

afterAll(() => removeScratch());

const restrictedIn = (file: string) =>
  diagnostics.filter(
    (diagnostic) =>
      diagnostic.category === 'lint/style/noRestrictedImports' && diagnostic.location.path === file,
  );

describe('the house rules of biome.json', () => {
  it('lints every scratch file (none is ignored)', () => {
    expect(checked).toBe(Object.keys(forbidden).length + Object.keys(allowed).length + 1);
  });

  it.each(Object.entries(forbidden))('refuses %s importing %s', (file) => {
    expect(restrictedIn(file)).toHaveLength(1);
  });

  it.each(Object.keys(allowed))('lets %s import within its layer and below it', (file) => {
    expect(restrictedIn(file)).toEqual([]);
  });

  it('covers every feature file: biome.json has one override per depth, four folders deep below features/', async () => {
    const features = path.join(repositoryRoot, 'apps/web/src/features');
    const files = await readdir(features, { recursive: true, withFileTypes: true });
    const depths = files
      .filter((file) => file.isFile())
      .map(
        (file) => path.relative(features, path.join(file.parentPath, file.name)).split(path.sep).length - 1,
      );
    expect(Math.max(...depths)).toBeLessThanOrEqual(4);
  });
});
