import { screen, waitFor, within } from '@testing-library/react';
import {
  CURRENCY_SIGN,
  Endpoint,
  type Package,
  packageFrequencyNames,
  packageTexts,
} from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectPermissionNotice, myRights, signInAdmin, signInLimitedTo } from '../../test/admin-rights.ts';
import { answer, fakeApi } from '../../test/fake-api.ts';
import { problem } from '../../test/mock-api.ts';
import { renderAt } from '../../test/render.tsx';
import { successes, tableRowOf } from '../../test/screen-queries.ts';
import PackagesPage from './pages/packages-page.tsx';

const aPackage = (Id: number, Name: string, more: Partial<Package> = {}): Package => ({
  Id,
  Name,
  PackageFrequency: 3,
  PackageFrequencyName: 'Monthly',
  MinTotalRides: 10,
  MaxTotalRides: 60,
  MinimumAmountRequired: 2000,
  Amount: 8500.5,
  BonusAmount: 500,
  Publish: true,
  Description: '<p>Rides</p>',
  CurrencySign: CURRENCY_SIGN,
  ...more,
});

/** The Package calls in memory, as the packages module answers them. */
function fakePackages(rightsAnswer = myRights()) {
  const packages: Package[] = [
    aPackage(1, 'Weekly Hustle', { PackageFrequency: 2, PackageFrequencyName: 'Weekly' }),
    aPackage(2, 'Weekend Special', { Publish: false, Amount: 4000, BonusAmount: 0 }),
  ];
  const saved = (body: Omit<Package, 'Id' | 'PackageFrequencyName' | 'CurrencySign'>, Id: number) => ({
    ...body,
    Id,
    PackageFrequencyName: packageFrequencyNames[body.PackageFrequency as 1],
    CurrencySign: CURRENCY_SIGN,
  });
  const api = fakeApi(
    rightsAnswer,
    answer(calls.Package.GetPackages, ({ query }) => {
      const rows = packages.filter((row) =>
        row.Name.toLowerCase().includes((query.keywords ?? '').toLowerCase()),
      );
      return { rows, total: rows.length };
    }),
    answer(calls.Package.GetPackageFrequencies, () => ({
      rows: Object.entries(packageFrequencyNames).map(([Id, Name]) => ({ Id: Number(Id), Name })),
      total: 3,
    })),
    answer(calls.Package.CreatePackage, ({ body }) => {
      if (packages.some((row) => row.Name.toLowerCase() === body.Name.toLowerCase()))
        return problem(409, packageTexts.nameTaken(body.Name), { Name: [packageTexts.nameTaken(body.Name)] });
      const row = saved(body, 3);
      packages.push(row);
      return row;
    }),
    answer(calls.Package.UpdatePackage, ({ body }) => {
      const row = saved(body, body.Id);
      packages.splice(
        packages.findIndex((each) => each.Id === body.Id),
        1,
        row,
      );
      return row;
    }),
    answer(calls.Package.DeletePackage, ({ body }) => {
      const [gone] = packages.splice(
        packages.findIndex((row) => row.Id === body.Id),
        1,
      );
      return { Message: packageTexts.deleted(gone!.Name) };
    }),
  );
  return { api, packages };
}

const field = (name: string) => screen.getByLabelText(new RegExp(`^${name.replace(/[()]/g, '\\$&')}`));

