import type { Complaint } from '@wayfare/contracts';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { ApiClient } from '../../test/api-client.ts';
import { createUser, type TestApp } from '../../test/test-app.ts';
import { users } from '../accounts/accounts.table.ts';
import { adminActivities } from '../activity/activity.table.ts';
import { type FilesTestApp, picture, upload } from '../files/test-support.ts';
import { outboxMessages } from '../outbox/outbox.table.ts';
import { rides } from '../rides/rides.table.ts';
import { complaintFeedbacks, complaints } from './complaints.table.ts';

/** A picture the holder of these headers uploaded, by its FilePath. */
export async function uploadedPicture(
  t: FilesTestApp,
  headers: Record<string, string>,
  folder = 'complaints',
) {
  const response = await upload(t, {
    headers,
    fields: { Folder: folder },
    file: { bytes: await picture(64, 48), name: 'broken-seat.jpg', type: 'image/jpeg' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { FilePath: string }).FilePath;
}

export const complaintBody = (RideId: number, more: object = {}) => ({
  RideId,
  Title: 'The driver took a longer route',
  Message: 'We went round Ikoyi twice and the fare went up.',
  Picture: null,
  ...more,
});

/** Makes a complaint that must be accepted and answers its Id. */
export async function complained(api: ApiClient, body: object): Promise<number> {
  const response = await api.post('/api/Complaint/CreateComplaint', body);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { Id: number }).Id;
}

export async function complaintAs(api: ApiClient, id: number): Promise<Complaint> {
  const response = await api.get('/api/Complaint/GetComplaint', { id });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Complaint;
}

/** What a refused complaint call must leave as it was: complaints, threads, outbox and activity log. */
export async function complaintWrites(t: TestApp) {
  return JSON.stringify({
    complaints: await t.db.select().from(complaints).orderBy(complaints.id),
    thread: await t.db.select().from(complaintFeedbacks).orderBy(complaintFeedbacks.id),
    outbox: await t.db.$count(outboxMessages),
    log: await t.db.$count(adminActivities),
  });
}

/** The e-mails of a type queued for a person. */
export async function emailsTo(t: TestApp, userId: string, typeName: string) {
  const [person] = await t.db.select({ email: users.emailAddress }).from(users).where(eq(users.id, userId));
  const all = await t.db.select().from(outboxMessages).where(eq(outboxMessages.typeName, typeName));
  return all.filter((message) => message.recipient === person!.email);
}

/**
 * A Pending complaint straight into the database, on a Completed ride of two new people: for tests that
 * need one to answer (the activity log's walk) rather than the way riders make it.
 */
export async function pendingComplaint(db: TestApp['db']): Promise<number> {
  const [customer, driver] = await Promise.all([
    createUser(db, { password: null }),
    createUser(db, { password: null }),
  ]);
  const [ride] = await db
    .insert(rides)
    .values({
      customerId: customer.id,
      driverId: driver.id,
      status: 5,
      distanceMetres: 5000,
      destinationAddress: '12 Admiralty Way, Lekki',
      currentStreet: '3 Broad Street',
      currentCity: 'Lagos',
      estimatedAmountKobo: 100_000,
      amountKobo: 100_000,
      completedAt: new Date(),
    })
    .returning();
  const [complaint] = await db
    .insert(complaints)
    .values({ rideId: ride!.id, customerId: customer.id, title: 'Logged complaint', message: 'Logged' })
    .returning();
  return complaint!.id;
}
