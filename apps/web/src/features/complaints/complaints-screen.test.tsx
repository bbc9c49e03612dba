import { screen, waitFor, within } from '@testing-library/react';
import {
  type Complaint,
  type ComplaintFeedback,
  ComplaintStatus,
  complaintTexts,
  Endpoint,
} from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import type { ReactElement } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { FileToolsProvider } from '../../components/files/file-tools-provider.tsx';
import { entry } from '../../components/files/test-file-server.ts';
import { expectPermissionNotice, myRights, signInAdmin, signInLimitedTo } from '../../test/admin-rights.ts';
import { answer, type FakeAnswer, fakeApi, problem } from '../../test/fake-api.ts';
import { renderAt } from '../../test/render.tsx';
import { successes, tableRowOf } from '../../test/screen-queries.ts';
import ComplaintsPage from './pages/complaints-page.tsx';

const aComplaint = (Id: number, Title: string, more: Partial<Complaint> = {}): Complaint => ({
  Id,
  RideId: 40 + Id,
  Title,
  Message: 'The driver took a longer route and charged more.',
  Picture: '/uploads/complaints/receipt.png',
  CustomerId: 'c1',
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

/** The Complaint calls in memory, as the complaints module answers them to an administrator. */
function fakeComplaints(rights = myRights(), ...more: FakeAnswer[]) {
  const complaints = [
    aComplaint(1, 'Overcharged on the way to Lekki'),
    aComplaint(2, 'Driver was rude', {
      ComplaintStatus: ComplaintStatus.Resolved,
      ComplaintStatusName: 'Resolved',
      ComplaintDate: '2026-11-18T12:00:00.000Z',
      CarName: null,
      CarModel: null,
      CarYear: null,
      LicenseNumber: null,
      Amount: 1200.5,
      ResolvedByFirstname: 'Ada',
      ResolvedBySurname: 'Admin',
    }),
  ];
  const threads: Record<number, ComplaintFeedback[]> = {
    1: [
      {
        Id: 11,
        IsMine: false,
        Feedback: 'I also paid ₦500 in cash.',
        Picture: null,
        AddedDate: '2026-11-20T10:00:00.000Z',
        AddedBySurname: 'Okafor',
        AddedByFirstname: 'Ada',
      },
    ],
    2: [
      {
        Id: 21,
        IsMine: true,
        Feedback: 'We have spoken to the driver.',
        Picture: null,
        AddedDate: '2026-11-18T13:00:00.000Z',
        AddedBySurname: 'Admin',
        AddedByFirstname: 'Ada',
      },
    ],
  };
  const find = (id: number) => complaints.find((complaint) => complaint.Id === id);
  const resolve = (complaint: Complaint) =>
    Object.assign(complaint, {
      ComplaintStatus: ComplaintStatus.Resolved,
      ComplaintStatusName: 'Resolved',
      ResolvedByFirstname: 'Ada',
      ResolvedBySurname: 'Admin',
    });
  const api = fakeApi(
    rights,
    answer(calls.Complaint.GetComplaints, ({ query }) => {
      const keyword = (query.keyword ?? '').toLowerCase();
      const rows = complaints.filter(
        (row) =>
          row.Title.toLowerCase().includes(keyword) &&
          (!query.from || row.ComplaintDate.slice(0, 10) >= query.from) &&
          (!query.to || row.ComplaintDate.slice(0, 10) <= query.to),
      );
      return { rows, total: rows.length };
    }),
    answer(
      calls.Complaint.GetComplaint,
      ({ query }) => find(query.id) ?? problem(404, complaintTexts.noComplaint(query.id)),
    ),
    answer(calls.Complaint.GetComplaintFeedbacks, ({ query }) => {
      const rows = threads[query.id] ?? [];
      return { rows, total: rows.length };
    }),
    answer(calls.Complaint.RespondToComplaint, ({ body }) => {
      const complaint = find(body.ComplaintId)!;
      if (complaint.ComplaintStatus === ComplaintStatus.Resolved)
        return problem(409, complaintTexts.resolved);
      threads[complaint.Id]!.push({
        Id: 99,
        IsMine: true,
        Feedback: body.Feedback,
        Picture: body.Picture ?? null,
        AddedDate: '2026-11-21T08:00:00.000Z',
        AddedBySurname: 'Admin',
        AddedByFirstname: 'Ada',
      });
      resolve(complaint);
      return { Message: complaintTexts.responded };
    }),
    answer(calls.Complaint.CloseComplaint, ({ body }) => {
      resolve(find(body.Id)!);
      return { Message: complaintTexts.closed };
    }),
    ...more,
  );
  return { api, complaints };
}

/** The admin shell hosts the file tools (image viewer, file manager); so do these tests. */
const open = (page: ReactElement, at: string, route = '/admin/:page/:id') =>
  renderAt(<FileToolsProvider>{page}</FileToolsProvider>, at, { route });

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('Complaint Center', { timeout: 30_000 }, () => {
  beforeEach(() => signInAdmin());

  it('lists the complaints with the ride, its car and amount in naira and a status badge', async () => {
    fakeComplaints();
    open(<ComplaintsPage />, '/admin/complaints', '/admin/:page');
    const pending = await tableRowOf('Overcharged on the way to Lekki');
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      '#',
      'Title',
      'Customer',
      'Driver',
      'Car',
      'Amount (₦)',
      'Date',
      'Status',
      'Actions',
    ]);
    const [number, title, customer, driver, car, amount, , status, actions] = cellsOf(pending);
    expect([number, title, customer, driver, car, amount, status, actions]).toEqual([
      '1',
      'Overcharged on the way to Lekki',
      'Ada Okafor',
      'Bola Eze',
      'Toyota Corolla 2019 (LAG-123-AB)',
      '2,500',
      'Pending',
      'View',
    ]);
    const resolved = cellsOf(await tableRowOf('Driver was rude'));
    expect([resolved[4], resolved[5], resolved[7]]).toEqual(['—', '1,200.5', 'Resolved']);
  });

  it('sends the keyword, From and To to GetComplaints', async () => {
    const { api } = fakeComplaints();
    open(<ComplaintsPage />, '/admin/complaints?keyword=rude&from=2026-11-01&to=2026-11-19', '/admin/:page');
    await tableRowOf('Driver was rude');
    expect(screen.queryByRole('cell', { name: 'Overcharged on the way to Lekki' })).not.toBeInTheDocument();
    const query = api.sentTo(calls.Complaint.GetComplaints).at(-1)?.query;
    expect([query?.get('keyword'), query?.get('from'), query?.get('to')]).toEqual([
      'rude',
      '2026-11-01',
      '2026-11-19',
    ]);
  });

  it("opens a complaint's page from View: the complaint, its picture, its ride and the thread", async () => {
    fakeComplaints();
    const { user, location } = open(<ComplaintsPage />, '/admin/complaints', '/admin/:page/:id?');
    await user.click(
      within(await tableRowOf('Overcharged on the way to Lekki')).getByRole('button', { name: 'View' }),
    );
    expect(location().pathname).toBe('/admin/complaints/1');
    expect(
      await screen.findByRole('heading', { name: 'Overcharged on the way to Lekki' }),
    ).toBeInTheDocument();
    expect(screen.getByText('The driver took a longer route and charged more.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ride #41' })).toHaveAttribute('href', '/admin/otherrides/41');
    expect(screen.getByRole('button', { name: "View the complaint's picture" })).toBeInTheDocument();
    const thread = await screen.findByRole('list', { name: 'Responses' });
    expect(within(thread).getByText('I also paid ₦500 in cash.')).toBeInTheDocument();
    expect(within(thread).queryByText('You')).not.toBeInTheDocument();
  });

  it('asks for the Feedback before sending; a response joins the thread, resolves the complaint and says so', async () => {
    const { api } = fakeComplaints();
    const { user, fill } = open(<ComplaintsPage />, '/admin/complaints/1');
    await user.click(await screen.findByRole('button', { name: 'Respond' }));
    const feedback = screen.getByRole('textbox', { name: /^Feedback/ });
    await waitFor(() => expect(feedback).toHaveAccessibleDescription('Enter Feedback'));
    expect(api.sentTo(calls.Complaint.RespondToComplaint)).toEqual([]);

    await fill(feedback, 'We have refunded the difference to your wallet.');
    await user.click(screen.getByRole('button', { name: 'Respond' }));
    await waitFor(() =>
      expect(successes()).toEqual(['You have reponded to the complaint successfully. Thank you']),
    );
    expect(api.sentTo(calls.Complaint.RespondToComplaint).map((request) => request.body)).toEqual([
      { ComplaintId: 1, Feedback: 'We have refunded the difference to your wallet.', Picture: null },
    ]);
    const thread = screen.getByRole('list', { name: 'Responses' });
    await waitFor(() =>
      expect(within(thread).getByText('We have refunded the difference to your wallet.')).toBeInTheDocument(),
    );
    // Oldest first: the rider's message, then the response, marked as the signed-in person's.
    expect(
      within(thread)
        .getAllByRole('listitem')
        .map((entry) => entry.textContent),
    ).toEqual([expect.stringContaining('I also paid ₦500 in cash.'), expect.stringContaining('You')]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Respond' })).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Close Complaint' })).not.toBeInTheDocument();
    expect(screen.getByText('Resolved')).toBeInTheDocument();
  });

  it('sends a picture chosen in the file manager with the response', async () => {
    const files = [entry('refund-receipt.png', '')];
    const { api } = fakeComplaints(
      myRights(),
      answer(calls.FileUpload.GetFiles, () => ({ rows: files, total: files.length })),
    );
    const { user, fill } = open(<ComplaintsPage />, '/admin/complaints/1');
    await fill(await screen.findByRole('textbox', { name: /^Feedback/ }), 'Receipt attached.');
    await user.click(screen.getByRole('button', { name: 'Use existing files for Picture' }));
    const manager = await screen.findByRole('dialog', { name: 'File Manager' });
    await user.click(await within(manager).findByRole('button', { name: 'Insert refund-receipt.png' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Respond' }));
    await waitFor(() => expect(successes()).toEqual([complaintTexts.responded]));
    expect(api.sentTo(calls.Complaint.RespondToComplaint).map((request) => request.body)).toEqual([
      { ComplaintId: 1, Feedback: 'Receipt attached.', Picture: '/uploads/refund-receipt.png' },
    ]);
    expect(
      await screen.findByRole('button', { name: "View the picture of Ada Admin's response" }),
    ).toBeInTheDocument();
  });

  it("shows the server's refusal of the Feedback under its field", async () => {
    fakeComplaints(
      myRights(),
      answer(calls.Complaint.RespondToComplaint, () =>
        problem(400, 'One or more validation errors occurred.', {
          Feedback: ['Feedback must be at most 2000 characters'],
        }),
      ),
    );
    const { user, fill } = open(<ComplaintsPage />, '/admin/complaints/1');
    await fill(await screen.findByRole('textbox', { name: /^Feedback/ }), 'Sorry about that.');
    await user.click(screen.getByRole('button', { name: 'Respond' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^Feedback/ })).toHaveAccessibleDescription(
        'Feedback must be at most 2000 characters',
      ),
    );
  });

  it('closes a complaint after the prompt; the form is gone', async () => {
    const { api } = fakeComplaints();
    const { user } = open(<ComplaintsPage />, '/admin/complaints/1');
    await user.click(await screen.findByRole('button', { name: 'Close Complaint' }));
    const prompt = await screen.findByRole('dialog');
    expect(prompt).toHaveTextContent(
      'Are you sure, you want to close this complaint (Overcharged on the way to Lekki)?',
    );
    await user.click(within(prompt).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(successes()).toEqual([complaintTexts.closed]));
    expect(api.sentTo(calls.Complaint.CloseComplaint).map((request) => request.body)).toEqual([{ Id: 1 }]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Respond' })).not.toBeInTheDocument());
    expect(screen.queryByRole('textbox', { name: /^Feedback/ })).not.toBeInTheDocument();
  });

  it('shows a Resolved complaint with its resolver and thread, without the form or Close', async () => {
    fakeComplaints();
    open(<ComplaintsPage />, '/admin/complaints/2');
    expect(await screen.findByRole('heading', { name: 'Driver was rude' })).toBeInTheDocument();
    expect(screen.getByText('Resolved By').nextElementSibling).toHaveTextContent('Ada Admin');
    const thread = await screen.findByRole('list', { name: 'Responses' });
    expect(within(thread).getByText('You')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Respond' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close Complaint' })).not.toBeInTheDocument();
  });

  it('shows the complaint but no form to someone who may only view complaints', async () => {
    fakeComplaints(signInLimitedTo({ [Endpoint.Complaint]: { CanView: true } }));
    open(<ComplaintsPage />, '/admin/complaints/1');
    expect(
      await screen.findByRole('heading', { name: 'Overcharged on the way to Lekki' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Respond' })).not.toBeInTheDocument();
  });

  it('shows the notice, and asks for no complaint, to someone without the Complaint endpoint', async () => {
    const { api } = fakeComplaints(signInLimitedTo({ [Endpoint.Ride]: { CanView: true } }));
    open(<ComplaintsPage />, '/admin/complaints', '/admin/:page');
    await expectPermissionNotice(api, calls.Complaint.GetComplaints);
  });
});
