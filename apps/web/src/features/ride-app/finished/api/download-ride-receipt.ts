import * as calls from '@wayfare/contracts/calls';
import { callApi } from '../../../../lib/call-api.ts';

/** issue 33: the completed ride's receipt as a PDF, fetched with the token (not a public address). */
export const downloadRideReceipt = (rideId: number) => callApi(calls.Ride.Receipt, { query: { rideId } });
