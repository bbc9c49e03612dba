import { useQuery } from '@tanstack/react-query';
import * as calls from '@wayfare/contracts/calls';
import { callQuery } from '../../../lib/call-query.ts';

/** spec 001 §2: Pending, Sent and Failed, the lists' status filter. */
export const useMessageStatuses = () => useQuery(callQuery(calls.Message.GetMessageStatus));
