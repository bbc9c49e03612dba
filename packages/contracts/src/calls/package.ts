import { access, defineArea, reply } from '../call.ts';
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

/** spec 001 §7 and issue 15 §6: the Package calls (endpoint Package 1). */
export const packageCalls = defineArea('Package', {
  GetPackages: {
    method: 'GET',
    access: access.admin(Endpoint.Package, 'view'),
    query: getPackagesQuery,
    reply: reply.list(packageEntity),
  },
  GetPackageFrequencies: {
    method: 'GET',
    access: access.admin(Endpoint.Package, 'view'),
    reply: reply.list(packageFrequency),
  },
  CreatePackage: {
    method: 'POST',
    access: access.admin(Endpoint.Package, 'create'),
    body: createPackageRequest,
    reply: reply.json(packageEntity),
  },
  // spec 001 §7: "PUT/POST UpdatePackage": one call answering both methods.
  UpdatePackage: {
    method: 'POST',
    alsoMethods: ['PUT'],
    access: access.admin(Endpoint.Package, 'edit'),
    body: updatePackageRequest,
    reply: reply.json(packageEntity),
  },
  DeletePackage: {
    method: 'POST',
    access: access.admin(Endpoint.Package, 'delete'),
    body: packageIdRequest,
    reply: reply.json(messageReply),
  },
  // issue 16 §3: the dashboard's package usage, completed rides per package per day in TIME_ZONE.
  GetPackagesSummary: {
    method: 'GET',
    access: access.admin(Endpoint.AllowForAll, 'view'),
    query: packagesSummaryQuery,
    reply: reply.list(packageUsage),
  },
});
