import { act, screen, waitFor, within } from '@testing-library/react';
import {
  bulkTexts,
  type EmailDetail,
  Endpoint,
  MESSAGE_POLL_MS,
  MessageStatus,
  messageStatusNames,
  messageTexts,
  type SmsDetail,
} from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALERT_AUTO_CLOSE_MS, alertStore } from '../../lib/alerts.ts';
import { expectPermissionNotice, myRights, signInAdmin, signInLimitedTo } from '../../test/admin-rights.ts';
import { answer, fakeApi } from '../../test/fake-api.ts';
import { answerBulk } from '../../test/fake-bulk.ts';
import { problem } from '../../test/mock-api.ts';
import { renderAt } from '../../test/render.tsx';
import { successes, tableRowOf } from '../../test/screen-queries.ts';
import { instantOf } from './message-filters.ts';
import EmailsPage from './pages/emails-page.tsx';
import SmsPage from './pages/sms-page.tsx';

const ids = {
  bola: '0c6a1f8e-7d53-4b8e-9a0e-2f3c4d5e6f71',
  chidi: '1d7b2a9f-8e64-4c9f-8b1f-3a4d5e6f7a82',
  ada: '2e8c3b0a-9f75-4da0-9c2a-4b5e6f7a8b93',
};

const status = (Status: 1 | 2 | 3) => ({
  Status,
  StatusName: messageStatusNames[Status],
  IsSent: Status === MessageStatus.Sent,
  IsPending: Status === MessageStatus.Pending,
});

const anEmail = (Id: string, Emailaddresses: string, Status: 1 | 2 | 3, more: Partial<EmailDetail> = {}) => ({
  Id,
  Emailaddresses,
  TypeName: 'Password Reset',
  Subject: 'Your code to set a new password',
  Date: '2026-11-20T09:15:00.000Z',
  Message: '<p>Your code is ******.</p>',
  SentDate: Status === MessageStatus.Sent ? '2026-11-20T09:15:05.000Z' : null,
  ...status(Status),
  ...more,
});

const reasons: Record<string, string> = {
  [ids.bola]: '550 5.1.1 <bola@example.com>: Recipient address rejected: User unknown',
};

/** The Message area in memory: three e-mails (failed, sent, pending) and one failed SMS. */
function fakeMessages(rightsAnswer = myRights()) {
  const emails: EmailDetail[] = [
    anEmail(ids.bola, 'bola@example.com', MessageStatus.Failed),
    anEmail(ids.chidi, 'chidi@example.com', MessageStatus.Sent, {
      TypeName: 'New Account',
      Subject: 'Welcome',
    }),
    anEmail(ids.ada, 'ada@example.com', MessageStatus.Pending),
  ];
  const sms: SmsDetail[] = [
    {
      Id: ids.bola,
      MobileNumbers: '+2348031234567',
      TypeName: 'Ride Receipt',
      Message: 'You paid N2,500 for your ride',
      Date: '2026-11-21T10:00:00.000Z',
      SentDate: null,
      DeliveredDate: null,
      ...status(MessageStatus.Failed),
    },
  ];
  const byId = (id: string) => emails.find((row) => row.Id === id);
  const setStatus = (id: string, Status: 1 | 2 | 3) => Object.assign(byId(id)!, status(Status));
  const api = fakeApi(
    rightsAnswer,
    answer(calls.Message.GetEmails, ({ query }) => {
      const rows = emails
        .filter((row) => !query.messageStatus || row.Status === query.messageStatus)
        .filter((row) => row.Emailaddresses.includes(query.keyword ?? ''))
        .map(({ Message: _, SentDate: __, ...row }) => row);
      return { rows, total: rows.length };
    }),
    answer(calls.Message.GetSMSs, () => ({
      rows: sms.map(({ SentDate: _, ...row }) => row),
      total: sms.length,
    })),
    answer(
      calls.Message.GetEmail,
      ({ query }) => byId(query.id) ?? problem(404, messageTexts.noMessage(query.id)),
    ),
    answer(calls.Message.GetMessageStatus, () => ({
      rows: Object.entries(messageStatusNames).map(([Id, Name]) => ({ Id: Number(Id), Name })),
      total: 3,
    })),
    answer(
      calls.Message.GetFailureReasonForEmail,
      ({ query }) => reasons[query.id] ?? messageTexts.noFailure,
    ),
    answer(calls.Message.ResendEmail, ({ body }) => {
      const row = byId(body.Id)!;
      // Chidi's welcome carried a one-time code: it is never sent again.
      if (row.Id === ids.chidi) return problem(409, messageTexts.carriedCode);
      if (row.IsPending) return problem(409, messageTexts.notResendable(row.StatusName));
      setStatus(body.Id, MessageStatus.Pending);
      return { Message: messageTexts.resent };
    }),
    answerBulk(calls.Message.BulkResendEmail, (id: string) => {
      if (id === ids.chidi) return messageTexts.carriedCode;
      setStatus(id, MessageStatus.Pending);
    }),
    answer(calls.Message.ResendAllFailedEmail, () => {
      const failed = emails.filter((row) => row.Status === MessageStatus.Failed);
      for (const row of failed) setStatus(row.Id, MessageStatus.Pending);
      return { Message: messageTexts.resentAll(failed.length) };
    }),
  );
  return { api, setStatus };
}

