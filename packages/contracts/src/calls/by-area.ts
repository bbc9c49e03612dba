/**
 * Every call of the API, one export per area, named as the API names the area (`Account`, `Country`, …).
 * Imported as a namespace (`import * as calls from '@wayfare/contracts/calls'`), `calls.Country.GetCountries`
 * reads as before, and a bundle holds only the areas its code names, with their schemas: the sign-in page
 * gets the Account calls, not the wallet's or the rides'. So this module exports areas and nothing else
 * (the full registry, `calls` and `allCalls` from the package's root, is this module's namespace).
 */
export { calendersCalls as Calenders } from './calenders.ts';
export { categoryCalls as Category } from './category.ts';
export { endpointCalls as Endpoint } from './endpoint.ts';
// Issue 32: the areas with CSV exports, each its own calls and its Export{Plural} calls.
export {
  Account,
  Activity,
  Blogs,
  CarDetail,
  City,
  Communication,
  Complaint,
  Country,
  Message,
  Order,
  Package,
  Payment,
  Promo,
  Rating,
  Referral,
  Ride,
  State,
  Wallet,
} from './exports/with-exports.ts';
export { fileUploadCalls as FileUpload } from './file-upload.ts';
export { messageTemplateCalls as MessageTemplate } from './message-template.ts';
export { onboardingCalls as Onboarding } from './onboarding.ts';
export { searchCalls as Search } from './search.ts';
export { settingsCalls as Settings } from './settings.ts';
