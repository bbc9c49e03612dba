import {
  type Complaint,
  type ComplaintFeedback,
  ComplaintStatus,
  complaintTexts,
  rideTexts,
} from '@wayfare/contracts';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Principal } from '../../auth/principal.ts';
import type { Db } from '../../db/database.ts';
import { constraintError, type Page, type Paging } from '../../db/list-query.ts';
import { conflict, forbidden, notFound } from '../../errors.ts';
import { people } from '../accounts/index.ts';
import type { FileCaller } from '../files/index.ts';
import { assertUploadedFile } from '../files/index.ts';
import { rideById, sharesRide } from '../rides/index.ts';
import { lockedComplaint, readableComplaint } from './complaint-access.ts';
import { complaintViewById, pageOfComplaints } from './complaint-view.ts';
import type { ComplaintsDeps } from './complaints.deps.ts';
import { complaintFeedbacks, complaints } from './complaints.table.ts';

/** The one-Pending-per-ride-and-rider index, told as the check tells it. */
const onePending = {
  complaints_one_pending_per_ride_and_rider: ['RideId', complaintTexts.alreadyPending],
} as const;

/** A picture property, when given, must be a file the caller uploaded. */
async function checkPicture(deps: ComplaintsDeps, caller: FileCaller, property: string, path: string | null) {
  if (path !== null) await assertUploadedFile(deps.storage, { caller, property, filePath: path });
}

/** Whether someone rode in the ride: its owner, or a rider still sharing it. */
async function rodeIn(db: Db, ride: { id: number; customerId: string }, userId: string) {
  if (ride.customerId === userId) return true;
  return sharesRide(db, { rideId: ride.id, userId });
}

/**
 * Complaint/CreateComplaint (issue 17 §4): by the ride's owner or a sharer (anyone else 403), about a
 * ride that had a driver (else 409), one Pending complaint per ride and rider (409).
 */
export async function createComplaint(
  deps: ComplaintsDeps,
  input: { RideId: number; Title: string; Message: string; Picture: string | null; caller: FileCaller },
): Promise<{ Id: number }> {
  const by = input.caller.userId;
  const ride = await rideById(deps.db, input.RideId);
  if (!ride) throw notFound(rideTexts.noRide(input.RideId));
  if (!(await rodeIn(deps.db, ride, by))) throw forbidden(rideTexts.notYourRide);
  if (ride.driverId === null) throw conflict(rideTexts.noDriverAccepted);
  await checkPicture(deps, input.caller, 'Picture', input.Picture);
  const pendingOfMine = and(
    eq(complaints.rideId, ride.id),
    eq(complaints.customerId, by),
    eq(complaints.status, ComplaintStatus.Pending),
  );
  if ((await deps.db.$count(complaints, pendingOfMine)) > 0) throw conflict(complaintTexts.alreadyPending);
  const [saved] = await deps.db
    .insert(complaints)
    .values({
      rideId: ride.id,
      customerId: by,
      title: input.Title,
      message: input.Message,
      picture: input.Picture,
    })
    .returning({ id: complaints.id })
    .catch((error: unknown) => {
      throw constraintError(error, onePending);
    });
  return { Id: saved!.id };
}

/** Complaint/GetMyComplaints: the caller's complaints, newest first. */
export const listMyComplaints = (db: Db, input: Paging & { userId: string }): Promise<Page<Complaint>> =>
  pageOfComplaints(db, {
    ...input,
    where: eq(complaints.customerId, input.userId),
    orderBy: [desc(complaints.createdAt), desc(complaints.id)],
  });

/** Complaint/GetComplaint: for its rider and administrators with Complaint view. */
export async function getComplaint(db: Db, input: { id: number; caller: Principal }): Promise<Complaint> {
  await readableComplaint(db, input);
  return (await complaintViewById(db, input.id))!;
}

/** Complaint/GetComplaintFeedbacks: the thread, oldest first; IsMine for the caller's own entries. */
export async function listComplaintFeedbacks(
  db: Db,
  input: { id: number; caller: Principal },
): Promise<Page<ComplaintFeedback>> {
  await readableComplaint(db, input);
  const rows = await db
    .select({
      entry: complaintFeedbacks,
      surname: people.surname,
      firstname: people.firstname,
    })
    .from(complaintFeedbacks)
    .innerJoin(people, eq(people.id, complaintFeedbacks.addedBy))
    .where(eq(complaintFeedbacks.complaintId, input.id))
    .orderBy(asc(complaintFeedbacks.id));
  const thread = rows.map(({ entry, surname, firstname }) => ({
    Id: entry.id,
    IsMine: entry.addedBy === input.caller.userId,
    Feedback: entry.feedback,
    Picture: entry.picture,
    AddedDate: entry.createdAt.toISOString(),
    AddedBySurname: surname,
    AddedByFirstname: firstname,
  }));
  return { rows: thread, total: thread.length };
}

/**
 * Complaint/ReplyToComplaint: the complaint's rider (only) adds to the thread; a Resolved complaint
 * is Pending again, waiting for an administrator.
 */
export async function replyToComplaint(
  deps: ComplaintsDeps,
  input: { ComplaintId: number; Feedback: string; Picture: string | null; caller: FileCaller },
): Promise<Complaint> {
  const by = input.caller.userId;
  await deps.db
    .transaction(async (tx) => {
      const complaint = await lockedComplaint(tx, input.ComplaintId);
      if (complaint.customerId !== by) throw forbidden(complaintTexts.notYourComplaint);
      await checkPicture(deps, input.caller, 'Picture', input.Picture);
      await tx
        .insert(complaintFeedbacks)
        .values({ complaintId: complaint.id, addedBy: by, feedback: input.Feedback, picture: input.Picture });
      if (complaint.status === ComplaintStatus.Resolved)
        await tx
          .update(complaints)
          .set({ status: ComplaintStatus.Pending, resolvedBy: null, resolvedAt: null })
          .where(eq(complaints.id, complaint.id));
    })
    .catch((error: unknown) => {
      throw constraintError(error, onePending);
    });
  return (await complaintViewById(deps.db, input.ComplaintId))!;
}
