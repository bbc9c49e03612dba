import { useQuery } from '@tanstack/react-query';
import * as calls from '@wayfare/contracts/calls';
import { callQuery } from '../../../lib/call-query.ts';

const call = calls.Order.GetOrderStatuses;

/** spec 001 §2: the statuses an order may have, the lists' status filter. */
export const orderStatusesQuery = () => callQuery(call);

export const useOrderStatuses = () => useQuery(orderStatusesQuery());
