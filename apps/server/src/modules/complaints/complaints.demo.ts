import { ComplaintStatus, RideStatus } from '@wayfare/contracts';
import { and, asc, inArray, isNotNull, isNull, like, sql } from 'drizzle-orm';
import type { DemoSeed } from '../../demo/demo-seed.ts';
import { users } from '../accounts/accounts.table.ts';
import { rides } from '../rides/rides.table.ts';
import { complaintFeedbacks, complaints } from './complaints.table.ts';

/** issue 17 §6: 40 complaints, half of them Pending. */
export const DEMO_COMPLAINTS = 40;
const MINUTE_MS = 60_000;

const GRIEVANCES: Array<[title: string, message: string, rider: string, response: string]> = [
  [
    'Charged more than the estimate',
    'The app showed one price when I booked and I paid more at the end. Please check the fare.',
    'I have attached nothing new; the receipt in the app shows the difference.',
    'We checked the trip: the route was longer because of a closed road. We have refunded the difference to your wallet.',
  ],
  [
    'Driver was rude',
    'The driver shouted at me when I asked him to turn down the music.',
    'He also refused to open the boot for my bag.',
    'We are sorry. We have spoken to the driver and recorded a warning on his account.',
  ],
  [
    'Left my phone in the car',
    'I left a black phone on the back seat. Please help me reach the driver.',
    'Still waiting to hear from the driver, please.',
    'The driver found the phone and will drop it at our Ikeja office; we will call you.',
  ],
  [
    'Driver took a longer route',
    'The driver went through Third Mainland Bridge when the usual way was free.',
    'The trip took 25 minutes longer than usual.',
    'The map shows heavy traffic on the usual way at that hour; the driver chose the faster road.',
  ],
  [
    'The car was not clean',
    'The seats were dusty and the car smelt of fuel.',
    'I had to open all the windows.',
    'Thank you for telling us. The driver has been asked to have the car cleaned before his next trip.',
  ],
  [
    'Driver arrived very late',
    'I waited 25 minutes for the driver after he accepted the ride.',
    'I missed my appointment because of it.',
    'We are sorry for the wait. We have added a credit to your wallet for your next ride.',
  ],
  [
    'Wrong car came',
    'The car that came was not the one shown in the app.',
    'The licence number was different too.',
    'The driver had changed cars without telling us; his account is on hold until we check it.',
  ],
  [
    'Air conditioning not working',
    'It was very hot and the driver said the AC was broken.',
    'The ride was 40 minutes.',
    'Thank you. The driver has been told to fix it before taking more rides.',
  ],
];

/**
 * issue 17 §6: 40 complaints by the demo riders about demo rides that had a driver, each about a
 * different ride: half Pending (some new, some answered and reopened by the rider's reply), half
 * Resolved (answered, some after the rider added to it, or closed without a response), with their
 * threads. The answers are the Support administrators'. Added once: when any complaint exists, nothing.
 */
export const complaintsDemo: DemoSeed = {
  area: 'complaints',
  async seed(tx) {
    if ((await tx.$count(complaints)) > 0) return { created: 0 };
    const picked = await tx
      .select({
        id: rides.id,
        customerId: rides.customerId,
        endedAt: sql<Date>`coalesce(${rides.completedAt}, ${rides.cancelledAt})`.mapWith(
          (value: string | Date) => new Date(value),
        ),
      })
      .from(rides)
      .innerJoin(users, sql`${users.id} = ${rides.customerId}`)
      .where(
        and(
          isNotNull(rides.driverId),
          inArray(rides.status, [RideStatus.Completed, RideStatus.Cancelled]),
          like(users.emailAddress, '%@demo.wayfare.ng'),
          // Ended at least a day ago, so the thread that follows is in the past.
          sql`coalesce(${rides.completedAt}, ${rides.cancelledAt}) < now() - interval '1 day'`,
        ),
      )
      // A fixed scatter over the month, the same every time.
      .orderBy(sql`(${rides.id} * 7919) % 10007`, asc(rides.id))
      .limit(DEMO_COMPLAINTS);
    if (picked.length === 0) return { created: 0 };
    const support = await tx
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          inArray(users.emailAddress, ['chiamaka.eze@demo.wayfare.ng', 'tunde.bakare@demo.wayfare.ng']),
          isNull(users.deletedAt),
        ),
      )
      .orderBy(asc(users.emailAddress));
    const [anyAdmin] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(users.allowAllEndpoints, isNull(users.deletedAt)))
      .limit(1);
    const responders = support.length > 0 ? support.map((row) => row.id) : anyAdmin ? [anyAdmin.id] : [];
    if (responders.length === 0) return { created: 0 };

    // Each complaint's story: its status, and its thread as [who, text, minutes after the complaint].
    type Entry = { by: 'rider' | 'admin'; text: string; after: number };
    const planned = picked.map((ride, index) => {
      const [title, message, riderText, response] = GRIEVANCES[index % GRIEVANCES.length]!;
      const createdAt = new Date(ride.endedAt.getTime() + (30 + index * 7) * MINUTE_MS);
      const responder = responders[index % responders.length]!;
      const pending = index % 2 === 0;
      const story = Math.floor(index / 2) % 3;
      const thread: Entry[] = pending
        ? story === 0
          ? [
              { by: 'admin', text: response, after: 180 },
              { by: 'rider', text: `That does not settle it. ${riderText}`, after: 300 },
            ]
          : []
        : story === 0
          ? [
              { by: 'rider', text: riderText, after: 20 },
              { by: 'admin', text: response, after: 240 },
            ]
          : story === 1
            ? [{ by: 'admin', text: response, after: 120 }]
            : [];
      const answer = thread.findLast((entry) => entry.by === 'admin');
      const resolvedAt = pending ? null : new Date(createdAt.getTime() + (answer?.after ?? 600) * MINUTE_MS);
      return {
        complaint: {
          rideId: ride.id,
          customerId: ride.customerId,
          title,
          message,
          status: pending ? ComplaintStatus.Pending : ComplaintStatus.Resolved,
          feedback: answer?.text ?? null,
          resolvedBy: pending ? null : responder,
          resolvedAt,
          createdAt,
        },
        thread: thread.map((entry) => ({
          addedBy: entry.by === 'admin' ? responder : ride.customerId,
          feedback: entry.text,
          createdAt: new Date(createdAt.getTime() + entry.after * MINUTE_MS),
        })),
      };
    });
    const saved = await tx
      .insert(complaints)
      .values(planned.map((item) => item.complaint))
      .returning({ id: complaints.id });
    const entries = planned.flatMap((item, index) =>
      item.thread.map((entry) => ({ ...entry, complaintId: saved[index]!.id })),
    );
    if (entries.length > 0) await tx.insert(complaintFeedbacks).values(entries);
    return { created: saved.length + entries.length };
  },
};
