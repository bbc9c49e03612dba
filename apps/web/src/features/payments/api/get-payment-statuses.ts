import { useQuery } from '@tanstack/react-query';
import * as calls from '@wayfare/contracts/calls';
import { callQuery } from '../../../lib/call-query.ts';

/** spec 001 §2: the statuses a payment may have, the lists' status filter. */
export const usePaymentStatuses = () => useQuery(callQuery(calls.Payment.GetPaymentStatuses));
