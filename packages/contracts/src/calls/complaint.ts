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
    summary: 'Complains about a ride the caller rode in (one Pending complaint per ride and rider).',
    problems: [403, 404, 409],
  },
  GetMyComplaints: {
    method: 'GET',
    access: access.signedIn,
    query: pageQuery,
    reply: reply.list(complaintEntity),
    summary: "The caller's complaints, newest first.",
  },
  GetComplaint: {
    method: 'GET',
    access: access.signedIn,
    query: complaintIdQuery,
    reply: reply.json(complaintEntity),
    summary: 'One complaint: to its rider, or to an administrator with Complaint view.',
    problems: [403, 404],
  },
  GetComplaintFeedbacks: {
    method: 'GET',
    access: access.signedIn,
    query: complaintIdQuery,
    reply: reply.list(complaintFeedbackEntity),
    summary: "A complaint's thread, oldest first; IsMine marks the caller's entries.",
    problems: [403, 404],
  },
  ReplyToComplaint: {
    method: 'POST',
    access: access.signedIn,
    body: replyToComplaintRequest,
    reply: reply.json(complaintEntity),
    summary: "The complaint's rider adds to its thread; a Resolved complaint is Pending again.",
    problems: [403, 404, 409],
  },
  GetComplaints: {
    method: 'GET',
    access: access.admin(Endpoint.Complaint, 'view'),
    query: getComplaintsQuery,
    reply: reply.list(complaintEntity),
    summary: 'Every complaint, Pending first, then newest; keyword, from and to.',
  },
  RespondToComplaint: {
    method: 'POST',
    access: access.admin(Endpoint.Complaint, 'edit'),
    body: respondToComplaintRequest,
    reply: reply.json(messageReply),
    summary: 'Answers a Pending complaint: the response resolves it, and the rider is told.',
    problems: [404, 409],
  },
  CloseComplaint: {
    method: 'POST',
    access: access.admin(Endpoint.Complaint, 'edit'),
    body: closeComplaintRequest,
    reply: reply.json(messageReply),
    summary: 'Resolves a complaint without a response; the rider is told.',
    problems: [404, 409],
  },
});
