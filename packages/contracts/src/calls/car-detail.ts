import { z } from 'zod';
import { access, defineArea, reply } from '../call.ts';
import {
  carDetailEntity,
  carDetailIdQuery,
  carDetailIdRequest,
  carDetailUpdate,
  carDetailUpdatesQuery,
  carStatusChangeRequest,
  carStatusEntity,
  createCarDetailByAdminRequest,
  createMyCarDetailRequest,
  expiringDocument,
  expiringDocumentsQuery,
  getCarDetailsQuery,
  markAsIncompleteRequest,
  updateCarDetailRequest,
} from '../cars.ts';
import { messageReply } from '../paging.ts';
import { Endpoint } from '../permissions.ts';

const createdReply = z.object({ Id: z.number().int() });

/** Issue 17 §1–§2: the car details (CarDetail 9), the driver's own cars, the expiring papers. */
export const carDetailCalls = defineArea('CarDetail', {
  GetCarStatuses: { method: 'GET', access: access.signedIn, reply: reply.list(carStatusEntity) },
  // CarDetail 9: the admin calls.
  GetCarDetails: {
    method: 'GET',
    access: access.admin(Endpoint.CarDetail, 'view'),
    query: getCarDetailsQuery,
    reply: reply.list(carDetailEntity),
  },
  GetCarDetailById: {
    method: 'GET',
    access: access.admin(Endpoint.CarDetail, 'view'),
    query: carDetailIdQuery,
    reply: reply.json(carDetailEntity),
  },
  GetCarDetailUpdates: {
    method: 'GET',
    access: access.admin(Endpoint.CarDetail, 'view'),
    query: carDetailUpdatesQuery,
    reply: reply.list(carDetailUpdate),
  },
  GetExpiringDocuments: {
    method: 'GET',
    access: access.admin(Endpoint.CarDetail, 'view'),
    query: expiringDocumentsQuery,
    reply: reply.list(expiringDocument),
  },
  CreateCarDetailByAdmin: {
    method: 'POST',
    access: access.admin(Endpoint.CarDetail, 'create'),
    body: createCarDetailByAdminRequest,
    reply: reply.json(createdReply),
  },
  UpdateCarDetailByAdmin: {
    method: 'POST',
    access: access.admin(Endpoint.CarDetail, 'edit'),
    body: updateCarDetailRequest,
    reply: reply.json(carDetailEntity),
  },
  ApproveCarDetail: {
    method: 'POST',
    access: access.admin(Endpoint.CarDetail, 'edit'),
    body: carStatusChangeRequest,
    reply: reply.json(carDetailEntity),
  },
  SuspendCarDetail: {
    method: 'POST',
    access: access.admin(Endpoint.CarDetail, 'edit'),
    body: carStatusChangeRequest,
    reply: reply.json(carDetailEntity),
  },
  MarkAsIncompleteCarDetail: {
    method: 'POST',
    access: access.admin(Endpoint.CarDetail, 'edit'),
    body: markAsIncompleteRequest,
    reply: reply.json(carDetailEntity),
  },
  // One call for both: an administrator with CarDetail delete deletes any car, a driver their own.
  DeleteMyCarDetail: {
    method: 'POST',
    access: access.signedIn,
    body: carDetailIdRequest,
    reply: reply.json(messageReply),
  },
  // The driver's own cars: signed in, and the service asks for a driver.
  GetMyCarDetails: { method: 'GET', access: access.signedIn, reply: reply.list(carDetailEntity) },
  CreateMyCarDetail: {
    method: 'POST',
    access: access.signedIn,
    body: createMyCarDetailRequest,
    reply: reply.json(createdReply),
  },
  UpdateMyCarDetail: {
    method: 'POST',
    access: access.signedIn,
    body: updateCarDetailRequest,
    reply: reply.json(carDetailEntity),
  },
});
