import { screen, waitFor, within } from '@testing-library/react';
import {
  awardActionNames,
  CURRENCY_SIGN,
  Endpoint,
  type ReferralAward,
  referralTexts,
} from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectPermissionNotice, myRights, signInAdmin, signInLimitedTo } from '../../test/admin-rights.ts';
import { answer, fakeApi } from '../../test/fake-api.ts';
import { problem } from '../../test/mock-api.ts';
import { renderAt } from '../../test/render.tsx';
import { successes, tableRowOf } from '../../test/screen-queries.ts';
import ReferralAwardsPage from './pages/referral-awards-page.tsx';

const anAward = (Id: number, AwardTitle: string, more: Partial<ReferralAward> = {}): ReferralAward => ({
  Id,
  AwardAction: 1,
  AwardActionName: awardActionNames[1],
  AwardTitle,
  AwardPageURL: `https://wayfare.example/awards/${Id}`,
  StartDate: '2026-05-01T00:00:00.000Z',
  EndDate: '2026-05-31T23:59:59.999Z',
  StartDateIsoString: '2026-05-01T00:00:00.000Z',
  EndDateIsoString: '2026-05-31T23:59:59.999Z',
  HasRaffleDraw: false,
  IsCash: true,
  Amount: 5000,
  CurrencySign: CURRENCY_SIGN,
  IsActive: true,
  ...more,
});

/** The Referral calls in memory, as the referrals module answers them. */
function fakeReferrals(rightsAnswer = myRights()) {
  const awards: ReferralAward[] = [
    anAward(1, 'Refer a friend'),
    anAward(2, 'Festive raffle', { IsCash: false, Amount: 0, HasRaffleDraw: true, IsActive: false }),
  ];
  const saved = (
    body: Omit<
      ReferralAward,
      'Id' | 'AwardActionName' | 'CurrencySign' | 'IsActive' | 'StartDate' | 'EndDate'
    >,
    Id: number,
    IsActive = true,
  ): ReferralAward => ({
    ...anAward(Id, body.AwardTitle),
    ...body,
    Id,
    IsActive,
    StartDate: body.StartDateIsoString,
    EndDate: body.EndDateIsoString,
  });
  const find = (Id: number) => awards.find((award) => award.Id === Id)!;
  const api = fakeApi(
    rightsAnswer,
    answer(calls.Referral.GetReferralAwards, ({ query }) => {
      const rows = awards.filter((row) =>
        row.AwardTitle.toLowerCase().includes((query.keyword ?? '').toLowerCase()),
      );
      return { rows, total: rows.length };
    }),
    answer(calls.Referral.GetAwardActions, () => ({
      rows: [{ Id: 1, Name: awardActionNames[1] }],
      total: 1,
    })),
    answer(calls.Referral.CreateReferralAward, ({ body }) => {
      if (body.EndDateIsoString < body.StartDateIsoString)
        return problem(400, 'Date must be greater than 2026-07-10', {
          EndDateIsoString: ['Date must be greater than 2026-07-10'],
        });
      const row = saved(body, 3);
      awards.push(row);
      return row;
    }),
    answer(calls.Referral.UpdateReferralAward, ({ body }) => {
      const row = saved(body, body.Id, find(body.Id).IsActive);
      awards.splice(awards.indexOf(find(body.Id)), 1, row);
      return row;
    }),
    answer(calls.Referral.SuspendReferralAward, ({ body }) => {
      const award = find(body.Id);
      if (!award.IsActive) return problem(409, referralTexts.alreadySuspended(award.AwardTitle));
      award.IsActive = false;
      return { Message: referralTexts.suspended(award.AwardTitle) };
    }),
    answer(calls.Referral.ActivateReferralAward, ({ body }) => {
      const award = find(body.Id);
      award.IsActive = true;
      return { Message: referralTexts.activated(award.AwardTitle) };
    }),
    answer(calls.Referral.DeletePackageAddon, ({ body }) => {
      const award = find(body.Id);
      awards.splice(awards.indexOf(award), 1);
      return { Message: referralTexts.deleted(award.AwardTitle) };
    }),
  );
  return { api, awards };
}

