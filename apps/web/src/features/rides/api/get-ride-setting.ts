import { useQuery } from '@tanstack/react-query';
import * as calls from '@wayfare/contracts/calls';
import { callQuery } from '../../../lib/call-query.ts';

/** spec 001 §2: the one ride setting record (the fares). */
export const useRideSetting = () => useQuery(callQuery(calls.Ride.GetRideSetting));
