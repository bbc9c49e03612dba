import { useQuery } from '@tanstack/react-query';
import * as calls from '@wayfare/contracts/calls';
import { callQuery } from '../../../lib/call-query.ts';

/** issue 17 §5: a complaint's thread of responses; asked only for a valid id. */
export const useComplaintFeedbacks = (id: number, { enabled }: { enabled: boolean }) =>
  useQuery({ ...callQuery(calls.Complaint.GetComplaintFeedbacks, { query: { id } }), enabled });
