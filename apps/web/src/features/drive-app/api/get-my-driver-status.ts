import { useQuery } from '@tanstack/react-query';
import * as calls from '@wayfare/contracts/calls';
import { callQuery } from '../../../lib/call-query.ts';

/**
 * Read again this often: a ride cancelled by its rider, or an offer taken elsewhere, changes the
 * driver's state without an event on the driver's stream.
 */
export const DRIVER_STATUS_RELOAD_MS = 10_000;

/** issue 33: whether the calling driver is online, and the ride they are on. */
export const useMyDriverStatus = () =>
  useQuery({ ...callQuery(calls.Ride.GetMyDriverStatus), refetchInterval: DRIVER_STATUS_RELOAD_MS });
