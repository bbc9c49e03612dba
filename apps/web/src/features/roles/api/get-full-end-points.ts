import { useQuery } from '@tanstack/react-query';
import * as calls from '@wayfare/contracts/calls';
import { callQuery } from '../../../lib/call-query.ts';

/** spec 001 §3: every endpoint a role may hold rights on, loaded once the role's form opens. */
export const useFullEndPoints = ({ enabled }: { enabled: boolean }) =>
  useQuery({ ...callQuery(calls.Endpoint.GetFullEndPoints), enabled });
