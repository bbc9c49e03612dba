import { calls, carStatusNames } from '@wayfare/contracts';
import { callerId, callerOf } from '../../app-context.ts';
import { handlersFor } from '../../http/register-calls.ts';
import {
  type CarsDeps,
  carHistory,
  createCarByAdmin,
  createMyCar,
  deleteCar,
  getCarDetail,
  listCarDetails,
  myCars,
  updateCarByAdmin,
  updateMyCar,
} from './car-details.service.ts';
import { changeCarStatus } from './car-status.service.ts';
import { expiringDocuments } from './document-expiry.service.ts';

const statuses = Object.entries(carStatusNames).map(([id, name]) => ({ Id: Number(id), Name: name }));

/** issue 17 §1–§2: the CarDetail calls. */
export const carDetailHandlers = handlersFor(calls.CarDetail, (deps: CarsDeps) => ({
  GetCarStatuses: () => ({ rows: statuses, total: statuses.length }),
  GetCarDetails: ({ query }) => listCarDetails(deps.db, query),
  GetCarDetailById: ({ query }) => getCarDetail(deps.db, query),
  GetCarDetailUpdates: ({ query }) => carHistory(deps.db, query),
  GetExpiringDocuments: ({ query }) =>
    expiringDocuments(deps.db, { ...query, now: deps.now?.() ?? new Date(), timeZone: deps.timeZone }),
  CreateCarDetailByAdmin: ({ body, request }) => createCarByAdmin(deps, { ...body, by: callerId(request) }),
  UpdateCarDetailByAdmin: ({ body, request }) => updateCarByAdmin(deps, { ...body, by: callerId(request) }),
  ApproveCarDetail: ({ body, request }) =>
    changeCarStatus(deps, { ...body, change: 'approve', by: callerId(request) }),
  SuspendCarDetail: ({ body, request }) =>
    changeCarStatus(deps, { ...body, change: 'suspend', by: callerId(request) }),
  MarkAsIncompleteCarDetail: ({ body, request }) =>
    changeCarStatus(deps, { ...body, change: 'incomplete', by: callerId(request) }),
  DeleteMyCarDetail: ({ body, request }) => deleteCar(deps, { ...body, caller: callerOf(request) }),
  GetMyCarDetails: ({ request }) => myCars(deps.db, { by: callerId(request) }),
  CreateMyCarDetail: ({ body, request }) => createMyCar(deps, { ...body, by: callerId(request) }),
  UpdateMyCarDetail: ({ body, request }) => updateMyCar(deps, { ...body, by: callerId(request) }),
}));
