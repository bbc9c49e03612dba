import { screen, waitFor, within } from '@testing-library/react';
import { bulkTexts, Endpoint, type PromoCode, promoTexts } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { beforeEach, describe, expect, it } from 'vitest';
import { alertStore } from '../../lib/alerts.ts';
import { expectPermissionNotice, myRights, signInAdmin, signInLimitedTo } from '../../test/admin-rights.ts';
import { answer, fakeApi } from '../../test/fake-api.ts';
import { answerBulk } from '../../test/fake-bulk.ts';
import { problem } from '../../test/mock-api.ts';
import { renderAt } from '../../test/render.tsx';
import { successes, tableRowOf } from '../../test/screen-queries.ts';
import PromotionsPage from './pages/promotions-page.tsx';

const aCode = (Id: number, Code: string, more: Partial<PromoCode> = {}): PromoCode => ({
  Id,
  Code,
  Title: `${Code} offer`,
  DiscountPercent: 10,
  DiscountAmount: null,
  MaxDiscountAmount: 1000,
  StartDate: '2026-05-01T00:00:00.000Z',
  EndDate: '2026-05-31T23:59:59.999Z',
  MaxUses: 100,
  MaxUsesPerRider: 1,
  FirstRideOnly: false,
  IsActive: true,
  UsedCount: 3,
  ...more,
});

/** The Promo calls in memory, as the promotions module answers them. */
function fakePromotions(rightsAnswer = myRights()) {
  const codes: PromoCode[] = [
    aCode(1, 'MAY-TEN'),
    aCode(2, 'FLAT-500', {
      DiscountPercent: null,
      DiscountAmount: 500,
      MaxDiscountAmount: null,
      MaxUses: null,
      FirstRideOnly: true,
      IsActive: false,
      UsedCount: 0,
    }),
  ];
  const find = (Id: number) => codes.find((code) => code.Id === Id)!;
  const api = fakeApi(
    rightsAnswer,
    answer(calls.Promo.GetPromoCodes, ({ query }) => {
      const keyword = (query.keyword ?? '').toLowerCase();
      const rows = codes.filter((row) => `${row.Code} ${row.Title}`.toLowerCase().includes(keyword));
      return { rows, total: rows.length };
    }),
    answer(calls.Promo.CreatePromoCode, ({ body }) => {
      const code = String(body.Code).toUpperCase();
      if (codes.some((row) => row.Code === code))
        return problem(409, promoTexts.codeTaken(code), { Code: [promoTexts.codeTaken(code)] });
      const row = aCode(3, code, { Title: body.Title, UsedCount: 0 });
      codes.push(row);
      return row;
    }),
    answer(calls.Promo.UpdatePromoCode, ({ body }) => {
      const row = { ...find(body.Id), Title: body.Title };
      codes.splice(codes.indexOf(find(body.Id)), 1, row);
      return row;
    }),
    answer(calls.Promo.SuspendPromoCode, ({ body }) => {
      find(body.Id).IsActive = false;
      return { Message: promoTexts.suspended(find(body.Id).Code) };
    }),
    answerBulk(calls.Promo.BulkSuspendPromoCode, (Id: number) => {
      if (!find(Id).IsActive) return promoTexts.alreadySuspended(find(Id).Code);
      find(Id).IsActive = false;
    }),
    answer(calls.Promo.ActivatePromoCode, ({ body }) => {
      find(body.Id).IsActive = true;
      return { Message: promoTexts.activated(find(body.Id).Code) };
    }),
    answer(calls.Promo.DeletePromoCode, ({ body }) => {
      const row = find(body.Id);
      if (row.UsedCount > 0) return problem(409, promoTexts.used(row.Code, row.UsedCount));
      codes.splice(codes.indexOf(row), 1);
      return { Message: promoTexts.deleted(row.Code) };
    }),
  );
  return { api, codes };
}

