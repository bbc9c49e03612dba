import { screen, waitFor, within } from '@testing-library/react';
import { type Complaint, type ComplaintFeedback, ComplaintStatus, complaintTexts } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { beforeEach, describe, expect, it } from 'vitest';
import { session } from '../../../lib/session.ts';
import { answer, type FakeAnswer, fakeApi } from '../../../test/fake-api.ts';
import { problem } from '../../../test/mock-api.ts';
import { renderAt } from '../../../test/render.tsx';
import { successes, tableRowOf } from '../../../test/screen-queries.ts';
import { replySent } from '../my-complaint/complaint-reply.tsx';
import MyComplaintsPage from '../pages/my-complaints-page.tsx';

const aComplaint = (Id: number, Title: string, more: Partial<Complaint> = {}): Complaint => ({
  Id,
  RideId: 40 + Id,
  Title,
  Message: 'The driver took a longer route and charged more.',
  Picture: null,
  CustomerId: 'r1',
  CustomerSurname: 'Okafor',
  CustomerFirstname: 'Ada',
  CustomerPhoneNumber: '+2348031234567',
  DriverId: 'd1',
  DriverSurname: 'Eze',
  DriverFirstname: 'Bola',
  DriverPhoneNumber: '+2348035550102',
  CarName: 'Toyota',
  CarModel: 'Corolla',
  CarYear: 2019,
  LicenseNumber: 'LAG-123-AB',
  Amount: 2500,
  ComplaintStatus: ComplaintStatus.Pending,
  ComplaintStatusName: 'Pending',
  ComplaintDate: '2026-11-20T09:30:00.000Z',
  ResolvedUserId: null,
  ResolvedBySurname: null,
  ResolvedByFirstname: null,
  Feedback: null,
  FeedbackPicture: null,
  ...more,
});

const entry = (Id: number, IsMine: boolean, Feedback: string, more: Partial<ComplaintFeedback> = {}) => ({
  Id,
  IsMine,
  Feedback,
  Picture: null,
  AddedDate: `2026-11-2${Id % 10}T10:00:00.000Z`,
  AddedBySurname: IsMine ? 'Okafor' : 'Administrator',
  AddedByFirstname: IsMine ? 'Ada' : 'Site',
  ...more,
});

/** The rider's Complaint calls in memory: a Pending complaint and a Resolved one with its answer. */
function fakeMyComplaints(...more: FakeAnswer[]) {
  const complaints = [
    aComplaint(2, 'Charged twice'),
    aComplaint(1, 'Driver was rude', {
      ComplaintStatus: ComplaintStatus.Resolved,
      ComplaintStatusName: 'Resolved',
      ComplaintDate: '2026-11-18T12:00:00.000Z',
      ResolvedByFirstname: 'Site',
      ResolvedBySurname: 'Administrator',
    }),
  ];
  const threads: Record<number, ComplaintFeedback[]> = {
    1: [entry(11, false, 'We have spoken to the driver.', { Picture: '/uploads/complaints/note.png' })],
    2: [],
  };
  const find = (id: number) => complaints.find((complaint) => complaint.Id === id);
  const api = fakeApi(
    answer(calls.Complaint.GetMyComplaints, () => ({ rows: complaints, total: complaints.length })),
    answer(
      calls.Complaint.GetComplaint,
      ({ query }) => find(query.id) ?? problem(404, complaintTexts.noComplaint(query.id)),
    ),
    answer(calls.Complaint.GetComplaintFeedbacks, ({ query }) => {
      const rows = threads[query.id] ?? [];
      return { rows, total: rows.length };
    }),
    answer(calls.Complaint.ReplyToComplaint, ({ body }) => {
      const complaint = find(body.ComplaintId)!;
      threads[complaint.Id]!.push(entry(99, true, body.Feedback));
      return Object.assign(complaint, {
        ComplaintStatus: ComplaintStatus.Pending,
        ComplaintStatusName: 'Pending',
      });
    }),
    ...more,
  );
  return api;
}

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

// With the alert area, as the public layout shows it: a refusal is read there.
const open = (at = '/teacher/complaints') =>
  renderAt(<MyComplaintsPage />, at, { route: '/teacher/complaints', withAlerts: true });

