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

beforeAll(async () => {
  const output = (await build({
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
