import { calls } from '@wayfare/contracts';
import { callerId, callerOf } from '../../app-context.ts';
import { handlersFor } from '../../http/register-calls.ts';
import { fileCallerOf } from '../files/index.ts';
import { closeComplaint, listComplaints, respondToComplaint } from './admin-complaints.service.ts';
import type { ComplaintsDeps } from './complaints.deps.ts';
import {
  createComplaint,
  getComplaint,
  listComplaintFeedbacks,
  listMyComplaints,
  replyToComplaint,
} from './rider-complaints.service.ts';

/** Issue 17 §4: the Complaint calls. */
export const complaintHandlers = handlersFor(calls.Complaint, (deps: ComplaintsDeps) => ({
  CreateComplaint: ({ body, request }) => createComplaint(deps, { ...body, caller: fileCallerOf(request) }),
  GetMyComplaints: ({ query, request }) => listMyComplaints(deps.db, { ...query, userId: callerId(request) }),
  GetComplaint: ({ query, request }) => getComplaint(deps.db, { id: query.id, caller: callerOf(request) }),
  GetComplaintFeedbacks: ({ query, request }) =>
    listComplaintFeedbacks(deps.db, { id: query.id, caller: callerOf(request) }),
  ReplyToComplaint: ({ body, request }) => replyToComplaint(deps, { ...body, caller: fileCallerOf(request) }),
  GetComplaints: ({ query }) => listComplaints(deps.db, query),
  RespondToComplaint: ({ body, request }) => respondToComplaint(deps, { ...body, by: callerId(request) }),
  CloseComplaint: ({ body, request }) => closeComplaint(deps.db, { ...body, by: callerId(request) }),
}));
