import { useQuery } from '@tanstack/react-query';
import * as calls from '@wayfare/contracts/calls';
import { callQuery } from '../../../lib/call-query.ts';

/** The card providers' script addresses: they change only with the server's configuration. */
export const useSiteSettings = () =>
  useQuery({ ...callQuery(calls.Settings.GetSiteSettings), staleTime: Number.POSITIVE_INFINITY });
