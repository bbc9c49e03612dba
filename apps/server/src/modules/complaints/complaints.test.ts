import {
  type Complaint,
  type ComplaintFeedback,
  complaintTexts,
  type RideSummary,
  rideTexts,
} from '@wayfare/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, listOf, problemOf } from '../../test/api-client.ts';
import { signedInAdmin } from '../../test/test-app.ts';
import { createFilesTestApp, type FilesTestApp } from '../files/test-support.ts';
import {
  acceptedRide,
  cancelledUnacceptedRide,
  completedRide,
} from '../ratings/finished-rides.test-support.ts';
import { driver, type Person, rider } from '../rides/rides.test-support.ts';
import {
  complained,
  complaintAs,
  complaintBody,
  complaintWrites,
  emailsTo,
  uploadedPicture,
} from './complaints.test-support.ts';

let t: FilesTestApp;
let admin: ReturnType<typeof apiAs>;
beforeAll(async () => {
  t = await createFilesTestApp({ OUTBOX_POLL_MS: 60_000 });
  admin = t.admin.api;
});
afterAll(() => t.close());

type Send = () => ReturnType<ReturnType<typeof apiAs>['post']>;

async function refused(send: Send, status: number, title?: string) {
  const before = await complaintWrites(t);
  const problem = problemOf(await send(), status);
  if (title !== undefined) expect(problem.title).toBe(title);
  expect(await complaintWrites(t)).toBe(before);
  return problem;
}

const create = (person: Person, body: object) => person.api.post('/api/Complaint/CreateComplaint', body);
const respond = (body: object) => admin.post('/api/Complaint/RespondToComplaint', body);
const close = (Id: number) => admin.post('/api/Complaint/CloseComplaint', { Id });
const reply = (person: Person, body: object) => person.api.post('/api/Complaint/ReplyToComplaint', body);
const thread = async (api: ReturnType<typeof apiAs>, id: number) =>
  listOf<ComplaintFeedback>(await api.get('/api/Complaint/GetComplaintFeedbacks', { id })).rows;
const unresolvedRides = async () =>
  ((await admin.get('/api/Ride/GetRideSummary')).json() as RideSummary).UnresolvedRidesWithComplaintCount;

/** A Completed ride with its owner, a sharer and its driver. */
async function aRide(names: { owner?: [string, string]; driver?: [string, string] } = {}) {
  const owner = await rider(t, names.owner ? { Firstname: names.owner[0], Surname: names.owner[1] } : {});
  const sharer = await rider(t);
  const its = await driver(
    t,
    names.driver ? { names: { Firstname: names.driver[0], Surname: names.driver[1] } } : {},
  );
  const ride = await completedRide({ owner, driver: its, sharers: [sharer] });
  return { owner, sharer, driver: its, ride };
}