const field = (name: string) => screen.getByLabelText(new RegExp(`^${name.replace(/[()]/g, '\\$&')}`));
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('Promotions', { timeout: 20_000 }, () => {
  beforeEach(() => signInAdmin());

  it('lists the codes: code, title, discount, dates, uses, first ride and status', async () => {
    fakePromotions();
    renderAt(<PromotionsPage />, '/admin/promotions');
    const may = await tableRowOf('MAY-TEN');
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      // Issue 32: the bulk actions' check box column, named by its box ('Select all on this page').
      '',
      '#',
      'Code',
      'Title',
      'Discount',
      'From',
      'To',
      'Uses',
      'First ride',
      'Status',
      'Actions',
    ]);
    expect(cells(may)).toEqual([
      // The bulk actions' check box (issue 32).
      '',
      '1',
      'MAY-TEN',
      'MAY-TEN offer',
      '10% (at most ₦1,000.00)',
      '1 May 2026',
      '31 May 2026',
      '3 / 100',
      'No',
      'Active',
      'EditSuspendDelete',
    ]);
    // After the bulk actions' check box (issue 32).
    expect(cells(await tableRowOf('FLAT-500')).slice(4)).toEqual([
      '₦500.00',
      '1 May 2026',
      '31 May 2026',
      '0',
      'Yes',
      'Suspended',
      'EditActivateDelete',
    ]);
  });

  it("creates a code, and shows the server's refusal of a taken code under Code", async () => {
    const { api } = fakePromotions();
    const { user, fill } = renderAt(<PromotionsPage />, '/admin/promotions');
    await user.click(await screen.findByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('heading', { name: 'New Promo Code' })).toBeInTheDocument();
    await fill(field('Code'), 'may-ten');
    await fill(field('Title'), 'Again');
    await fill(field('Discount (%)'), '15');
    await fill(field('Start Date'), '2026-06-01');
    await fill(field('End Date'), '2026-06-30');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(field('Code')).toHaveAccessibleDescription('A promo code MAY-TEN already exists'),
    );
    await fill(field('Code'), 'june-15');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(successes()).toEqual(['JUNE-15 has been saved']));
    expect(api.sentTo(calls.Promo.CreatePromoCode).at(-1)?.body).toEqual(
      expect.objectContaining({
        Code: 'june-15',
        Title: 'Again',
        DiscountPercent: 15,
        StartDate: '2026-06-01',
        EndDate: '2026-06-30',
        FirstRideOnly: false,
      }),
    );
  });

  it('suspends the chosen codes together after one prompt, and reports the one it could not (issue 32)', async () => {
    const { api } = fakePromotions();
    const { user } = renderAt(<PromotionsPage />, '/admin/promotions');
    await user.click(await screen.findByRole('checkbox', { name: 'Select MAY-TEN' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select FLAT-500' }));
    const bar = await screen.findByRole('region', { name: 'Bulk actions' });
    await user.click(within(bar).getByRole('button', { name: 'Suspend' }));
    const prompt = (await screen.findByText(bulkTexts.confirm('suspend', 2, 'promo codes'))).closest(
      '[role="dialog"]',
    );
    await user.click(within(prompt as HTMLElement).getByRole('button', { name: 'Yes' }));
    const report = await screen.findByRole('dialog', { name: 'Suspend: the report' });
    expect(within(report).getByText('1 of 2 promo codes done.')).toBeInTheDocument();
    expect(within(report).getByRole('listitem')).toHaveTextContent(
      `FLAT-500: ${promoTexts.alreadySuspended('FLAT-500')}`,
    );
    expect(api.sentTo(calls.Promo.BulkSuspendPromoCode).map((sent) => sent.body)).toEqual([{ Ids: [1, 2] }]);
    await waitFor(async () => expect(await tableRowOf('MAY-TEN')).toHaveTextContent('Suspended'));
  });

  it('suspends a code and shows why a used one cannot be deleted, after the prompts', async () => {
    const { api } = fakePromotions();
    const { user } = renderAt(<PromotionsPage />, '/admin/promotions');
    const answerPrompt = async (text: string) => {
      const prompt = await screen.findByRole('dialog');
      expect(prompt).toHaveTextContent(text);
      await user.click(within(prompt).getByRole('button', { name: 'Yes' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    };
    await user.click(within(await tableRowOf('MAY-TEN')).getByRole('button', { name: 'Suspend' }));
    await answerPrompt('Are you sure, you want to suspend this promo code (MAY-TEN)?');
    await waitFor(() => expect(successes()).toEqual(['MAY-TEN has been suspended']));
    await user.click(within(await tableRowOf('MAY-TEN')).getByRole('button', { name: 'Delete' }));
    await answerPrompt('Are you sure, you want to delete this promo code (MAY-TEN)?');
    await waitFor(() =>
      expect(alertStore.get().map((alert) => [alert.type, alert.message])).toContainEqual([
        'Error',
        promoTexts.used('MAY-TEN', 3),
      ]),
    );
    expect(api.sentTo(calls.Promo.SuspendPromoCode).map((request) => request.body)).toEqual([{ Id: 1 }]);
  });

  it('is for those holding Promotions view, its buttons as their rights allow', async () => {
    const refused = fakePromotions(signInLimitedTo({ [Endpoint.Ride]: { CanView: true } }));
    const { unmount } = renderAt(<PromotionsPage />, '/admin/promotions');
    await expectPermissionNotice(refused.api, calls.Promo.GetPromoCodes);
    unmount();
    fakePromotions(signInLimitedTo({ [Endpoint.Promotion]: { CanView: true } }));
    renderAt(<PromotionsPage />, '/admin/promotions');
    const row = await tableRowOf('MAY-TEN');
    expect(within(row).queryByRole('button', { name: 'Suspend' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create' })).not.toBeInTheDocument();
  });
});
