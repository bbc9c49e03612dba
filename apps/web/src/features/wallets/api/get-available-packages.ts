import { useQuery } from '@tanstack/react-query';
import * as calls from '@wayfare/contracts/calls';
import { callQuery } from '../../../lib/call-query.ts';

/** The published packages a driver can buy (asked for drivers only: anyone else is refused, 403). */
export const useAvailablePackages = () => useQuery(callQuery(calls.Package.GetAvailablePackages));