/** A row's cells after the bulk actions' check box (issue 32), which leads a row for whom may resend. */
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .filter((cell) => !within(cell).queryByRole('checkbox'))
    .map((cell) => cell.textContent);

const confirm = async (user: ReturnType<typeof renderAt>['user'], prompt: string) => {
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent(prompt);
  await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
};

const alerts = (type: string) =>
  alertStore
    .get()
    .filter((alert) => alert.type === type)
    .map((alert) => alert.message);

describe('E-mail and SMS activity', { timeout: 20_000 }, () => {
  beforeEach(() => signInAdmin());
  afterEach(() => vi.useRealTimers());

  it('resends the chosen e-mails together after one prompt, and reports the one it could not (issue 32)', async () => {
    const { api } = fakeMessages();
    const { user } = renderAt(<EmailsPage />, '/admin/emails');
    await user.click(await screen.findByRole('checkbox', { name: 'Select bola@example.com' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select chidi@example.com' }));
    const bar = await screen.findByRole('region', { name: 'Bulk actions' });
    await user.click(within(bar).getByRole('button', { name: 'Resend' }));
    const prompt = (await screen.findByText(bulkTexts.confirm('resend', 2, 'e-mails'))).closest(
      '[role="dialog"]',
    );
    await user.click(within(prompt as HTMLElement).getByRole('button', { name: 'Yes' }));
    const report = await screen.findByRole('dialog', { name: 'Resend: the report' });
    expect(within(report).getByText('1 of 2 e-mails done.')).toBeInTheDocument();
    expect(within(report).getByRole('listitem')).toHaveTextContent(
      `chidi@example.com: ${messageTexts.carriedCode}`,
    );
    expect(api.sentTo(calls.Message.BulkResendEmail).map((sent) => sent.body)).toEqual([
      { Ids: [ids.bola, ids.chidi] },
    ]);
    await waitFor(async () =>
      expect(cellsOf(await tableRowOf('bola@example.com')).slice(4)).toEqual(['Pending', '']),
    );
  });

  it('lists the e-mails: recipient(s), Type, Subject, Sent On, Status, with Resend where it applies', async () => {
    const { api } = fakeMessages();
    renderAt(<EmailsPage />, '/admin/emails');
    const bola = await tableRowOf('bola@example.com');
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      // Issue 32: the bulk actions' check box column, named by its box ('Select all on this page').
      '',
      'Recipient(s)',
      'Type',
      'Subject',
      'Sent On',
      'Status',
      'Actions',
    ]);
    expect(cellsOf(bola)).toEqual([
      'bola@example.com',
      'Password Reset',
      'Your code to set a new password',
      expect.stringMatching(/^20 Nov 2026, \d{1,2}:\d{2} [AP]M$/),
      'Failed',
      'Why?Resend',
    ]);
    expect(cellsOf(await tableRowOf('chidi@example.com')).slice(4)).toEqual(['Sent', 'Resend']);
    // A pending message cannot be sent again yet.
    expect(cellsOf(await tableRowOf('ada@example.com')).slice(4)).toEqual(['Pending', '']);
    expect(api.sentTo(calls.Message.GetEmails)[0]?.query.toString()).toBe('page=0&pageSize=20');
    expect(screen.getByRole('button', { name: 'Resend All Failed' })).toBeInTheDocument();
  });

  it('sends the status, From and To (as instants) and keyword filters as the query', async () => {
    const { api } = fakeMessages();
    const { user } = renderAt(
      <EmailsPage />,
      '/admin/emails?from=2026-11-01+08:00:00&to=2026-11-26+17:30:00&keyword=bola',
    );
    await tableRowOf('bola@example.com');
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Failed' }));
    await waitFor(() =>
      expect(Object.fromEntries(api.sentTo(calls.Message.GetEmails).at(-1)!.query)).toEqual({
        keyword: 'bola',
        page: '0',
        pageSize: '20',
        messageStatus: '3',
        from: new Date('2026-11-01T08:00:00').toISOString(),
        to: new Date('2026-11-26T17:30:00').toISOString(),
      }),
    );
    expect(screen.getByRole('button', { name: 'From' })).toHaveTextContent('1 Nov 2026 08:00');
    expect(screen.getByRole('button', { name: 'To' })).toHaveTextContent('26 Nov 2026 17:30');
  });

  it('reads a date-time as local time, and leaves a bare date or an instant as it is', () => {
    expect(instantOf('2026-11-01 08:00:00')).toBe(new Date(2026, 10, 1, 8).toISOString());
    expect(instantOf('2026-11-01')).toBe('2026-11-01');
    expect(instantOf('2026-11-01T08:00:00Z')).toBe('2026-11-01T08:00:00Z');
    expect(instantOf(null)).toBeUndefined();
  });

  it('resends a failed e-mail after the prompt, then looks at it every 5 s until it is no longer pending', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { api, setStatus } = fakeMessages();
    const { user } = renderAt(<EmailsPage />, '/admin/emails', {
      advanceTimers: vi.advanceTimersByTime,
    });
    await user.click(within(await tableRowOf('bola@example.com')).getByRole('button', { name: 'Resend' }));
    await confirm(user, 'Are you sure, you want to resend this e-mail (bola@example.com)?');
    await waitFor(() => expect(successes()).toEqual([messageTexts.resent]));
    expect(api.sentTo(calls.Message.ResendEmail).map((request) => request.body)).toEqual([{ Id: ids.bola }]);
    await waitFor(async () =>
      expect(cellsOf(await tableRowOf('bola@example.com')).slice(4)).toEqual(['Pending', '']),
    );
    await waitFor(() => expect(api.sentTo(calls.Message.GetEmail)).toHaveLength(1));
    expect(api.sentTo(calls.Message.GetEmail)[0]?.query.get('id')).toBe(ids.bola);

    // Still pending 5 s later: looked at again, still Pending.
    await act(() => vi.advanceTimersByTimeAsync(MESSAGE_POLL_MS));
    await waitFor(() => expect(api.sentTo(calls.Message.GetEmail)).toHaveLength(2));
    expect(cellsOf(await tableRowOf('bola@example.com')).slice(4)).toEqual(['Pending', '']);

    setStatus(ids.bola, MessageStatus.Sent);
    const listLoads = api.sentTo(calls.Message.GetEmails).length;
    await act(() => vi.advanceTimersByTimeAsync(MESSAGE_POLL_MS));
    await waitFor(async () =>
      expect(cellsOf(await tableRowOf('bola@example.com')).slice(4)).toEqual(['Sent', 'Resend']),
    );
    // The row was updated from GetEmail, not by reloading the list; and no more looks once Sent.
    expect(api.sentTo(calls.Message.GetEmails)).toHaveLength(listLoads);
    await act(() => vi.advanceTimersByTimeAsync(MESSAGE_POLL_MS * 2));
    expect(api.sentTo(calls.Message.GetEmail)).toHaveLength(3);
  });

  it('shows a refused resend in the error alert and watches nothing', async () => {
    const { api } = fakeMessages();
    const { user } = renderAt(<EmailsPage />, '/admin/emails');
    await user.click(within(await tableRowOf('chidi@example.com')).getByRole('button', { name: 'Resend' }));
    await confirm(user, 'Are you sure, you want to resend this e-mail (chidi@example.com)?');
    await waitFor(() => expect(alerts('Error')).toEqual([messageTexts.carriedCode]));
    expect(api.sentTo(calls.Message.GetEmail)).toEqual([]);
  });

  it("shows a failed e-mail's reason in a warning that does not close by itself", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { api } = fakeMessages();
    const { user } = renderAt(<EmailsPage />, '/admin/emails', {
      advanceTimers: vi.advanceTimersByTime,
      withAlerts: true,
    });
    await user.click(within(await tableRowOf('bola@example.com')).getByRole('button', { name: 'Why?' }));
    const shown = `The e-mail to bola@example.com failed: ${reasons[ids.bola]}`;
    await waitFor(() => expect(alerts('Warning')).toEqual([shown]));
    expect(api.sentTo(calls.Message.GetFailureReasonForEmail)[0]?.query.get('id')).toBe(ids.bola);
    await act(() => vi.advanceTimersByTimeAsync(ALERT_AUTO_CLOSE_MS * 2));
    expect(screen.getByText(shown)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Close alert' }));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.queryByText(shown)).not.toBeInTheDocument();
  });

  it("Resend All Failed without both dates says 'Date Range is required' and sends nothing", async () => {
    const { api } = fakeMessages();
    const { user } = renderAt(<EmailsPage />, '/admin/emails?from=2026-11-01+00:00:00');
    await tableRowOf('bola@example.com');
    await user.click(screen.getByRole('button', { name: 'Resend All Failed' }));
    await waitFor(() => expect(alerts('Error')).toEqual(['Date Range is required']));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.sentTo(calls.Message.ResendAllFailedEmail)).toEqual([]);
  });

  it('Resend All Failed sends the From–To range after the prompt and shows the count', async () => {
    const { api } = fakeMessages();
    const { user } = renderAt(
      <EmailsPage />,
      '/admin/emails?from=2026-11-01+00:00:00&to=2026-11-26+23:59:00',
    );
    await tableRowOf('bola@example.com');
    await user.click(screen.getByRole('button', { name: 'Resend All Failed' }));
    await confirm(
      user,
      'Are you sure, you want to resend the failed e-mails of this date range (1 Nov 2026, 12:00 AM – 26 Nov 2026, 11:59 PM)?',
    );
    await waitFor(() => expect(successes()).toEqual(['1 message(s) will be sent again']));
    expect(api.sentTo(calls.Message.ResendAllFailedEmail).map((request) => request.body)).toEqual([
      { From: new Date(2026, 10, 1).toISOString(), To: new Date(2026, 10, 26, 23, 59).toISOString() },
    ]);
    // The list is read again: the failed one is pending now.
    await waitFor(async () =>
      expect(cellsOf(await tableRowOf('bola@example.com')).slice(4)).toEqual(['Pending', '']),
    );
  });

  it('lists the SMS with their mobile numbers and Message', async () => {
    const { api } = fakeMessages();
    renderAt(<SmsPage />, '/admin/sms');
    const row = await tableRowOf('+2348031234567');
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      // Issue 32: the bulk actions' check box column, named by its box ('Select all on this page').
      '',
      'Recipient(s)',
      'Type',
      'Message',
      'Sent On',
      'Status',
      'Actions',
    ]);
    expect(cellsOf(row).slice(0, 3)).toEqual([
      '+2348031234567',
      'Ride Receipt',
      'You paid N2,500 for your ride',
    ]);
    expect(api.sentTo(calls.Message.GetEmails)).toEqual([]);
  });

  it('offers no Resend to someone who may only view messages', async () => {
    fakeMessages(signInLimitedTo({ [Endpoint.Message]: { CanView: true } }));
    renderAt(<EmailsPage />, '/admin/emails');
    expect(cellsOf(await tableRowOf('bola@example.com')).slice(4)).toEqual(['Failed', 'Why?']);
    expect(screen.queryByRole('button', { name: 'Resend All Failed' })).not.toBeInTheDocument();
  });

  it('shows the notice, and asks for no message, to someone without the Message endpoint', async () => {
    const { api } = fakeMessages(signInLimitedTo({ [Endpoint.Ride]: { CanView: true } }));
    renderAt(<EmailsPage />, '/admin/emails');
    await expectPermissionNotice(api, calls.Message.GetEmails);
  });
});