describe('My Complaints', { timeout: 30_000 }, () => {
  beforeEach(() =>
    session.signIn({
      Token: 'rider-token',
      User: {
        Id: 'r1',
        EmailAddress: 'ada@example.com',
        Surname: 'Okafor',
        FirstName: 'Ada',
        HasAdminRole: false,
        AllowAllEndPoints: false,
        AdminEndPoints: [],
      },
      RequireNewPassword: false,
    }),
  );

  it('lists the complaints with their ride, driver, car and a status badge', async () => {
    const api = fakeMyComplaints();
    open();
    expect(await screen.findByRole('heading', { name: 'My Complaints', level: 1 })).toBeInTheDocument();
    const pending = await tableRowOf('Charged twice');
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      '#',
      'Title',
      'Ride',
      'Driver',
      'Car',
      'Date',
      'Status',
      'Actions',
    ]);
    const [number, title, ride, driver, car, , status, actions] = cellsOf(pending);
    expect([number, title, ride, driver, car, status, actions]).toEqual([
      '1',
      'Charged twice',
      'Ride #42',
      'Bola Eze',
      'Toyota Corolla 2019 (LAG-123-AB)',
      'Pending',
      'View',
    ]);
    expect(cellsOf(await tableRowOf('Driver was rude'))[6]).toBe('Resolved');
    expect(api.sentTo(calls.Complaint.GetComplaints)).toEqual([]);
  });

  it('says so when the person has made no complaint', async () => {
    fakeMyComplaints(answer(calls.Complaint.GetMyComplaints, () => ({ rows: [], total: 0 })));
    open();
    expect(await within(await screen.findByRole('table')).findByText('No Record')).toBeInTheDocument();
  });

  it("opens a complaint from View: its facts, message, the thread with the answer's picture", async () => {
    fakeMyComplaints();
    const { user, location } = open();
    await user.click(within(await tableRowOf('Driver was rude')).getByRole('button', { name: 'View' }));
    expect(await screen.findByRole('heading', { name: 'Driver was rude' })).toBeInTheDocument();
    expect(location().search).toBe('?view=1');
    const facts = screen.getByLabelText('The complaint');
    expect(facts).toHaveTextContent('Resolved');
    expect(facts).toHaveTextContent('Site Administrator');
    expect(within(facts).getByRole('link', { name: 'Ride #41' })).toHaveAttribute(
      'href',
      '/teacher/rides?view=41',
    );
    const thread = await screen.findByRole('list', { name: 'Responses' });
    expect(thread).toHaveTextContent('We have spoken to the driver.');
    expect(
      within(thread).getByRole('link', { name: /^View the picture of Site Administrator/ }),
    ).toHaveAttribute('href', '/uploads/complaints/note.png');
    expect(screen.getByRole('heading', { name: 'Not resolved? Reply' })).toBeInTheDocument();
  });

  it('replies: Reply is required, then the reply joins the thread and the complaint is Pending again', async () => {
    const api = fakeMyComplaints();
    const { user, fill } = open('/teacher/complaints?view=1');
    await user.click(await screen.findByRole('button', { name: 'Send Reply' }));
    const reply = screen.getByRole('textbox', { name: /^Reply/ });
    await waitFor(() => expect(reply).toHaveAccessibleDescription('Enter Reply'));
    expect(api.sentTo(calls.Complaint.ReplyToComplaint)).toEqual([]);
    await fill(reply, 'The refund has not arrived yet.');
    await user.click(screen.getByRole('button', { name: 'Send Reply' }));
    const mine = await screen.findByRole('listitem', { name: /^Your response of/ });
    expect(mine).toHaveTextContent('The refund has not arrived yet.');
    expect(api.sentTo(calls.Complaint.ReplyToComplaint).map((request) => request.body)).toEqual([
      { ComplaintId: 1, Feedback: 'The refund has not arrived yet.', Picture: null },
    ]);
    expect(successes()).toContain(replySent);
    await waitFor(() => expect(screen.getByLabelText('The complaint')).toHaveTextContent('Pending'));
  });

  it("shows the server's refusal of a reply", async () => {
    fakeMyComplaints(
      answer(calls.Complaint.ReplyToComplaint, () => problem(403, complaintTexts.notYourComplaint)),
    );
    const { user, fill } = open('/teacher/complaints?view=2');
    await fill(await screen.findByRole('textbox', { name: /^Reply/ }), 'Hello?');
    await user.click(screen.getByRole('button', { name: 'Send Reply' }));
    expect(await screen.findByText(complaintTexts.notYourComplaint)).toBeInTheDocument();
  });

  it('says so for a complaint that is not there', async () => {
    fakeMyComplaints();
    open('/teacher/complaints?view=77');
    expect(await screen.findByText(complaintTexts.noComplaint(77))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to My Complaints' })).toBeInTheDocument();
  });
});
