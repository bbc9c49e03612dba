import { useQuery } from '@tanstack/react-query';
import * as calls from '@wayfare/contracts/calls';
import { callQuery } from '../../../lib/call-query.ts';

/** issue 14 §1: the admin roles a limited administrator may be given, loaded once they are asked for. */
export const useAllAdminRoles = ({ enabled }: { enabled: boolean }) =>
  useQuery({ ...callQuery(calls.Account.GetAllAdminRoles), enabled });
