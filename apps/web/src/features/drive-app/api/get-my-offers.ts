import { useQuery } from '@tanstack/react-query';
import * as calls from '@wayfare/contracts/calls';
import { callQuery } from '../../../lib/call-query.ts';

/** issue 33: the driver's open offers, read when the app opens and after the stream reconnects. */
export const useMyOffers = (enabled: boolean) => useQuery({ ...callQuery(calls.Ride.GetMyOffers), enabled });
