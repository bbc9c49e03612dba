import { access, defineArea, reply } from '../call.ts';
import {
  closeComplaintRequest,
  complaintEntity,
  complaintFeedbackEntity,
  complaintIdQuery,
  createComplaintRequest,
  createdComplaint,
  getComplaintsQuery,
  replyToComplaintRequest,
  respondToComplaintRequest,
} from '../complaints.ts';
import { messageReply, pageQuery } from '../paging.ts';
import { Endpoint } from '../permissions.ts';

/**
 * Issue 17 §4: a rider complains about a ride and keeps the thread going; an administrator answers or
 * closes. GetComplaint and GetComplaintFeedbacks are read by both: signed in, and the service lets
 * through the complaint's rider and administrators holding Complaint view.
 */
export const complaintCalls = defineArea('Complaint', {
  CreateComplaint: {
    method: 'POST',
    access: access.signedIn,
    body: createComplaintRequest,
    reply: reply.json(createdComplaint),
  },
  GetMyComplaints: {
    method: 'GET',
    access: access.signedIn,
    query: pageQuery,
    reply: reply.list(complaintEntity),
  },
  GetComplaint: {
    method: 'GET',
    access: access.signedIn,
    query: complaintIdQuery,
    reply: reply.json(complaintEntity),
  },
  GetComplaintFeedbacks: {
    method: 'GET',
    access: access.signedIn,
    query: complaintIdQuery,
    reply: reply.list(complaintFeedbackEntity),
  },
  ReplyToComplaint: {
    method: 'POST',
    access: access.signedIn,
    body: replyToComplaintRequest,
    reply: reply.json(complaintEntity),
  },
  GetComplaints: {
    method: 'GET',
    access: access.admin(Endpoint.Complaint, 'view'),
    query: getComplaintsQuery,
    reply: reply.list(complaintEntity),
  },
  RespondToComplaint: {
    method: 'POST',
    access: access.admin(Endpoint.Complaint, 'edit'),
    body: respondToComplaintRequest,
    reply: reply.json(messageReply),
  },
  CloseComplaint: {
    method: 'POST',
    access: access.admin(Endpoint.Complaint, 'edit'),
    body: closeComplaintRequest,
    reply: reply.json(messageReply),
  },
});