const field = (name: string) => screen.getByLabelText(new RegExp(`^${name.replace(/[()]/g, '\\$&')}`));
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('Referral awards', { timeout: 20_000 }, () => {
  beforeEach(() => signInAdmin());

  it('lists the awards: title linking to the award page, dates, cash amount, raffle and status', async () => {
    fakeReferrals();
    renderAt(<ReferralAwardsPage />, '/admin/referralawards');
    const refer = await tableRowOf('Refer a friend');
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      '#',
      'Title',
      'From',
      'To',
      'Cash',
      'Raffle',
      'Status',
      'Actions',
    ]);
    expect(cells(refer)).toEqual([
      '1',
      'Refer a friend',
      '1 May 2026',
      '31 May 2026',
      '₦5,000.00',
      'No',
      'Active',
      'EditSuspendDelete',
    ]);
    const link = within(refer).getByRole('link', { name: 'Refer a friend' });
    expect(link).toHaveAttribute('href', 'https://wayfare.example/awards/1');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(cells(await tableRowOf('Festive raffle'))).toEqual([
      '2',
      'Festive raffle',
      '1 May 2026',
      '31 May 2026',
      'No',
      'Yes',
      'Suspended',
      'EditActivateDelete',
    ]);
  });

  it('sends the keyword, From and To as GetReferralAwards names them', async () => {
    const { api } = fakeReferrals();
    renderAt(<ReferralAwardsPage />, '/admin/referralawards?keyword=raffle&from=2026-05-01&to=2026-05-31');
    await tableRowOf('Festive raffle');
    expect(screen.queryByRole('link', { name: 'Refer a friend' })).not.toBeInTheDocument();
    const query = api.sentTo(calls.Referral.GetReferralAwards).at(-1)?.query;
    expect(query?.get('keyword')).toBe('raffle');
    expect(query?.get('fromDateIsoString')).toBe('2026-05-01');
    expect(query?.get('toDateIsoString')).toBe('2026-05-31');
  });

  it('creates an award: required fields from the schema, Amount only once Cash Award is ticked', async () => {
    const { api } = fakeReferrals();
    const { user, fill } = renderAt(<ReferralAwardsPage />, '/admin/referralawards');
    await user.click(await screen.findByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('heading', { name: 'New Referral Award' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /^Award Action/ })).toHaveDisplayValue(
        'Referred rider completes a first ride',
      ),
    );
    expect(screen.queryByLabelText(/^Amount/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(field('Title')).toHaveAccessibleDescription('Enter Title');
    expect(field('Award Page URL')).toHaveAccessibleDescription('Award Page URL is required');
    expect(api.sentTo(calls.Referral.CreateReferralAward)).toEqual([]);

    await fill(field('Title'), 'June Bonus');
    await fill(field('Award Page URL'), 'https://wayfare.example/june');
    await fill(field('Start Date'), '2026-06-01');
    await fill(field('End Date'), '2026-06-30');
    await user.click(screen.getByRole('checkbox', { name: 'Cash Award' }));
    await fill(await screen.findByLabelText(/^Amount \(₦\)/), '2500.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(successes()).toEqual(['June Bonus has been saved']));
    expect(api.sentTo(calls.Referral.CreateReferralAward).map((request) => request.body)).toEqual([
      expect.objectContaining({
        AwardAction: 1,
        AwardTitle: 'June Bonus',
        AwardPageURL: 'https://wayfare.example/june',
        StartDateIsoString: '2026-06-01',
        EndDateIsoString: '2026-06-30',
        IsCash: true,
        HasRaffleDraw: false,
        Amount: 2500.5,
      }),
    ]);
    expect(await screen.findByRole('link', { name: 'June Bonus' })).toBeInTheDocument();
  });

  it("shows the server's refusal of an end before the start under End Date", async () => {
    fakeReferrals();
    const { user, fill } = renderAt(<ReferralAwardsPage />, '/admin/referralawards?edit=new');
    await fill(await screen.findByLabelText(/^Title/), 'Backwards');
    await fill(field('Award Page URL'), 'https://wayfare.example/back');
    await fill(field('Start Date'), '2026-07-10');
    await fill(field('End Date'), '2026-07-01');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(field('End Date')).toHaveAccessibleDescription('Date must be greater than 2026-07-10'),
    );
  });

  it('edits an award from its row, its saved values in the form', async () => {
    const { api } = fakeReferrals();
    const { user, fill, location } = renderAt(<ReferralAwardsPage />, '/admin/referralawards');
    await user.click(within(await tableRowOf('Refer a friend')).getByRole('button', { name: 'Edit' }));
    expect(await screen.findByRole('heading', { name: 'Edit Refer a friend' })).toBeInTheDocument();
    await waitFor(() => expect(field('Amount (₦)')).toHaveValue('5,000'));
    expect(field('Title')).toHaveValue('Refer a friend');
    await fill(field('Title'), 'Refer two friends');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(location().search).toBe(''));
    expect(api.sentTo(calls.Referral.UpdateReferralAward).map((request) => request.body)).toEqual([
      expect.objectContaining({ Id: 1, AwardTitle: 'Refer two friends', IsCash: true, Amount: 5000 }),
    ]);
    expect(successes()).toEqual(['Refer two friends has been updated']);
  });

  it('suspends, activates and deletes an award after the prompt', async () => {
    const { api } = fakeReferrals();
    const { user } = renderAt(<ReferralAwardsPage />, '/admin/referralawards');
    const answerPrompt = async (text: string) => {
      const prompt = await screen.findByRole('dialog');
      expect(prompt).toHaveTextContent(text);
      await user.click(within(prompt).getByRole('button', { name: 'Yes' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    };
    await user.click(within(await tableRowOf('Refer a friend')).getByRole('button', { name: 'Suspend' }));
    await answerPrompt('Are you sure, you want to suspend this referral award (Refer a friend)?');
    await waitFor(() => expect(successes()).toEqual(['Refer a friend has been suspended']));
    await waitFor(() =>
      expect(
        within(screen.getByRole('row', { name: /Refer a friend/ })).getByText('Suspended'),
      ).toBeInTheDocument(),
    );

    await user.click(within(await tableRowOf('Festive raffle')).getByRole('button', { name: 'Activate' }));
    await answerPrompt('Are you sure, you want to activate this referral award (Festive raffle)?');
    await waitFor(() => expect(successes()).toContain('Festive raffle has been activated'));

    await user.click(within(await tableRowOf('Festive raffle')).getByRole('button', { name: 'Delete' }));
    await answerPrompt('Are you sure, you want to delete this referral award (Festive raffle)?');
    await waitFor(() => expect(successes()).toContain('Festive raffle has been deleted'));
    expect(api.sentTo(calls.Referral.SuspendReferralAward).map((request) => request.body)).toEqual([
      { Id: 1 },
    ]);
    expect(api.sentTo(calls.Referral.ActivateReferralAward).map((request) => request.body)).toEqual([
      { Id: 2 },
    ]);
    expect(api.sentTo(calls.Referral.DeletePackageAddon).map((request) => request.body)).toEqual([{ Id: 2 }]);
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Festive raffle' })).not.toBeInTheDocument(),
    );
  });

  it('is for those holding Referral Awards view, its buttons as their rights allow (issue 29 §3)', async () => {
    const refused = fakeReferrals(signInLimitedTo({ [Endpoint.Ride]: { CanView: true } }));
    const { unmount } = renderAt(<ReferralAwardsPage />, '/admin/referralawards');
    await expectPermissionNotice(refused.api, calls.Referral.GetReferralAwards);
    unmount();
    fakeReferrals(
      signInLimitedTo({
        [Endpoint.ReferralAward]: { CanView: true, CanModifyCreate: true, CanModifyEdit: true },
      }),
    );
    renderAt(<ReferralAwardsPage />, '/admin/referralawards');
    const row = await tableRowOf('Refer a friend');
    expect(within(row).getByRole('button', { name: 'Suspend' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create' })).toBeInTheDocument();
  });
});
