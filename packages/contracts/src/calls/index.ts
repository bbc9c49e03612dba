import type { CallDeclaration } from '../call.ts';
import * as calls from './by-area.ts';

export { accountCalls, adminRoleCalls, userAccountCalls } from './account.ts';
export { callAreas } from './area-names.ts';
// By area too, for the public pages' first load: importing one area bundles its schemas, not every call's.
export { blogCalls } from './blog.ts';
export { uploadCalls } from './file-upload.ts';
export { locationAdmin } from './locations.ts';
export { packageCalls, packageSaleCalls } from './package.ts';
export { paymentCalls, paymentWebhookCalls } from './payment.ts';
export { placeSearchCalls } from './place-search.ts';
export { rideCalls } from './ride.ts';
export { dispatchCalls, liveMapCalls } from './ride-place.ts';
export { settingsCalls } from './settings.ts';
export { signInCalls } from './sign-in.ts';
export { twoFactorCalls } from './two-factor.ts';

/**
 * Every call of the API, by area and action: `calls.Country.GetCountries`. The web app imports the same
 * areas from `@wayfare/contracts/calls` as a namespace, so each of its chunks holds only the areas it uses.
 */
export { calls };

/** Every declared call, for the server's registration and the API-wide tests. */
export const allCalls: readonly CallDeclaration[] = Object.values(calls).flatMap(
  (area) => Object.values(area) as CallDeclaration[],
);
