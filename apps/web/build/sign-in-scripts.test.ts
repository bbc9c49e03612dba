import path from 'node:path';
import { build, type Rolldown } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';
import { modulesIn, pageChunks } from './page-scripts.ts';

/*
 * Issue 28 §4: the web app imports the calls by area (`import * as calls from '@wayfare/contracts/calls'`), so
 * a page downloads the declarations of the areas it calls, not the whole registry. Proven on the real build
 * of the app: the sign-in page (/account/login: the first script, the app, the account page) carries the
 * Account area's declarations and no other area's.
 */
const webRoot = path.resolve(import.meta.dirname, '..');
const SIGN_IN_PAGE = [
  /[\\/]src[\\/]app[\\/]start\.tsx$/,
  /[\\/]features[\\/]account[\\/]pages[\\/]account-page\.tsx$/,
];
const CALL_DECLARATIONS = /[\\/]packages[\\/]contracts[\\/]src[\\/]calls[\\/]/;
const ACCOUNT_AREA = /[\\/]calls[\\/]account(-area)?\.ts$/;

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
  it("downloads the Account area's call declarations", () => {
    expect(signInModules.filter((id) => ACCOUNT_AREA.test(id))).toHaveLength(2);
  });

  it("downloads no other area's call declarations", () => {
    const otherAreas = signInModules
      .filter((id) => CALL_DECLARATIONS.test(id) && !ACCOUNT_AREA.test(id))
      .map((id) => path.relative(webRoot, id));
    expect(otherAreas).toEqual([]);
  });
});
