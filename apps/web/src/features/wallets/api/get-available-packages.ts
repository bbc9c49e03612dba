import { useQuery } from '@tanstack/react-query';
import * as calls from '@wayfare/contracts/calls';
import { callQuery } from '../../../lib/call-query.ts';

/** The published packages, asked quietly: a refusal (403) means the caller is not a driver. */
export const useAvailablePackages = () =>
  useQuery({ ...callQuery(calls.Package.GetAvailablePackages), meta: { silent: true } });
