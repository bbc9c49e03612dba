import type { CallDeclaration } from '../call.ts';
import { accountCalls, adminRoleCalls, userAccountCalls } from './account.ts';
import { activityCalls } from './activity.ts';
import { blogCalls } from './blog.ts';
import { calendersCalls } from './calenders.ts';
import { carDetailCalls } from './car-detail.ts';
import { categoryCalls } from './category.ts';
import { communicationCalls } from './communication.ts';
import { complaintCalls } from './complaint.ts';
import { endpointCalls } from './endpoint.ts';
import { fileUploadCalls } from './file-upload.ts';
import { cityCalls, countryCalls, stateCalls } from './locations.ts';
import { messageCalls } from './message.ts';
import { messageTemplateCalls } from './message-template.ts';
import { orderCalls } from './order.ts';
import { packageCalls, packageSaleCalls } from './package.ts';
import { paymentCalls, paymentWebhookCalls } from './payment.ts';
import { ratingCalls } from './rating.ts';
import { referralCalls } from './referral.ts';
import { rideCalls } from './ride.ts';
import { settingsCalls } from './settings.ts';
import { walletCalls } from './wallet.ts';

export { accountCalls, adminRoleCalls, userAccountCalls } from './account.ts';
// By area too, for the public pages' first load: importing one area bundles its schemas, not every call's.
export { blogCalls } from './blog.ts';
export { uploadCalls } from './file-upload.ts';
export { locationAdmin } from './locations.ts';
export { packageCalls, packageSaleCalls } from './package.ts';
export { paymentCalls, paymentWebhookCalls } from './payment.ts';
export { rideCalls } from './ride.ts';
export { settingsCalls } from './settings.ts';

/** Every call of the API, by area and action: `calls.Country.GetCountries`. */
export const calls = {
  Account: { ...accountCalls, ...adminRoleCalls, ...userAccountCalls },
  Wallet: walletCalls,
  Endpoint: endpointCalls,
  Settings: settingsCalls,
  FileUpload: fileUploadCalls,
  Country: countryCalls,
  State: stateCalls,
  City: cityCalls,
  Activity: activityCalls,
  Category: categoryCalls,
  Package: { ...packageCalls, ...packageSaleCalls },
  MessageTemplate: messageTemplateCalls,
  Message: messageCalls,
  Referral: referralCalls,
  Blogs: blogCalls,
  Ride: rideCalls,
  Calenders: calendersCalls,
  CarDetail: carDetailCalls,
  Rating: ratingCalls,
  Complaint: complaintCalls,
  Communication: communicationCalls,
  Order: orderCalls,
  Payment: { ...paymentCalls, ...paymentWebhookCalls },
} as const;

/** Every declared call, for the server's registration and the API-wide tests. */
export const allCalls: readonly CallDeclaration[] = Object.values(calls).flatMap(
  (area) => Object.values(area) as CallDeclaration[],
);
