import { useQuery } from '@tanstack/react-query';
import * as calls from '@wayfare/contracts/calls';
import { callQuery } from '../../../lib/call-query.ts';

/** issue 17 §5: one complaint with its ride, people and status; asked only for a valid id. */
export const useComplaint = (id: number, { enabled }: { enabled: boolean }) =>
  useQuery({ ...callQuery(calls.Complaint.GetComplaint, { query: { id } }), enabled });
