import { packageCalls } from '@wayfare/contracts';
import { callerId } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { handlersFor } from '../../http/register-calls.ts';
import { myPackage } from './my-package.service.ts';
import {
  createPackage,
  deletePackage,
  listPackages,
  packageFrequencyList,
  updatePackage,
} from './packages.service.ts';
import { packagesSummary } from './packages-summary.service.ts';

/** spec 001 §7: the Package calls (the sales, issue 18 §4, are the wallet module's). */
export const packageHandlers = handlersFor(
  packageCalls,
  ({ db, timeZone }: { db: Db; timeZone: string }) => ({
    GetPackages: ({ query }) => listPackages(db, query),
    GetPackageFrequencies: () => packageFrequencyList(),
    CreatePackage: ({ body, request }) => createPackage(db, { ...body, by: callerId(request) }),
    UpdatePackage: ({ body, request }) => updatePackage(db, { ...body, by: callerId(request) }),
    DeletePackage: ({ body, request }) => deletePackage(db, { ...body, by: callerId(request) }),
    GetPackagesSummary: ({ query }) => packagesSummary(db, { ...query, now: new Date(), timeZone }),
    GetMyPackage: ({ request }) => myPackage(db, { userId: callerId(request), now: new Date(), timeZone }),
  }),
);
