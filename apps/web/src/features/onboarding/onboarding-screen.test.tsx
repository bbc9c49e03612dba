import { screen, waitFor } from '@testing-library/react';
import { Endpoint, type ReviewQueueItem } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { beforeEach, describe, expect, it } from 'vitest';
import { FileToolsProvider } from '../../components/files/file-tools-provider.tsx';
import { alertStore } from '../../lib/alerts.ts';
import { myRights, signInAdmin } from '../../test/admin-rights.ts';
import { answer, fakeApi, problem } from '../../test/fake-api.ts';
import { renderAt } from '../../test/render.tsx';
import { successes } from '../../test/screen-queries.ts';
import OnboardingPage from './pages/onboarding-page.tsx';

const aCar = (CarId: number, name: string, day: number): ReviewQueueItem => ({
  Kind: 'Car',
  CarId,
  UserId: `d${CarId}`,
  Title: `${name} Corolla (LAG-${CarId}00-KJ)`,
  DriverFullName: 'Chidi Okafor',
  DriverEmail: `driver${CarId}@example.com`,
  DriverPhone: '08035550102',
  Facts: [{ Label: 'Year', Value: '2021' }],
  Documents: [
    { Name: 'Car Licence', FilePath: `/uploads/Cars/licence-${CarId}.png`, ExpiryDate: '2099-12-31' },
    { Name: 'Insurance', FilePath: `/uploads/Cars/insurance-${CarId}.pdf`, ExpiryDate: '2099-06-30' },
    { Name: 'Road Worthiness', FilePath: null, ExpiryDate: null },
  ],
  WaitingSince: `2026-11-0${day}T09:00:00.000Z`,
});
/** An account id as the calls check it (a UUID). */
const LICENCE_HOLDER = '5b0e7c1e-6a4f-4a53-9a43-0f1f5c2d7e10';
const aLicence: ReviewQueueItem = {
  ...aCar(9, 'unused', 4),
  Kind: 'Licence',
  CarId: null,
  UserId: LICENCE_HOLDER,
  Title: "Driver's Licence of Ngozi Eze",
  Documents: [{ Name: "Driver's Licence", FilePath: '/uploads/licence.png', ExpiryDate: '2099-01-31' }],
};

/** The queue and its actions in memory, as the server answers them; `taken` cars were approved by someone else. */
function fakeQueue({ taken = [] as number[], rights = myRights() } = {}) {
  const queue = [aCar(1, 'Toyota', 1), aCar(2, 'Honda', 2), aCar(3, 'Kia', 3), aLicence];
  const leave = (key: number | string) =>
    queue.splice(
      queue.findIndex((item) => (item.CarId ?? item.UserId) === key),
      1,
    );
  const api = fakeApi(
    rights,
    answer(calls.Onboarding.GetReviewQueue, () => ({ rows: [...queue], total: queue.length })),
    answer(calls.CarDetail.ApproveCarDetail, ({ body }) => {
      leave(body.Id);
      if (taken.includes(body.Id))
        return problem(
          409,
          'This car is Approved; only a Pending, Require Extra Information or Suspended car can be approved.',
        );
      return {} as never;
    }),
    answer(calls.CarDetail.MarkAsIncompleteCarDetail, ({ body }) => {
      leave(body.Id);
      return {} as never;
    }),
    answer(calls.Account.ApproveLicense, ({ body }) => {
      leave(body.Id);
      return { Message: "The driver's licence of Ngozi Eze has been approved" };
    }),
    answer(calls.Account.MarkLicenseIncomplete, ({ body }) => {
      leave(body.Id);
      return { Message: "The driver's licence of Ngozi Eze has been marked as incomplete" };
    }),
  );
  return api;
}

const open = () =>
  renderAt(
    <FileToolsProvider>
      <OnboardingPage />
    </FileToolsProvider>,
    '/admin/onboarding',
    { withAlerts: true },
  );
const showing = (title: string) => screen.findByRole('heading', { name: title });

