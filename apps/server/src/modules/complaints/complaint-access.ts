import { ComplaintStatus, complaintTexts, Endpoint } from '@wayfare/contracts';
import { eq } from 'drizzle-orm';
import { isPermitted, type Principal } from '../../auth/principal.ts';
import type { Db } from '../../db/database.ts';
import { conflict, forbidden, notFound } from '../../errors.ts';
import { type ComplaintRow, complaints } from './complaints.table.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** An administrator who may read every complaint (Complaint view), past choosing a new password. */
export const readsAllComplaints = (caller: Principal) =>
  isPermitted(caller, Endpoint.Complaint, 'view') && !caller.requireNewPassword;

/** A complaint someone may read: its rider, or an administrator with Complaint view; else 404 or 403. */
export async function readableComplaint(db: Db, input: { id: number; caller: Principal }) {
  const [complaint] = await db.select().from(complaints).where(eq(complaints.id, input.id));
  if (!complaint) throw notFound(complaintTexts.noComplaint(input.id));
  if (complaint.customerId !== input.caller.userId && !readsAllComplaints(input.caller))
    throw forbidden(complaintTexts.notYourComplaint);
  return complaint;
}

/** The complaint's row, held for the change's transaction; an unknown one is 404. */
export async function lockedComplaint(tx: Tx, id: number): Promise<ComplaintRow> {
  const [complaint] = await tx.select().from(complaints).where(eq(complaints.id, id)).for('update');
  if (!complaint) throw notFound(complaintTexts.noComplaint(id));
  return complaint;
}

/** spec 001 §4: a Resolved complaint cannot be answered or closed again. */
export function refuseResolved(complaint: ComplaintRow) {
  if (complaint.status === ComplaintStatus.Resolved) throw conflict(complaintTexts.resolved);
}
