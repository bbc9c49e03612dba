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
  GetCarStatuses: {
    method: 'GET',
    access: access.signedIn,
    reply: reply.list(carStatusEntity),
    summary: 'The car statuses (Pending, Require Extra Information, Approved, Suspended).',
  },
  // CarDetail 9: the admin calls.
  GetCarDetails: {
    method: 'GET',
    access: access.admin(Endpoint.CarDetail, 'view'),
    query: getCarDetailsQuery,
    reply: reply.list(carDetailEntity),
    summary: 'The cars, newest first; filters status, from and to, a keyword on the car and its driver.',
  },
  GetCarDetailById: {
    method: 'GET',
    access: access.admin(Endpoint.CarDetail, 'view'),
    query: carDetailIdQuery,
    reply: reply.json(carDetailEntity),
    summary: 'One car with its papers and its driver.',
    problems: [404],
  },
  GetCarDetailUpdates: {
    method: 'GET',
    access: access.admin(Endpoint.CarDetail, 'view'),
    query: carDetailUpdatesQuery,
    reply: reply.list(carDetailUpdate),
    summary: "A car's history of changes, newest first, with who made each.",
    problems: [404],
  },
  GetExpiringDocuments: {
    method: 'GET',
    access: access.admin(Endpoint.CarDetail, 'view'),
    query: expiringDocumentsQuery,
    reply: reply.list(expiringDocument),
    summary: "Car papers and drivers' licences expiring within daysAhead days, soonest first.",
  },
  CreateCarDetailByAdmin: {
    method: 'POST',
    access: access.admin(Endpoint.CarDetail, 'create'),
    body: createCarDetailByAdminRequest,
    reply: reply.json(createdReply),
    summary: 'Adds a Pending car for the driver DriverEmail names; answers its Id.',
    problems: [409],
  },
  UpdateCarDetailByAdmin: {
    method: 'POST',
    access: access.admin(Endpoint.CarDetail, 'edit'),
    body: updateCarDetailRequest,
    reply: reply.json(carDetailEntity),
    summary: "Updates a car's fields; its status stays.",
    problems: [404, 409],
  },
  ApproveCarDetail: {
    method: 'POST',
    access: access.admin(Endpoint.CarDetail, 'edit'),
    body: carStatusChangeRequest,
    reply: reply.json(carDetailEntity),
    summary: 'Approves a car (its driver active, its licence unexpired); the driver is told.',
    problems: [404, 409],
  },
  SuspendCarDetail: {
    method: 'POST',
    access: access.admin(Endpoint.CarDetail, 'edit'),
    body: carStatusChangeRequest,
    reply: reply.json(carDetailEntity),
    summary: 'Suspends an Approved car, with the reason; the driver is told.',
    problems: [404, 409],
  },
  MarkAsIncompleteCarDetail: {
    method: 'POST',
    access: access.admin(Endpoint.CarDetail, 'edit'),
    body: markAsIncompleteRequest,
    reply: reply.json(carDetailEntity),
    summary: 'Sends a car back as Require Extra Information, with the message the driver is told.',
    problems: [404, 409],
  },
  // One call for both: an administrator with CarDetail delete deletes any car, a driver their own.
  DeleteMyCarDetail: {
    method: 'POST',
    access: access.signedIn,
    body: carDetailIdRequest,
    reply: reply.json(messageReply),
    summary:
      'Deletes a car: a driver their own, an administrator with CarDetail delete any; not while on an unfinished ride.',
    problems: [403, 404, 409],
  },
  // The driver's own cars: signed in, and the service asks for a driver.
  GetMyCarDetails: {
    method: 'GET',
    access: access.signedIn,
    reply: reply.list(carDetailEntity),
    summary: "The calling driver's cars, newest first.",
    problems: [403],
  },
  CreateMyCarDetail: {
    method: 'POST',
    access: access.signedIn,
    body: createMyCarDetailRequest,
    reply: reply.json(createdReply),
    summary: 'Adds a Pending car of the calling driver.',
    problems: [403, 409],
  },
  UpdateMyCarDetail: {
    method: 'POST',
    access: access.signedIn,
    body: updateCarDetailRequest,
    reply: reply.json(carDetailEntity),
    summary: "Updates the calling driver's car; an Approved one goes back to Pending.",
    problems: [403, 404, 409],
  },
});
