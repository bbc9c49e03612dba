import path from 'node:path';
import { build, type Rolldown } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';
import { modulesIn, pageChunks } from './page-scripts.ts';

/*
 * Issue 28 §4: the web app imports the calls by area (`import * as calls from '@wayfare/contracts/calls'`), so
 * a page downloads the declarations of the areas it calls, not the whole registry. Proven on the real build
 * of the app: the sign-in page (/account/login: the first script, the app, the account page) carries the
 * account pages' own calls (`signInCalls`) and no other declaration, nor the registration's phone check.
 */
const webRoot = path.resolve(import.meta.dirname, '..');
const SIGN_IN_PAGE = [
  /[\\/]src[\\/]app[\\/]start\.tsx$/,
  /[\\/]features[\\/]account[\\/]pages[\\/]account-page\.tsx$/,
];
const CALL_DECLARATIONS = /[\\/]packages[\\/]contracts[\\/]src[\\/]calls[\\/]/;
const SIGN_IN_CALLS = /[\\/]calls[\\/]sign-in\.ts$/;
const PHONE_NUMBERS = /[\\/]node_modules[\\/]libphonenumber-js[\\/]/;

let signInModules: string[];
let output: Rolldown.RolldownOutput;

/*
 * Issue 32: a page the server draws is made of islands (src/app/islands): the browser downloads the first
 * script, the islands' starter and the code of the page's islands, and not the page's static parts.
 */
const moduleFile = (file: string) => new RegExp(`[\\\\/]${file.replace('.', '\\.')}$`);
const LAYOUT_ISLANDS = [
  /[\\/]src[\\/]app[\\/]islands[\\/]hydrate-islands\.tsx$/,
  moduleFile('public-header.tsx'),
  moduleFile('alert-area.tsx'),
  moduleFile('public-page-effects.tsx'),
];
const HOME_ISLANDS = [
  ...LAYOUT_ISLANDS,
  moduleFile('fare-estimate.tsx'),
  moduleFile('steps-carousel-slot.tsx'),
];
const SIGN_IN_ISLANDS = [...LAYOUT_ISLANDS, moduleFile('account-forms.tsx')];
/** The app (its router, every route) and the public pages' static parts, none of which an islands page runs. */
const STATIC_PARTS = [
  'src/app/start.tsx',
  'src/app/router.tsx',
  'src/app/public-layout/public-footer.tsx',
  'src/features/home/pages/home-page.tsx',
  'src/features/home/banner/banner.tsx',
  'src/features/home/benefits.tsx',
  'src/features/home/download/download-and-support.tsx',
  'src/features/account/pages/account-page.tsx',
  'src/features/blog/pages/blog-page.tsx',
];
const staticPartsIn = (loaded: RegExp[]) =>
  pageChunks(output, loaded)
    .flatMap(modulesIn)
    .map((id) => path.relative(webRoot, id).split(path.sep).join('/'))
    .filter((id) => STATIC_PARTS.includes(id));

beforeAll(async () => {
  output = (await build({
    root: webRoot,
    configFile: path.join(webRoot, 'vite.config.ts'),
    logLevel: 'silent',
    build: { write: false },
  })) as Rolldown.RolldownOutput;
  signInModules = pageChunks(output, SIGN_IN_PAGE).flatMap(modulesIn);
}, 180_000);

describe('the sign-in page', () => {
  it("downloads the declarations of the account pages' calls", () => {
    expect(signInModules.filter((id) => SIGN_IN_CALLS.test(id))).toHaveLength(1);
  });

  it('downloads no other call declarations', () => {
    const others = signInModules
      .filter((id) => CALL_DECLARATIONS.test(id) && !SIGN_IN_CALLS.test(id))
      .map((id) => path.relative(webRoot, id));
    expect(others).toEqual([]);
  });

  it("leaves out the registration's phone number check (libphonenumber)", () => {
    expect(signInModules.filter((id) => PHONE_NUMBERS.test(id))).toEqual([]);
  });
});

describe('a page drawn by the server as islands (issue 32)', () => {
  it("downloads the home page's islands and none of its static parts", () => {
    expect(staticPartsIn(HOME_ISLANDS)).toEqual([]);
  });

  it("downloads the sign-in page's form and the account pages' calls, and none of the static parts", () => {
    expect(staticPartsIn(SIGN_IN_ISLANDS)).toEqual([]);
    const modules = pageChunks(output, SIGN_IN_ISLANDS).flatMap(modulesIn);
    expect(modules.filter((id) => SIGN_IN_CALLS.test(id))).toHaveLength(1);
    expect(modules.filter((id) => PHONE_NUMBERS.test(id))).toEqual([]);
  });
});
