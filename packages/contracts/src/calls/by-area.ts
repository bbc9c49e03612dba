/**
 * Every call of the API, one export per area, named as the API names the area (`Account`, `Country`, …).
 * Imported as a namespace (`import * as calls from '@wayfare/contracts/calls'`), `calls.Country.GetCountries`
 * reads as before, and a bundle holds only the areas its code names, with their schemas: the sign-in page
 * gets the Account calls, not the wallet's or the rides'. So this module exports areas and nothing else
 * (the full registry, `calls` and `allCalls` from the package's root, is this module's namespace).
 */
export { Account } from './account-area.ts';
export { activityCalls as Activity } from './activity.ts';
export { blogCalls as Blogs } from './blog.ts';
export { calendersCalls as Calenders } from './calenders.ts';
export { carDetailCalls as CarDetail } from './car-detail.ts';
export { categoryCalls as Category } from './category.ts';
export { communicationCalls as Communication } from './communication.ts';
export { complaintCalls as Complaint } from './complaint.ts';
export { endpointCalls as Endpoint } from './endpoint.ts';
export { fileUploadCalls as FileUpload } from './file-upload.ts';
export { cityCalls as City, countryCalls as Country, stateCalls as State } from './locations.ts';
export { Message } from './message-area.ts';
export { messageTemplateCalls as MessageTemplate } from './message-template.ts';
export { orderCalls as Order } from './order.ts';
export { Package } from './package-area.ts';
export { Payment } from './payment-area.ts';
export { promoCalls as Promo } from './promo.ts';
export { ratingCalls as Rating } from './rating.ts';
export { referralCalls as Referral } from './referral.ts';
export { Ride } from './ride-area.ts';
export { searchCalls as Search } from './search.ts';
export { settingsCalls as Settings } from './settings.ts';
export { walletCalls as Wallet } from './wallet.ts';
