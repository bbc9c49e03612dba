import { access, defineArea, reply } from '../call.ts';
import { myPackage } from '../driving-package.ts';
import {
  createPackageRequest,
  getPackagesQuery,
  packageEntity,
  packageFrequency,
  packageIdRequest,
  updatePackageRequest,
} from '../packages.ts';
import { messageReply } from '../paging.ts';
import { Endpoint } from '../permissions.ts';
import { packagesSummaryQuery, packageUsage } from '../rides.ts';
import { buyPackageRequest, walletMovementReply } from '../wallet.ts';

/** spec 001 §7 and issue 15 §6: the Package calls (endpoint Package 1). */
export const packageCalls = defineArea('Package', {
  GetPackages: {
    method: 'GET',
    access: access.admin(Endpoint.Package, 'view'),
    query: getPackagesQuery,
    reply: reply.list(packageEntity),
    summary: 'The driver packages, by name; keyword on the name.',
  },
  GetPackageFrequencies: {
    method: 'GET',
    access: access.admin(Endpoint.Package, 'view'),
    reply: reply.list(packageFrequency),
    summary: 'The frequencies a package can have (Id, Name).',
  },
  CreatePackage: {
    method: 'POST',
    access: access.admin(Endpoint.Package, 'create'),
    body: createPackageRequest,
    reply: reply.json(packageEntity),
    summary: 'Creates a driver package.',
    problems: [409],
  },
  // spec 001 §7: "PUT/POST UpdatePackage": one call answering both methods.
  UpdatePackage: {
    method: 'POST',
    alsoMethods: ['PUT'],
    access: access.admin(Endpoint.Package, 'edit'),
    body: updatePackageRequest,
    reply: reply.json(packageEntity),
    summary: 'Updates a driver package (PUT or POST).',
    problems: [404, 409],
  },
  DeletePackage: {
    method: 'POST',
    access: access.admin(Endpoint.Package, 'delete'),
    body: packageIdRequest,
    reply: reply.json(messageReply),
    summary: 'Deletes a driver package.',
    problems: [404, 409],
  },
  // issue 16 §3: the dashboard's package usage, completed rides per package per day in TIME_ZONE.
  GetPackagesSummary: {
    method: 'GET',
    access: access.admin(Endpoint.AllowForAll, 'view'),
    query: packagesSummaryQuery,
    reply: reply.list(packageUsage),
    summary: "Completed rides per package per day over the last daysBack days (the dashboard's chart).",
  },
  // issue 30: the driver's own package, its period and rides (what AcceptRide checks) and its bonus.
  GetMyPackage: {
    method: 'GET',
    access: access.signedIn,
    reply: reply.json(myPackage),
    summary:
      "The caller's package (a driver): its period, rides done and left in it, its bonus; Package null when none.",
    problems: [403],
  },
});

/**
 * Issue 18 §4: packages paid from the wallet, for drivers (anyone else 403). The wallet module answers
 * them; `calls.Package` merges them with the catalogue's calls above.
 */
export const packageSaleCalls = defineArea('Package', {
  GetAvailablePackages: {
    method: 'GET',
    access: access.signedIn,
    reply: reply.list(packageEntity),
    summary: 'The published packages a driver can buy, cheapest first.',
    problems: [403],
  },
  BuyPackage: {
    method: 'POST',
    access: access.signedIn,
    body: buyPackageRequest,
    reply: reply.json(walletMovementReply),
    summary:
      "Buys a package from the driver's wallet: debits its Amount, credits its BonusAmount, makes it the driver's package.",
    problems: [403, 404, 409],
  },
});
