import { useQuery } from '@tanstack/react-query';
import * as calls from '@wayfare/contracts/calls';
import { callQuery } from '../../../lib/call-query.ts';

/** Issue 30: the signed-in driver's package, its period, rides and bonus (asked for drivers only). */
export const useMyPackage = () => useQuery(callQuery(calls.Package.GetMyPackage));
