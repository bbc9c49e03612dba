import { useQuery } from '@tanstack/react-query';
import * as calls from '@wayfare/contracts/calls';
import { callQuery } from '../../../../lib/call-query.ts';

/** The package the signed-in driver drives under, and its rides left. */
export const useMyPackage = () => useQuery(callQuery(calls.Package.GetMyPackage));