describe('Packages Center', { timeout: 20_000 }, () => {
  beforeEach(() => signInAdmin());

  it('lists the packages with their frequency, amounts in naira, rides and Active/Inactive status', async () => {
    fakePackages();
    renderAt(<PackagesPage />, '/admin/packages');
    const weekly = await tableRowOf('Weekly Hustle');
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      '#',
      'Name',
      'Frequency',
      'Amount',
      'Bonus',
      'Minimum Wallet',
      'Rides',
      'Status',
      'Actions',
    ]);
    expect(
      within(weekly)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '1',
      'Weekly Hustle',
      'Weekly',
      '₦8,500.50',
      '₦500.00',
      '₦2,000.00',
      '10–60',
      'Active',
      'EditDelete',
    ]);
    expect(within(await tableRowOf('Weekend Special')).getByText('Inactive')).toBeInTheDocument();
  });

  it('searches by the keyword, sent as GetPackages names it (keywords)', async () => {
    const { api } = fakePackages();
    renderAt(<PackagesPage />, '/admin/packages?keyword=weekend');
    await tableRowOf('Weekend Special');
    expect(screen.queryByRole('cell', { name: 'Weekly Hustle' })).not.toBeInTheDocument();
    expect(api.sentTo(calls.Package.GetPackages).at(-1)?.query.get('keywords')).toBe('weekend');
  });

  it('creates a package: Name and Amount required, the frequency from the list, published by default', async () => {
    const { api } = fakePackages();
    const { user, fill, location } = renderAt(<PackagesPage />, '/admin/packages');
    await user.click(await screen.findByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('heading', { name: 'New Package' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /^Frequency/ })).toHaveDisplayValue('Monthly'),
    );
    expect(screen.getByRole('checkbox', { name: 'Publish' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(field('Name')).toHaveAccessibleDescription('Enter Name');
    expect(field('Amount (₦)')).toHaveAccessibleDescription('Amount (₦) is required');
    expect(api.sentTo(calls.Package.CreatePackage)).toEqual([]);

    await fill(field('Name'), 'Daily Starter');
    await fill(field('Amount (₦)'), '1500.5');
    await fill(field('Maximum Total Rides'), '10');
    await user.click(screen.getByRole('combobox', { name: /^Frequency/ }));
    await user.click(await screen.findByRole('option', { name: 'Daily' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location().search).toBe('?keyword=Daily+Starter'));
    expect(api.sentTo(calls.Package.CreatePackage).map((request) => request.body)).toEqual([
      expect.objectContaining({
        Id: 0,
        Name: 'Daily Starter',
        PackageFrequency: 1,
        Amount: 1500.5,
        MinTotalRides: 0,
        MaxTotalRides: 10,
        Publish: true,
      }),
    ]);
    expect(successes()).toEqual(['Daily Starter has been saved']);
    expect(await tableRowOf('Daily Starter')).toBeInTheDocument();
  });

  it("shows the server's refusal of a taken name under the Name field", async () => {
    fakePackages();
    const { user, fill } = renderAt(<PackagesPage />, '/admin/packages?edit=new');
    await fill(await screen.findByLabelText(/^Name/), 'weekly hustle');
    await fill(field('Amount (₦)'), '100');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(field('Name')).toHaveAccessibleDescription('A package named weekly hustle already exists'),
    );
  });

  it('refuses more minimum rides than maximum under the field, as the schema says, before sending', async () => {
    const { api } = fakePackages();
    const { user, fill } = renderAt(<PackagesPage />, '/admin/packages?edit=new');
    await fill(await screen.findByLabelText(/^Name/), 'Upside Down');
    await fill(field('Amount (₦)'), '100');
    await fill(field('Minimum Total Rides'), '9');
    await fill(field('Maximum Total Rides'), '3');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(field('Maximum Total Rides')).toHaveAccessibleDescription(
        'MinTotalRides cannot be more than MaxTotalRides',
      ),
    );
    expect(api.sentTo(calls.Package.CreatePackage)).toHaveLength(1);
  });

  it('unpublishes a package from its row with Edit, and the list shows it Inactive', async () => {
    const { api } = fakePackages();
    const { user, location } = renderAt(<PackagesPage />, '/admin/packages');
    await user.click(within(await tableRowOf('Weekly Hustle')).getByRole('button', { name: 'Edit' }));
    expect(await screen.findByRole('heading', { name: 'Edit Weekly Hustle' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Publish' })).toBeChecked());
    await user.click(screen.getByRole('checkbox', { name: 'Publish' }));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(location().search).toBe(''));
    expect(api.sentTo(calls.Package.UpdatePackage).map((request) => request.body)).toEqual([
      expect.objectContaining({ Id: 1, Name: 'Weekly Hustle', PackageFrequency: 2, Publish: false }),
    ]);
    expect(within(await tableRowOf('Weekly Hustle')).getByText('Inactive')).toBeInTheDocument();
  });

  it('deletes a package after the prompt', async () => {
    const { api } = fakePackages();
    const { user } = renderAt(<PackagesPage />, '/admin/packages');
    await user.click(within(await tableRowOf('Weekend Special')).getByRole('button', { name: 'Delete' }));
    const prompt = await screen.findByRole('dialog');
    expect(prompt).toHaveTextContent('Are you sure, you want to delete this package (Weekend Special)?');
    await user.click(within(prompt).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(successes()).toEqual([packageTexts.deleted('Weekend Special')]));
    expect(api.sentTo(calls.Package.DeletePackage).map((request) => request.body)).toEqual([{ Id: 2 }]);
  });

  it('hides Create, Edit and Delete from someone who may only view packages', async () => {
    fakePackages(signInLimitedTo({ [Endpoint.Package]: { CanView: true } }));
    renderAt(<PackagesPage />, '/admin/packages');
    expect(within(await tableRowOf('Weekly Hustle')).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create' })).not.toBeInTheDocument();
  });

  it('shows the notice, and asks for no package, to someone without the Package endpoint', async () => {
    const { api } = fakePackages(signInLimitedTo({ [Endpoint.Ride]: { CanView: true } }));
    renderAt(<PackagesPage />, '/admin/packages');
    await expectPermissionNotice(api, calls.Package.GetPackages);
  });
});
