import type { AppContext } from '../app-context.ts';
import type { ApiModule } from '../http/register-calls.ts';
import { accountsModule } from './accounts/accounts.module.ts';
import { activityModule } from './activity/activity.module.ts';
import { adminRolesModule } from './admin-roles/admin-roles.module.ts';
import { airtimeModule } from './airtime/airtime.module.ts';
import { blogsModule } from './blogs/blogs.module.ts';
import { bulkModule } from './bulk/bulk.module.ts';
import { carsModule } from './cars/cars.module.ts';
import { categoriesModule } from './categories/categories.module.ts';
import { complaintsModule } from './complaints/complaints.module.ts';
import { csvExportModule } from './csv-export/csv-export.module.ts';
import { dispatchModule } from './dispatch/dispatch.module.ts';
import { liveMapModule } from './dispatch/live-map.module.ts';
import { eventsModule } from './events/events.module.ts';
import { filesModule } from './files/files.module.ts';
import { jobsModule } from './jobs/jobs.module.ts';
import { locationsModule } from './locations/locations.module.ts';
import { messageTemplatesModule } from './message-templates/message-templates.module.ts';
import { messagesModule } from './messages/messages.module.ts';
import { onboardingModule } from './onboarding/onboarding.module.ts';
import { ordersModule } from './orders/orders.module.ts';
import { outboxModule } from './outbox/outbox.module.ts';
import { packagesModule } from './packages/packages.module.ts';
import { paymentsModule } from './payments/payments.module.ts';
import { placesModule } from './places/places.module.ts';
import { promotionsModule } from './promotions/promotions.module.ts';
import { ratingsModule } from './ratings/ratings.module.ts';
import { referralsModule } from './referrals/referrals.module.ts';
import { ridesModule } from './rides/rides.module.ts';
import { searchModule } from './search/search.module.ts';
import { settingsModule } from './settings/settings.module.ts';
import { walletModule } from './wallet/wallet.module.ts';

/**
 * Every module the app starts, in one list: app.ts registers each the same way (its handler maps
 * through the registrar, then its setup). Together their handlers must answer every declared call.
 */
export const apiModules: readonly ApiModule<AppContext>[] = [
  accountsModule,
  adminRolesModule,
  settingsModule,
  filesModule,
  locationsModule,
  categoriesModule,
  outboxModule,
  activityModule,
  jobsModule,
  walletModule,
  packagesModule,
  messageTemplatesModule,
  messagesModule,
  referralsModule,
  blogsModule,
  ridesModule,
  dispatchModule,
  liveMapModule,
  placesModule,
  carsModule,
  eventsModule,
  ratingsModule,
  complaintsModule,
  airtimeModule,
  ordersModule,
  paymentsModule,
  promotionsModule,
  onboardingModule,
  csvExportModule,
  bulkModule,
  searchModule,
];
