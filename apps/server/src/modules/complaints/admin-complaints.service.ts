import { type Complaint, ComplaintStatus, complaintTexts, type GetComplaintsQuery } from '@wayfare/contracts';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';
import { containing, type Page, type Paging, sortedBy, withinDates } from '../../db/list-query.ts';
import { people } from '../accounts/index.ts';
import { recordAdminChange } from '../activity/index.ts';
import { assertUploadedFile } from '../files/index.ts';
import { queueTemplatedEmail } from '../message-templates/index.ts';
import { lockedComplaint, refuseResolved } from './complaint-access.ts';
import { complainants, complainedDrivers, pageOfComplaints } from './complaint-view.ts';
import type { ComplaintsDeps } from './complaints.deps.ts';
import { type ComplaintRow, complaintFeedbacks, complaints } from './complaints.table.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The keyword of GetComplaints: in the title, the rider's or the driver's name, or either phone. */
function complaintKeyword(keyword: string | undefined): SQL | undefined {
  if (!keyword) return undefined;
  const pattern = containing(keyword);
  const person = (table: { firstname: AnyPgColumn; surname: AnyPgColumn; phoneNumber: AnyPgColumn }) =>
    sql`lower(${table.firstname} || ' ' || ${table.surname} || ' ' || coalesce(${table.phoneNumber}, ''))`;
  return sql`(lower(${complaints.title}) like ${pattern} or ${person(complainants)} like ${pattern} or coalesce(${person(complainedDrivers)}, '') like ${pattern})`;
}

/**
 * Complaint/GetComplaints: Pending first, then newest, unless sorted otherwise; keyword, and from/to on
 * the complaint's date.
 */
export const listComplaints = (
  db: Db,
  query: Paging & Omit<GetComplaintsQuery, 'page' | 'pageSize'>,
): Promise<Page<Complaint>> =>
  pageOfComplaints(db, {
    ...query,
    where: and(complaintKeyword(query.keyword), withinDates(complaints.createdAt, query)),
    orderBy: sortedBy(query, {
      columns: { ComplaintDate: complaints.createdAt, ComplaintStatus: complaints.status },
      tieBreaker: complaints.id,
      byDefault: [asc(complaints.status), desc(complaints.createdAt), desc(complaints.id)],
    }),
  });

/** What the activity log keeps of a complaint's state. */
const loggedState = (
  complaint: Pick<ComplaintRow, 'status' | 'feedback' | 'feedbackPicture' | 'resolvedBy'>,
) => ({
  ComplaintStatus: complaint.status,
  Feedback: complaint.feedback,
  FeedbackPicture: complaint.feedbackPicture,
  ResolvedUserId: complaint.resolvedBy,
});

/** The complaint's rider, to be told; a deleted account is told nothing. */
async function riderOf(tx: Tx, complaint: ComplaintRow) {
  const [rider] = await tx
    .select({ email: people.emailAddress, firstname: people.firstname, deletedAt: people.deletedAt })
    .from(people)
    .where(eq(people.id, complaint.customerId));
  return rider && rider.deletedAt === null ? rider : undefined;
}

/** Resolves a held complaint with its responder, logged, in the caller's transaction. */
async function resolve(
  tx: Tx,
  input: {
    complaint: ComplaintRow;
    by: string;
    action: string;
    feedback?: { text: string; picture: string | null };
  },
) {
  const { complaint, by } = input;
  const change = {
    status: ComplaintStatus.Resolved,
    resolvedBy: by,
    resolvedAt: new Date(),
    ...(input.feedback ? { feedback: input.feedback.text, feedbackPicture: input.feedback.picture } : {}),
  };
  await tx.update(complaints).set(change).where(eq(complaints.id, complaint.id));
  await recordAdminChange(tx, {
    userId: by,
    area: 'Complaint',
    action: input.action,
    recordId: complaint.id,
    before: loggedState(complaint),
    after: loggedState({ ...complaint, ...change }),
  });
}

/**
 * Complaint/RespondToComplaint (spec 001 §4, issue 17 §4): the response joins the thread, becomes the
 * complaint's Feedback and FeedbackPicture, and resolves it; the rider is told (Complaint Answered).
 * The complaint's row is held, so of two responses at once the second finds it Resolved (409).
 */
export async function respondToComplaint(
  deps: ComplaintsDeps,
  input: { ComplaintId: number; Feedback: string; Picture: string | null; by: string },
) {
  if (input.Picture !== null)
    await assertUploadedFile(deps.storage, {
      caller: { userId: input.by, isFileAdmin: true },
      property: 'Picture',
      filePath: input.Picture,
    });
  await deps.db.transaction(async (tx) => {
    const complaint = await lockedComplaint(tx, input.ComplaintId);
    refuseResolved(complaint);
    await tx.insert(complaintFeedbacks).values({
      complaintId: complaint.id,
      addedBy: input.by,
      feedback: input.Feedback,
      picture: input.Picture,
    });
    await resolve(tx, {
      complaint,
      by: input.by,
      action: 'RespondToComplaint',
      feedback: { text: input.Feedback, picture: input.Picture },
    });
    const rider = await riderOf(tx, complaint);
    if (rider)
      await queueTemplatedEmail(tx, {
        type: 'Complaint Answered',
        recipient: rider.email,
        values: { FirstName: rider.firstname, ComplaintTitle: complaint.title, Feedback: input.Feedback },
      });
  });
  return { Message: complaintTexts.responded };
}

/** Complaint/CloseComplaint: resolved without a response; the rider is told (Complaint Closed). */
export async function closeComplaint(db: Db, input: { Id: number; by: string }) {
  await db.transaction(async (tx) => {
    const complaint = await lockedComplaint(tx, input.Id);
    refuseResolved(complaint);
    await resolve(tx, { complaint, by: input.by, action: 'CloseComplaint' });
    const rider = await riderOf(tx, complaint);
    if (rider)
      await queueTemplatedEmail(tx, {
        type: 'Complaint Closed',
        recipient: rider.email,
        values: { FirstName: rider.firstname, ComplaintTitle: complaint.title },
      });
  });
  return { Message: complaintTexts.closed };
}

/** The dashboard's UnresolvedRidesWithComplaintCount: rides with at least one Pending complaint. */
export async function countRidesWithPendingComplaint(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${complaints.rideId})::int` })
    .from(complaints)
    .where(eq(complaints.status, ComplaintStatus.Pending));
  return row?.n ?? 0;
}
