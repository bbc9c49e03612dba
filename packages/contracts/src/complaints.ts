import { z } from 'zod';
import { requiredText } from './fields.ts';
import { uploadedFilePath } from './files.ts';
import { recordId } from './locations.ts';
import { dateBound, keywordQuery, pageQuery, sortQuery } from './paging.ts';

/** spec 001 §6 and issue 17 §4: a complaint is Pending until an administrator answers or closes it. */
export const ComplaintStatus = { Pending: 1, Resolved: 2 } as const;
export type ComplaintStatusId = (typeof ComplaintStatus)[keyof typeof ComplaintStatus];
export const complaintStatusNames: Record<ComplaintStatusId, string> = { 1: 'Pending', 2: 'Resolved' };

export const MAX_COMPLAINT_TITLE = 150;
export const MAX_COMPLAINT_TEXT = 2000;

export const complaintTexts = {
  /** spec 001 §9: the alert after a response, spelling as the spec writes it. */
  responded: 'You have reponded to the complaint successfully. Thank you',
  closed: 'The complaint has been closed. Thank you',
  resolved: 'This complaint is Resolved',
  noComplaint: (id: number) => `There is no complaint with Id ${id}`,
  notYourComplaint: 'Only the rider who made this complaint can see or answer it',
  notYourRide: 'You can only complain about a ride you took',
  alreadyPending: 'You already have a Pending complaint about this ride',
  notYourFile: (property: string) => `${property} must be a file you uploaded`,
};

/** An optional picture: an uploaded file's path; '' and null both mean none. */
const optionalPicture = (label: string) =>
  z
    .preprocess((value) => (value === '' ? null : value), uploadedFilePath(label).nullish())
    .transform((value) => value ?? null);

export const createComplaintRequest = z.strictObject({
  RideId: recordId('RideId'),
  Title: requiredText('Title', MAX_COMPLAINT_TITLE),
  Message: requiredText('Message', MAX_COMPLAINT_TEXT),
  Picture: optionalPicture('Picture'),
});
export type CreateComplaintRequest = z.input<typeof createComplaintRequest>;

export const replyToComplaintRequest = z.strictObject({
  ComplaintId: recordId('ComplaintId'),
  Feedback: requiredText('Feedback', MAX_COMPLAINT_TEXT),
  Picture: optionalPicture('Picture'),
});
export type ReplyToComplaintRequest = z.input<typeof replyToComplaintRequest>;

/** spec 001 §5: 'Feedback is required'. */
export const respondToComplaintRequest = z.strictObject({
  ComplaintId: recordId('ComplaintId'),
  Feedback: requiredText('Feedback', MAX_COMPLAINT_TEXT),
  Picture: optionalPicture('Picture'),
});
export type RespondToComplaintRequest = z.input<typeof respondToComplaintRequest>;

export const closeComplaintRequest = z.strictObject({ Id: recordId('Id') });

export const complaintIdQuery = z.object({ id: recordId('id') });
/** What the complaint list sorts by (issue 32). */
export const COMPLAINT_SORTS = ['ComplaintDate', 'ComplaintStatus'] as const;

export const getComplaintsQuery = pageQuery
  .extend(keywordQuery.shape)
  .extend({
    from: dateBound('from'),
    to: dateBound('to'),
  })
  .extend(sortQuery(COMPLAINT_SORTS).shape);
export type GetComplaintsQuery = z.input<typeof getComplaintsQuery>;

/** spec 001 §3 Complaint, with the ride's Id (issue 17 §4); Customer is the rider who complained. */
export const complaintEntity = z.object({
  Id: z.number().int(),
  RideId: z.number().int(),
  Title: z.string(),
  Message: z.string(),
  Picture: z.string().nullable(),
  CustomerId: z.string(),
  CustomerSurname: z.string(),
  CustomerFirstname: z.string(),
  CustomerPhoneNumber: z.string().nullable(),
  DriverId: z.string().nullable(),
  DriverSurname: z.string().nullable(),
  DriverFirstname: z.string().nullable(),
  DriverPhoneNumber: z.string().nullable(),
  CarName: z.string().nullable(),
  CarModel: z.string().nullable(),
  CarYear: z.number().int().nullable(),
  LicenseNumber: z.string().nullable(),
  Amount: z.number(),
  ComplaintStatus: z.number().int(),
  ComplaintStatusName: z.string(),
  ComplaintDate: z.string(),
  ResolvedUserId: z.string().nullable(),
  ResolvedBySurname: z.string().nullable(),
  ResolvedByFirstname: z.string().nullable(),
  Feedback: z.string().nullable(),
  FeedbackPicture: z.string().nullable(),
});
export type Complaint = z.infer<typeof complaintEntity>;

/** spec 001 §3 Complaint feedback: one entry of the thread. */
export const complaintFeedbackEntity = z.object({
  Id: z.number().int(),
  IsMine: z.boolean(),
  Feedback: z.string(),
  Picture: z.string().nullable(),
  AddedDate: z.string(),
  AddedBySurname: z.string(),
  AddedByFirstname: z.string(),
});
export type ComplaintFeedback = z.infer<typeof complaintFeedbackEntity>;

export const createdComplaint = z.object({ Id: z.number().int() });