describe('a rider complains', () => {
  it('takes a complaint from the owner and a sharer, with the rider’s own picture; both read it, the dashboard counts the ride once', async () => {
    const before = await unresolvedRides();
    const {
      owner,
      sharer,
      driver: its,
      ride,
    } = await aRide({ owner: ['Bisi', 'Cole'], driver: ['Ada', 'Okafor'] });
    const picture = await uploadedPicture(t, owner.api.headers);
    const id = await complained(owner.api, complaintBody(ride.Id, { Picture: picture }));
    await complained(sharer.api, complaintBody(ride.Id, { Title: 'The car was too hot' }));
    expect(ride.LicenseNumber).toEqual(expect.any(String));

    expect(await complaintAs(owner.api, id)).toEqual({
      Id: id,
      RideId: ride.Id,
      Title: 'The driver took a longer route',
      Message: 'We went round Ikoyi twice and the fare went up.',
      Picture: picture,
      CustomerId: owner.id,
      CustomerSurname: 'Cole',
      CustomerFirstname: 'Bisi',
      CustomerPhoneNumber: '+2348031234567',
      DriverId: its.id,
      DriverSurname: 'Okafor',
      DriverFirstname: 'Ada',
      DriverPhoneNumber: '+2348031234567',
      // The car the ride was driven in (the test driver's approved car).
      CarName: 'Toyota',
      CarModel: 'Corolla',
      CarYear: 2020,
      LicenseNumber: ride.LicenseNumber,
      Amount: ride.Amount!,
      ComplaintStatus: 1,
      ComplaintStatusName: 'Pending',
      ComplaintDate: expect.any(String),
      ResolvedUserId: null,
      ResolvedBySurname: null,
      ResolvedByFirstname: null,
      Feedback: null,
      FeedbackPicture: null,
    } satisfies Complaint);
    expect(await complaintAs(admin, id)).toMatchObject({ Id: id, ComplaintStatusName: 'Pending' });
    const mine = listOf<Complaint>(await owner.api.get('/api/Complaint/GetMyComplaints'));
    expect(mine).toEqual({ rows: [expect.objectContaining({ Id: id })], total: 1 });
    expect(await thread(owner.api, id)).toEqual([]);
    expect(await unresolvedRides()).toBe(before + 1);
  });

  it('refuses anyone who did not ride in it, an unknown ride, a ride without a driver and a second Pending complaint', async () => {
    const { owner, driver: its, ride } = await aRide();
    const stranger = await rider(t);
    await refused(() => create(stranger, complaintBody(ride.Id)), 403, rideTexts.notYourRide);
    await refused(() => create(its, complaintBody(ride.Id)), 403, rideTexts.notYourRide);
    await refused(() => create(owner, complaintBody(987_654)), 404, rideTexts.noRide(987_654));
    const lonely = await rider(t);
    const neverDriven = await cancelledUnacceptedRide(lonely);
    await refused(() => create(lonely, complaintBody(neverDriven.Id)), 409, rideTexts.noDriverAccepted);
    await complained(owner.api, complaintBody(ride.Id));
    await refused(
      () => create(owner, complaintBody(ride.Id, { Title: 'Again' })),
      409,
      complaintTexts.alreadyPending,
    );
  });

  it('takes one of two identical complaints sent at once; the other is 409', async () => {
    const { owner, ride } = await aRide();
    const answers = await Promise.all([
      create(owner, complaintBody(ride.Id)),
      create(owner, complaintBody(ride.Id)),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json().title).toBe(
      complaintTexts.alreadyPending,
    );
    expect(listOf(await owner.api.get('/api/Complaint/GetMyComplaints')).total).toBe(1);
  });

  it('takes a complaint about a ride still under way once a driver took it', async () => {
    const owner = await rider(t);
    const ride = await acceptedRide({ owner, driver: await driver(t) });
    await complained(owner.api, complaintBody(ride.Id));
  });

  it.each([
    ['no title', { Title: '' }, 'Title', 'Title is required'],
    ['a 151-character title', { Title: 't'.repeat(151) }, 'Title', 'Title must be at most 150 characters'],
    ['no message', { Message: '   ' }, 'Message', 'Message is required'],
    [
      'a 10 000-character message',
      { Message: 'm'.repeat(10_000) },
      'Message',
      'Message must be at most 2000 characters',
    ],
    [
      'a path outside the uploads',
      { Picture: '/etc/passwd' },
      'Picture',
      'Picture must be the path of an uploaded file, starting with /uploads/',
    ],
    ['a climbing path', { Picture: '/uploads/%2e%2e/secrets.txt' }, 'Picture', undefined],
    [
      'a file that is not there',
      { Picture: '/uploads/users/nobody/none.jpg' },
      'Picture',
      'Picture must be a file you uploaded',
    ],
  ])('refuses %s with 400, nothing written', async (_name, change, property, message) => {
    const { owner, ride } = await aRide();
    const problem = await refused(() => create(owner, complaintBody(ride.Id, change)), 400);
    if (message) expect(problem.errors?.[property]).toEqual([message]);
    else expect(problem.errors?.[property]).toHaveLength(1);
  });

  it('refuses a picture someone else uploaded (400), nothing written', async () => {
    const { owner, ride } = await aRide();
    const other = await rider(t);
    const theirs = await uploadedPicture(t, other.api.headers);
    const problem = await refused(() => create(owner, complaintBody(ride.Id, { Picture: theirs })), 400);
    expect(problem.errors?.Picture).toEqual(['Picture must be a file you uploaded']);
  });

  it('keeps a complaint to its rider: another rider or the driver cannot read, see the thread or reply (403); unknown is 404', async () => {
    const { owner, sharer, driver: its, ride } = await aRide();
    const id = await complained(owner.api, complaintBody(ride.Id));
    for (const person of [sharer, its, await rider(t)]) {
      problemOf(await person.api.get('/api/Complaint/GetComplaint', { id }), 403);
      problemOf(await person.api.get('/api/Complaint/GetComplaintFeedbacks', { id }), 403);
      await refused(
        () => reply(person, { ComplaintId: id, Feedback: 'Me too' }),
        403,
        complaintTexts.notYourComplaint,
      );
    }
    problemOf(await owner.api.get('/api/Complaint/GetComplaint', { id: 987_654 }), 404);
    await refused(() => reply(owner, { ComplaintId: 987_654, Feedback: 'Hello' }), 404);
    expect(listOf(await sharer.api.get('/api/Complaint/GetMyComplaints')).total).toBe(0);
  });

  it('lets an administrator read a complaint only with Complaint view', async () => {
    const { owner, ride } = await aRide();
    const id = await complained(owner.api, complaintBody(ride.Id));
    const viewer = apiAs(t, (await signedInAdmin(t, { 11: { view: true } })).token);
    const other = apiAs(t, (await signedInAdmin(t, { 10: { view: true, edit: true } })).token);
    await complaintAs(viewer, id);
    problemOf(await other.get('/api/Complaint/GetComplaint', { id }), 403);
    problemOf(await other.get('/api/Complaint/GetComplaintFeedbacks', { id }), 403);
  });
});

describe('an administrator answers', () => {
  it('responds with a picture: the thread, Feedback and the resolver, the rider told, the dashboard lighter; a second answer is 409', async () => {
    const { owner, ride } = await aRide();
    const id = await complained(owner.api, complaintBody(ride.Id));
    const before = await unresolvedRides();
    const picture = await uploadedPicture(t, t.admin.headers, 'complaint-answers');
    const response = await respond({
      ComplaintId: id,
      Feedback: 'We refunded the difference.',
      Picture: picture,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      Message: 'You have reponded to the complaint successfully. Thank you',
    });

    expect(await complaintAs(owner.api, id)).toMatchObject({
      ComplaintStatus: 2,
      ComplaintStatusName: 'Resolved',
      Feedback: 'We refunded the difference.',
      FeedbackPicture: picture,
      ResolvedUserId: t.admin.id,
      ResolvedBySurname: 'Okafor',
      ResolvedByFirstname: 'Chidi',
    });
    const seenByAdmin = await thread(admin, id);
    expect(seenByAdmin).toEqual([
      {
        Id: expect.any(Number),
        IsMine: true,
        Feedback: 'We refunded the difference.',
        Picture: picture,
        AddedDate: expect.any(String),
        AddedBySurname: 'Okafor',
        AddedByFirstname: 'Chidi',
      },
    ]);
    expect((await thread(owner.api, id)).map((entry) => entry.IsMine)).toEqual([false]);
    const told = await emailsTo(t, owner.id, 'Complaint Answered');
    expect(told).toHaveLength(1);
    expect(told[0]!.subject).toBe('We have answered your complaint: The driver took a longer route');
    expect(told[0]!.body).toContain('We refunded the difference.');
    expect(await unresolvedRides()).toBe(before - 1);

    await refused(() => respond({ ComplaintId: id, Feedback: 'Again' }), 409, complaintTexts.resolved);
    await refused(() => close(id), 409, complaintTexts.resolved);
  });

  it('tells the rider who complained, a sharer, and nobody else of the ride', async () => {
    const { owner, sharer, driver: its, ride } = await aRide();
    const answered = await complained(sharer.api, complaintBody(ride.Id));
    const closed = await complained(owner.api, complaintBody(ride.Id));
    expect((await respond({ ComplaintId: answered, Feedback: 'Answered for the sharer' })).statusCode).toBe(
      200,
    );
    expect((await close(closed)).statusCode).toBe(200);
    expect(await emailsTo(t, sharer.id, 'Complaint Answered')).toHaveLength(1);
    expect(await emailsTo(t, sharer.id, 'Complaint Closed')).toHaveLength(0);
    expect(await emailsTo(t, owner.id, 'Complaint Closed')).toHaveLength(1);
    expect(await emailsTo(t, owner.id, 'Complaint Answered')).toHaveLength(0);
    expect(await emailsTo(t, its.id, 'Complaint Answered')).toHaveLength(0);
    expect(await emailsTo(t, its.id, 'Complaint Closed')).toHaveLength(0);
  });

  it('takes one of two responses sent at once; the other is 409', async () => {
    const { owner, ride } = await aRide();
    const id = await complained(owner.api, complaintBody(ride.Id));
    const answers = await Promise.all([
      respond({ ComplaintId: id, Feedback: 'First answer' }),
      respond({ ComplaintId: id, Feedback: 'Second answer' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json().title).toBe(complaintTexts.resolved);
    expect(await thread(admin, id)).toHaveLength(1);
    expect(await emailsTo(t, owner.id, 'Complaint Answered')).toHaveLength(1);
  });

  it("reopens a Resolved complaint with the rider's reply, the thread oldest first; it can be answered again", async () => {
    const { owner, ride } = await aRide();
    const id = await complained(owner.api, complaintBody(ride.Id));
    expect((await respond({ ComplaintId: id, Feedback: 'Sorted.' })).statusCode).toBe(200);
    const before = await unresolvedRides();
    const picture = await uploadedPicture(t, owner.api.headers);
    const replied = await reply(owner, { ComplaintId: id, Feedback: 'It is not sorted.', Picture: picture });
    expect(replied.statusCode, replied.body).toBe(200);
    expect(replied.json()).toMatchObject({
      ComplaintStatusName: 'Pending',
      ResolvedUserId: null,
      Feedback: 'Sorted.',
    });
    expect(await unresolvedRides()).toBe(before + 1);
    expect(
      (await thread(owner.api, id)).map((entry) => [entry.Feedback, entry.IsMine, entry.Picture]),
    ).toEqual([
      ['Sorted.', false, null],
      ['It is not sorted.', true, picture],
    ]);
    expect((await respond({ ComplaintId: id, Feedback: 'Refunded in full.' })).statusCode).toBe(200);
    expect(await emailsTo(t, owner.id, 'Complaint Answered')).toHaveLength(2);
  });

  it('closes a complaint without a response, the rider told; closing again is 409', async () => {
    const { owner, ride } = await aRide();
    const id = await complained(owner.api, complaintBody(ride.Id));
    const response = await close(id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ Message: complaintTexts.closed });
    expect(await complaintAs(owner.api, id)).toMatchObject({
      ComplaintStatusName: 'Resolved',
      Feedback: null,
      ResolvedUserId: t.admin.id,
    });
    expect(await thread(owner.api, id)).toEqual([]);
    const told = await emailsTo(t, owner.id, 'Complaint Closed');
    expect(told).toHaveLength(1);
    expect(told[0]!.subject).toBe('Your complaint is closed: The driver took a longer route');
    await refused(() => close(id), 409, complaintTexts.resolved);
    await refused(() => close(987_654), 404, complaintTexts.noComplaint(987_654));
  });

  it.each([
    ['no feedback', { Feedback: '' }, 'Feedback', 'Feedback is required'],
    [
      'a 10 000-character feedback',
      { Feedback: 'f'.repeat(10_000) },
      'Feedback',
      'Feedback must be at most 2000 characters',
    ],
    [
      'a forged picture',
      { Picture: '/uploads/nowhere/forged.jpg' },
      'Picture',
      'Picture must be a file you uploaded',
    ],
    ['no complaint', { ComplaintId: undefined }, 'ComplaintId', 'ComplaintId is required'],
  ])('refuses a response with %s (400), nothing written', async (_name, change, property, message) => {
    const { owner, ride } = await aRide();
    const id = await complained(owner.api, complaintBody(ride.Id));
    const problem = await refused(() => respond({ ComplaintId: id, Feedback: 'Answer', ...change }), 400);
    expect(problem.errors?.[property]).toEqual([message]);
  });
});

describe('Complaint/GetComplaints', () => {
  it('lists Pending first, then newest; finds by title, names and phone; bounds by date', async () => {
    const a = await aRide({ owner: ['Folake', 'Searchable'], driver: ['Musa', 'Findme'] });
    const b = await aRide();
    const first = await complained(a.owner.api, complaintBody(a.ride.Id, { Title: 'Quartz first' }));
    const second = await complained(b.owner.api, complaintBody(b.ride.Id, { Title: 'Quartz second' }));
    const third = await complained(a.sharer.api, complaintBody(a.ride.Id, { Title: 'Quartz third' }));
    expect((await close(third)).statusCode).toBe(200);

    const found = listOf<Complaint>(await admin.get('/api/Complaint/GetComplaints', { keyword: 'quartz' }));
    expect(found.rows.map((row) => row.Id)).toEqual([second, first, third]);
    expect(found.total).toBe(3);
    const byRider = listOf<Complaint>(
      await admin.get('/api/Complaint/GetComplaints', { keyword: 'folake searchable' }),
    );
    expect(byRider.rows.map((row) => row.Id)).toEqual([first]);
    const byDriver = listOf<Complaint>(
      await admin.get('/api/Complaint/GetComplaints', { keyword: 'findme' }),
    );
    expect(byDriver.rows.map((row) => row.Id).sort()).toEqual([first, third].sort());
    const byPhone = listOf<Complaint>(
      await admin.get('/api/Complaint/GetComplaints', { keyword: '8031234567' }),
    );
    expect(byPhone.total).toBeGreaterThanOrEqual(3);
    const future = listOf<Complaint>(
      await admin.get('/api/Complaint/GetComplaints', { keyword: 'quartz', from: '2999-01-01' }),
    );
    expect(future.total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    const bounded = listOf<Complaint>(
      await admin.get('/api/Complaint/GetComplaints', {
        keyword: 'quartz',
        from: today,
        to: today,
        pageSize: 2,
      }),
    );
    expect(bounded).toEqual({
      rows: [expect.objectContaining({ Id: second }), expect.objectContaining({ Id: first })],
      total: 3,
    });
    problemOf(await a.owner.api.get('/api/Complaint/GetComplaints'), 403);
  });
});