describe('Onboarding queue', { timeout: 30_000 }, () => {
  beforeEach(() => {
    signInAdmin();
    alertStore.clear();
  });

  it('shows the oldest record with its papers, expiry dates and data, and the keys on the buttons', async () => {
    fakeQueue();
    open();
    await showing('Toyota Corolla (LAG-100-KJ)');
    expect(screen.getByText(/Awaiting review/)).toHaveTextContent('Awaiting review: 4');
    expect(screen.getByRole('img', { name: 'Car Licence' })).toHaveAttribute(
      'src',
      '/uploads/Cars/licence-1.png',
    );
    expect(screen.getByRole('link', { name: 'Open the Insurance (PDF)' })).toHaveAttribute(
      'href',
      '/uploads/Cars/insurance-1.pdf',
    );
    expect(screen.getByText('Not uploaded')).toBeInTheDocument();
    expect(screen.getByText('Expires 31 Dec 2099')).toBeInTheDocument();
    expect(screen.getByText('driver1@example.com')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Approve\s?A$/ })).toHaveAttribute('aria-keyshortcuts', 'A');
    expect(screen.getByRole('button', { name: /^Mark as Incomplete\s?I$/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: /^Skip\s?S$/ })).toBeEnabled();
  });

  it('approves with A and moves on; S skips without a call, the skipped record coming back at the end', async () => {
    const api = fakeQueue();
    const { user } = open();
    await showing('Toyota Corolla (LAG-100-KJ)');
    await user.keyboard('a');
    await showing('Honda Corolla (LAG-200-KJ)');
    expect(api.sentTo(calls.CarDetail.ApproveCarDetail).map((sent) => sent.body)).toEqual([{ Id: 1 }]);
    expect(successes()).toContain('The car Toyota Corolla (LAG-100-KJ) has been approved');
    await user.keyboard('s');
    await showing('Kia Corolla (LAG-300-KJ)');
    await user.keyboard('s');
    await showing("Driver's Licence of Ngozi Eze");
    await user.keyboard('a');
    await showing('Honda Corolla (LAG-200-KJ)');
    expect(api.sentTo(calls.Account.ApproveLicense).map((sent) => sent.body)).toEqual([
      { Id: LICENCE_HOLDER },
    ]);
    expect(api.sentTo(calls.CarDetail.ApproveCarDetail)).toHaveLength(1);
  });

  it('keeps the keys from acting on the record while one of its pictures is open in the viewer', async () => {
    const api = fakeQueue();
    const { user } = open();
    await showing('Toyota Corolla (LAG-100-KJ)');
    await user.click(screen.getByRole('button', { name: 'View the Car Licence' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await user.keyboard('as');
    expect(api.sentTo(calls.CarDetail.ApproveCarDetail)).toEqual([]);
    expect(screen.getByRole('heading', { name: 'Toyota Corolla (LAG-100-KJ)' })).toBeInTheDocument();
  });

  it('asks for the reason with I; typing it approves and skips nothing; an empty one is refused', async () => {
    const api = fakeQueue();
    const { user } = open();
    await showing('Toyota Corolla (LAG-100-KJ)');
    await user.keyboard('i');
    const reason = await screen.findByRole('textbox', { name: /Reason/ });
    expect(reason).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Mark as Incomplete' }));
    expect(await screen.findByText('Reason is required')).toBeInTheDocument();
    await user.type(reason, 'Insurance is blurred; send it again as a scan');
    await user.click(screen.getByRole('button', { name: 'Mark as Incomplete' }));
    await showing('Honda Corolla (LAG-200-KJ)');
    expect(api.sentTo(calls.CarDetail.MarkAsIncompleteCarDetail).map((sent) => sent.body)).toEqual([
      { Id: 1, Message: 'Insurance is blurred; send it again as a scan' },
    ]);
    expect(api.sentTo(calls.CarDetail.ApproveCarDetail)).toEqual([]);
    expect(successes()).toContain('The car Toyota Corolla (LAG-100-KJ) has been marked as incomplete');
  });

  it('marks a licence as incomplete with I and its reason (3 characters at least), and moves on', async () => {
    const api = fakeQueue();
    const { user } = open();
    await showing('Toyota Corolla (LAG-100-KJ)');
    await user.keyboard('sss');
    await showing("Driver's Licence of Ngozi Eze");
    expect(screen.getByRole('button', { name: /^Mark as Incomplete\s?I$/ })).toBeEnabled();
    expect(screen.queryByText(/approve it, or skip it/)).not.toBeInTheDocument();
    await user.keyboard('i');
    const reason = await screen.findByRole('textbox', { name: /Reason/ });
    await user.type(reason, 'ab');
    await user.click(screen.getByRole('button', { name: 'Mark as Incomplete' }));
    expect(await screen.findByText('Reason must be at least 3 characters')).toBeInTheDocument();
    expect(api.sentTo(calls.Account.MarkLicenseIncomplete)).toEqual([]);
    await user.clear(reason);
    await user.type(reason, 'The picture is blurred');
    await user.click(screen.getByRole('button', { name: 'Mark as Incomplete' }));
    await showing('Toyota Corolla (LAG-100-KJ)');
    expect(api.sentTo(calls.Account.MarkLicenseIncomplete).map((sent) => sent.body)).toEqual([
      { Id: LICENCE_HOLDER, Reason: 'The picture is blurred' },
    ]);
    expect(api.sentTo(calls.Account.ApproveLicense)).toEqual([]);
    expect(successes()).toContain("The driver's licence of Ngozi Eze has been marked as incomplete");
  });

  it('shows the 409 of a car another administrator approved first, and moves on', async () => {
    fakeQueue({ taken: [1] });
    const { user } = open();
    await showing('Toyota Corolla (LAG-100-KJ)');
    await user.keyboard('a');
    await showing('Honda Corolla (LAG-200-KJ)');
    await waitFor(() =>
      expect(alertStore.get().map((alert) => alert.message)).toContainEqual(
        expect.stringContaining('This car is Approved'),
      ),
    );
  });

  it('refuses someone who may approve neither cars nor licences, and asks for no queue', async () => {
    signInAdmin({ full: false });
    const api = fakeQueue({ rights: myRights({ [Endpoint.CarDetail]: { CanView: true } }) });
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent(/approving licences Account edit/);
    expect(api.sentTo(calls.Onboarding.GetReviewQueue)).toEqual([]);
  });
});
