import { useQuery } from '@tanstack/react-query';
import * as calls from '@wayfare/contracts/calls';
import { callQuery } from '../../../lib/call-query.ts';

/** issue 17 §5: the statuses a car may have, the list's Status filter. */
export const useCarStatuses = () => useQuery(callQuery(calls.CarDetail.GetCarStatuses));
