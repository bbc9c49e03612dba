import type { UpdateMyLocationRequest } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { callApi } from '../../../lib/call-api.ts';

/** issue 33: the browser's position, sent while the driver is online. */
export const sendMyLocation = (body: UpdateMyLocationRequest) =>
  callApi(calls.Ride.UpdateMyLocation, { body });
