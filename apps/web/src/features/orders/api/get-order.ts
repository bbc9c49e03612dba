import { useQuery } from '@tanstack/react-query';
import * as calls from '@wayfare/contracts/calls';
import { callQuery } from '../../../lib/call-query.ts';

const call = calls.Order.GetOrder;

/** spec 001 §4: the order of an invoice; a refusal (404 to anyone but its customer and admins) is final. */
export const orderQuery = (orderId: string) => callQuery(call, { query: { orderId } });

export const useOrder = (orderId: string) => useQuery({ ...orderQuery(orderId), retry: false });
