import { screen, waitFor, within } from '@testing-library/react';
import {
  bulkTexts,
  type CarDetail,
  type CarDetailUpdate,
  CarStatus,
  carStatusNames,
  carTexts,
  Endpoint,
} from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import dayjs from 'dayjs';
import { beforeEach, describe, expect, it } from 'vitest';
import { FileToolsProvider } from '../../components/files/file-tools-provider.tsx';
import { formatDate } from '../../components/format.ts';
import { expectPermissionNotice, myRights, signInAdmin, signInLimitedTo } from '../../test/admin-rights.ts';
import { answer, fakeApi } from '../../test/fake-api.ts';
import { answerBulk } from '../../test/fake-bulk.ts';
import { problem } from '../../test/mock-api.ts';
import { renderAt } from '../../test/render.tsx';
import { successes, tableRowOf } from '../../test/screen-queries.ts';
import CarDetailsScreenPage from './pages/car-details-page.tsx';

/** The page inside the file tools, as the admin shell mounts it. */
const CarDetailsPage = () => (
  <FileToolsProvider>
    <CarDetailsScreenPage />
  </FileToolsProvider>
);

const day = (days: number) => dayjs().add(days, 'day').format('YYYY-MM-DD');

const aCar = (Id: number, Name: string, Status: number, more: Partial<CarDetail> = {}): CarDetail => ({
  Id,
  Name,
  CarModel: 'Corolla',
  Year: 2021,
  LicenseNumber: `LAG-${Id}00-KJ`,
  CarLicense: `/uploads/Cars/licence-${Id}.png`,
  LicenseExpiryDate: day(400),
  Insurance: null,
  InsuranceExpiryDate: null,
  RoadWorthiness: null,
  RoadWorthinessExpiryDate: null,
  CarFrontPicture: `/uploads/Cars/front-${Id}.png`,
  CarBackPicture: null,
  CarSidePicture: null,
  DriverId: `d${Id}`,
  DriverEmail: `driver${Id}@example.com`,
  DriverPhone: '08035550102',
  DriverSurname: 'Okafor',
  DriverFirstname: 'Chidi',
  Status,
  StatusName: carStatusNames[Status as 0],
  ApproveUserId: null,
  ApproveUserSurname: null,
  ApproveUserFirstname: null,
  Message: null,
  CreatedDate: '2026-11-20T09:30:00.000Z',
  ...more,
});

/** The CarDetail calls in memory, as the cars module answers them. */
function fakeCars(rights = myRights()) {
  const cars: CarDetail[] = [
    aCar(1, 'Toyota', CarStatus.Pending, { LicenseExpiryDate: day(-3) }),
    aCar(2, 'Honda', CarStatus.Approved, { LicenseExpiryDate: day(10), Message: 'Papers checked' }),
    aCar(3, 'Kia', CarStatus.Suspended),
    aCar(4, 'Lexus', CarStatus.RequireExtraInformation),
  ];
  const history: CarDetailUpdate[] = Array.from({ length: 12 }, (_, index) => ({
    Status: index % 2 ? CarStatus.Approved : CarStatus.Suspended,
    StatusName: index % 2 ? 'Approved' : 'Suspended',
    CreatedDate: dayjs('2026-11-20T09:00:00Z').subtract(index, 'hour').toISOString(),
    Reason: `Change ${index + 1}`,
    ActionUserFirstname: 'Ada',
    ActionUserSurname: 'Admin',
  }));
  const change = (Id: number, Status: number, Message?: string | null) => {
    const car = cars.find((row) => row.Id === Id)!;
    Object.assign(car, { Status, StatusName: carStatusNames[Status as 0], Message: Message ?? car.Message });
    return car;
  };
  const api = fakeApi(
    rights,
    answer(calls.CarDetail.GetCarStatuses, () => ({
      rows: Object.entries(carStatusNames).map(([Id, Name]) => ({ Id: Number(Id), Name })),
      total: 4,
    })),
    answer(calls.CarDetail.GetCarDetails, ({ query }) => {
      const rows = cars.filter(
        (car) =>
          (query.carStatus === undefined || car.Status === query.carStatus) &&
          car.Name.toLowerCase().includes((query.keyword ?? '').toLowerCase()),
      );
      return { rows, total: rows.length };
    }),
    answer(calls.CarDetail.GetCarDetailById, ({ query }) => {
      const car = cars.find((row) => row.Id === query.id);
      return car ?? problem(404, `There is no car with Id ${query.id}`);
    }),
    answer(calls.CarDetail.GetCarDetailUpdates, ({ query }) => ({
      rows: history.slice(query.page * query.pageSize, (query.page + 1) * query.pageSize),
      total: history.length,
    })),
    answer(calls.CarDetail.GetExpiringDocuments, () => ({
      rows: [
        {
          CarDetailId: 2,
          Name: 'Honda',
          LicenseNumber: 'LAG-200-KJ',
          DriverId: 'd2',
          DriverSurname: 'Okafor',
          DriverFirstname: 'Chidi',
          Document: 'Car Licence',
          ExpiryDate: day(10),
        },
      ],
      total: 1,
    })),
    answer(calls.CarDetail.ApproveCarDetail, ({ body }) => change(body.Id, CarStatus.Approved)),
    answer(calls.CarDetail.SuspendCarDetail, ({ body }) => change(body.Id, CarStatus.Suspended)),
    answerBulk(calls.CarDetail.BulkApproveCarDetail, (Id: number) => {
      if (cars.find((row) => row.Id === Id)?.Status === CarStatus.Approved)
        return carTexts.wrongState('Approved', carTexts.approveRule);
      change(Id, CarStatus.Approved);
    }),
    answer(calls.CarDetail.MarkAsIncompleteCarDetail, ({ body }) =>
      change(body.Id, CarStatus.RequireExtraInformation, body.Message),
    ),
    answer(calls.CarDetail.DeleteMyCarDetail, ({ body }) => {
      const [gone] = cars.splice(
        cars.findIndex((row) => row.Id === body.Id),
        1,
      );
      return { Message: `The car ${gone!.Name} has been deleted` };
    }),
    answer(calls.CarDetail.CreateCarDetailByAdmin, ({ body }) => {
      if (cars.some((car) => car.LicenseNumber === body.LicenseNumber))
        return problem(400, 'The request is not valid', {
          LicenseNumber: [`A car with licence number ${body.LicenseNumber} already exists`],
        });
      cars.push(aCar(5, body.Name, CarStatus.Pending));
      return { Id: 5 };
    }),
    answer(calls.CarDetail.UpdateCarDetailByAdmin, ({ body }) => {
      if (cars.some((car) => car.Id !== body.Id && car.LicenseNumber === body.LicenseNumber))
        return problem(400, 'The request is not valid', {
          LicenseNumber: [`A car with licence number ${body.LicenseNumber} already exists`],
        });
      const car = cars.find((row) => row.Id === body.Id)!;
      Object.assign(car, { Name: body.Name, CarModel: body.CarModel, Year: body.Year });
      return car;
    }),
  );
  return { api, cars };
}

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

/** The labels of a row's Actions menu. */
async function actionsOf(user: { click: (element: Element) => Promise<void> }, car: string) {
  const row = await tableRowOf(car);
  await user.click(within(row).getByRole('button', { name: 'Actions' }));
  const labels = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
  await user.click(within(row).getByRole('button', { name: 'Actions' }));
  await waitFor(() => expect(screen.queryByRole('menuitem')).not.toBeInTheDocument());
  return labels;
}

async function chooseAction(
  user: { click: (element: Element) => Promise<void> },
  car: string,
  action: string,
) {
  await user.click(within(await tableRowOf(car)).getByRole('button', { name: 'Actions' }));
  await user.click(await screen.findByRole('menuitem', { name: action }));
}

describe('Car Detail Center', { timeout: 30_000 }, () => {
  beforeEach(() => signInAdmin());

  it('lists the cars: #, Car, Licence Number, Driver, Licence Expiry (red when past, orange within 30 days), Status, Date', async () => {
    fakeCars();
    renderAt(<CarDetailsPage />, '/admin/cardetails');
    const toyota = await tableRowOf('Toyota Corolla 2021');
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      // Issue 32: the bulk actions' check box column, named by its box ('Select all on this page').
      '',
      '#',
      'Car',
      'Licence Number',
      'Driver',
      'Licence Expiry',
      'Status',
      'Date',
      'Actions',
    ]);
    // After the bulk actions' check box (issue 32).
    expect(cellsOf(toyota).slice(1, 7)).toEqual([
      '1',
      'Toyota Corolla 2021',
      'LAG-100-KJ',
      'Chidi Okafor',
      `${formatDate(day(-3))} (expired)`,
      'Pending',
    ]);
    expect(within(toyota).getByText(/\(expired\)/)).toHaveStyle({ color: 'var(--mantine-color-red-text)' });
    const honda = await tableRowOf('Honda Corolla 2021');
    expect(within(honda).getByText(/\(expires soon\)/)).toHaveStyle({
      color: 'var(--mantine-color-orange-text)',
    });
    expect(within(await tableRowOf('Kia Corolla 2021')).queryByText(/expire/)).not.toBeInTheDocument();
  });

  it("filters by keyword, Status ('All' first, then GetCarStatuses), From and To", async () => {
    const { api } = fakeCars();
    const { user } = renderAt(
      <CarDetailsPage />,
      '/admin/cardetails?keyword=o&from=2026-11-01&to=2026-11-30',
    );
    await tableRowOf('Toyota Corolla 2021');
    const sent = api.sentTo(calls.CarDetail.GetCarDetails).at(-1)!.query;
    expect([sent.get('keyword'), sent.get('from'), sent.get('to'), sent.get('carStatus')]).toEqual([
      'o',
      '2026-11-01',
      '2026-11-30',
      null,
    ]);
    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(status).toHaveValue('All');
    await user.click(status);
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'All',
      'Pending',
      'Require Extra Information',
      'Approved',
      'Suspended',
    ]);
    await user.click(screen.getByRole('option', { name: 'Pending' }));
    await waitFor(() =>
      expect(api.sentTo(calls.CarDetail.GetCarDetails).at(-1)!.query.get('carStatus')).toBe('0'),
    );
    await waitFor(() =>
      expect(screen.queryByRole('cell', { name: 'Honda Corolla 2021' })).not.toBeInTheDocument(),
    );
  });

  it('approves the chosen cars together after one prompt, and reports the one it could not (issue 32)', async () => {
    const { api } = fakeCars();
    const { user } = renderAt(<CarDetailsPage />, '/admin/cardetails');
    await user.click(await screen.findByRole('checkbox', { name: 'Select Toyota' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Honda' }));
    const bar = await screen.findByRole('region', { name: 'Bulk actions' });
    await user.click(within(bar).getByRole('button', { name: 'Approve' }));
    const prompt = (await screen.findByText(bulkTexts.confirm('approve', 2, 'cars'))).closest(
      '[role="dialog"]',
    );
    await user.click(within(prompt as HTMLElement).getByRole('button', { name: 'Yes' }));
    const report = await screen.findByRole('dialog', { name: 'Approve: the report' });
    expect(within(report).getByText('1 of 2 cars done.')).toBeInTheDocument();
    expect(within(report).getByRole('listitem')).toHaveTextContent(
      `Honda: ${carTexts.wrongState('Approved', carTexts.approveRule)}`,
    );
    expect(api.sentTo(calls.CarDetail.BulkApproveCarDetail).map((sent) => sent.body)).toEqual([
      { Ids: [1, 2] },
    ]);
    await waitFor(async () => expect(await tableRowOf('Toyota Corolla 2021')).toHaveTextContent('Approved'));
  });

  it('offers each action only from the statuses that allow it', async () => {
    fakeCars();
    const { user } = renderAt(<CarDetailsPage />, '/admin/cardetails');
    expect(await actionsOf(user, 'Toyota Corolla 2021')).toEqual([
      'View',
      'Approve',
      'Mark as Incomplete',
      'Delete',
    ]);
    expect(await actionsOf(user, 'Honda Corolla 2021')).toEqual([
      'View',
      'Suspend',
      'Mark as Incomplete',
      'Delete',
    ]);
    expect(await actionsOf(user, 'Kia Corolla 2021')).toEqual([
      'View',
      'Approve',
      'Mark as Incomplete',
      'Delete',
    ]);
    expect(await actionsOf(user, 'Lexus Corolla 2021')).toEqual(['View', 'Approve', 'Delete']);
  });

  it('offers to someone who may only view cars nothing but View, and no Create', async () => {
    fakeCars(signInLimitedTo({ [Endpoint.CarDetail]: { CanView: true } }));
    const { user } = renderAt(<CarDetailsPage />, '/admin/cardetails');
    expect(await actionsOf(user, 'Toyota Corolla 2021')).toEqual(['View']);
    expect(screen.queryByRole('button', { name: 'Create' })).not.toBeInTheDocument();
  });

  it('offers Delete by the delete right and the status changes by the edit right', async () => {
    fakeCars(signInLimitedTo({ [Endpoint.CarDetail]: { CanView: true, CanModifyDelete: true } }));
    const { user } = renderAt(<CarDetailsPage />, '/admin/cardetails');
    expect(await actionsOf(user, 'Honda Corolla 2021')).toEqual(['View', 'Delete']);
  });

  it('suspends a car after the prompt, and the list shows it Suspended', async () => {
    const { api } = fakeCars();
    const { user } = renderAt(<CarDetailsPage />, '/admin/cardetails');
    await chooseAction(user, 'Honda Corolla 2021', 'Suspend');
    const prompt = await screen.findByRole('dialog');
    expect(prompt).toHaveTextContent('Are you sure, you want to suspend this car (Honda)?');
    await user.click(within(prompt).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(successes()).toEqual(['The car Honda has been suspended']));
    expect(api.sentTo(calls.CarDetail.SuspendCarDetail).map((request) => request.body)).toEqual([{ Id: 2 }]);
    await waitFor(async () =>
      expect(within(await tableRowOf('Honda Corolla 2021')).getByText('Suspended')).toBeInTheDocument(),
    );
  });

  it('approves a car after the prompt; No sends nothing', async () => {
    const { api } = fakeCars();
    const { user } = renderAt(<CarDetailsPage />, '/admin/cardetails');
    await chooseAction(user, 'Toyota Corolla 2021', 'Approve');
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'No' }));
    expect(api.sentTo(calls.CarDetail.ApproveCarDetail)).toEqual([]);
    await chooseAction(user, 'Toyota Corolla 2021', 'Approve');
    const prompt = await screen.findByRole('dialog');
    expect(prompt).toHaveTextContent('Are you sure, you want to approve this car (Toyota)?');
    await user.click(within(prompt).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(successes()).toEqual(['The car Toyota has been approved']));
    expect(api.sentTo(calls.CarDetail.ApproveCarDetail).map((request) => request.body)).toEqual([{ Id: 1 }]);
  });

  it('marks a car incomplete only with a Message, which it sends', async () => {
    const { api } = fakeCars();
    const { user } = renderAt(<CarDetailsPage />, '/admin/cardetails');
    await chooseAction(user, 'Kia Corolla 2021', 'Mark as Incomplete');
    const prompt = await screen.findByRole('dialog');
    expect(prompt).toHaveTextContent('Are you sure, you want to mark this car (Kia) as incomplete?');
    await user.click(within(prompt).getByRole('button', { name: 'Yes' }));
    expect(await within(prompt).findByText('Message is required')).toBeVisible();
    expect(api.sentTo(calls.CarDetail.MarkAsIncompleteCarDetail)).toEqual([]);
    await user.type(within(prompt).getByRole('textbox', { name: /^Message/ }), 'The insurance is blurred');
    await user.click(within(prompt).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(successes()).toEqual(['The car Kia has been marked as incomplete']));
    expect(api.sentTo(calls.CarDetail.MarkAsIncompleteCarDetail).map((request) => request.body)).toEqual([
      { Id: 3, Message: 'The insurance is blurred' },
    ]);
  });

  it('deletes a car after the prompt and shows the reply', async () => {
    const { api } = fakeCars();
    const { user } = renderAt(<CarDetailsPage />, '/admin/cardetails');
    await chooseAction(user, 'Lexus Corolla 2021', 'Delete');
    const prompt = await screen.findByRole('dialog');
    expect(prompt).toHaveTextContent('Are you sure, you want to delete this car (Lexus)?');
    await user.click(within(prompt).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(successes()).toEqual(['The car Lexus has been deleted']));
    expect(api.sentTo(calls.CarDetail.DeleteMyCarDetail).map((request) => request.body)).toEqual([{ Id: 4 }]);
  });

  it("shows a car's page: car, documents with expiries, pictures, driver, status and its history 10 at a time", async () => {
    const { api } = fakeCars();
    const { user } = renderAt(<CarDetailsPage />, '/admin/cardetails/2', { route: '/admin/:page/:id' });
    expect(await screen.findByRole('heading', { name: 'Honda Corolla 2021' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Car' })).toHaveTextContent('LAG-200-KJ');
    const documents = screen.getByRole('region', { name: 'Documents' });
    expect(within(documents).getByRole('button', { name: 'View the Car Licence' })).toBeVisible();
    expect(documents).toHaveTextContent(`Expires ${formatDate(day(10))} (expires soon)`);
    expect(within(documents).getByRole('img', { name: 'No Insurance' })).toBeVisible();
    const pictures = screen.getByRole('region', { name: 'Pictures' });
    expect(within(pictures).getByRole('button', { name: 'View the Front Picture' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Driver' })).toHaveTextContent('driver2@example.com');
    const status = screen.getByRole('region', { name: 'Status' });
    expect(status).toHaveTextContent('Papers checked');
    await waitFor(() => expect(within(status).getByText('Change 1')).toBeVisible());
    expect(within(status).getAllByText(/Ada Admin/)).toHaveLength(10);
    expect(String(api.sentTo(calls.CarDetail.GetCarDetailUpdates)[0]?.query)).toBe(
      'carDetailId=2&page=0&pageSize=10',
    );
    await user.click(within(status).getByRole('button', { name: '2' }));
    await waitFor(() => expect(within(status).getByText('Change 11')).toBeVisible());
    expect(screen.getByRole('button', { name: 'Suspend' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('creates a car: DriverEmail and the required fields checked before sending, the licence from the file manager', async () => {
    const { api } = fakeCars();
    const { user } = renderAt(<CarDetailsPage />, '/admin/cardetails');
    await user.click(await screen.findByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('heading', { name: 'New Car' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveAccessibleDescription('Enter Name'));
    expect(screen.getByLabelText(/^Driver Email/)).toHaveAccessibleDescription('Invalid Emaill Address');
    expect(api.sentTo(calls.CarDetail.CreateCarDetailByAdmin)).toEqual([]);
    expect(screen.getByRole('button', { name: /Use existing files for Car Licence/ })).toBeVisible();
  });

  it('offers the file manager only to those holding Files & Folders view (issue 29 §3)', async () => {
    const every = { CanView: true, CanModifyCreate: true, CanModifyEdit: true, CanModifyDelete: true };
    fakeCars(signInLimitedTo({ [Endpoint.CarDetail]: every }));
    renderAt(<CarDetailsPage />, '/admin/cardetails?edit=2');
    expect(await screen.findByRole('heading', { name: 'Edit Honda' })).toBeVisible();
    expect(
      screen.queryByRole('button', { name: /Use existing files for Car Licence/ }),
    ).not.toBeInTheDocument();
  });

  it("edits a car read by its Id, without DriverEmail, and shows the server's refusal under its field", async () => {
    const { api } = fakeCars();
    const { user, fill } = renderAt(<CarDetailsPage />, '/admin/cardetails?edit=2');
    expect(await screen.findByRole('heading', { name: 'Edit Honda' })).toBeVisible();
    expect(screen.queryByLabelText(/^Driver Email/)).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^Car Model/)).toHaveValue('Corolla'));
    await fill(screen.getByLabelText(/^Car Model/), 'Civic');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(successes()).toEqual(['Honda has been updated']));
    expect(api.sentTo(calls.CarDetail.UpdateCarDetailByAdmin).at(-1)?.body).toEqual(
      expect.objectContaining({
        Id: 2,
        Name: 'Honda',
        CarModel: 'Civic',
        Year: 2021,
        LicenseNumber: 'LAG-200-KJ',
      }),
    );
    expect(api.sentTo(calls.CarDetail.UpdateCarDetailByAdmin).at(-1)?.body).not.toHaveProperty('DriverEmail');
  });

  it("shows the server's refusal of a taken licence number under its field", async () => {
    fakeCars();
    const { user, fill } = renderAt(<CarDetailsPage />, '/admin/cardetails?edit=2');
    await waitFor(() => expect(screen.getByLabelText(/^Licence Number/)).toHaveValue('LAG-200-KJ'));
    await fill(screen.getByLabelText(/^Licence Number/), 'LAG-100-KJ');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Licence Number/)).toHaveAccessibleDescription(
        'A car with licence number LAG-100-KJ already exists',
      ),
    );
    expect(successes()).toEqual([]);
  });

  it('lists the documents expiring in 30 days on their tab, each opening its car', async () => {
    const { api } = fakeCars();
    renderAt(<CarDetailsPage />, '/admin/cardetails?expiring=30');
    const row = await tableRowOf('Car Licence of Honda (LAG-200-KJ)');
    expect(cellsOf(row).slice(0, 4)).toEqual([
      '1',
      'Car Licence of Honda (LAG-200-KJ)',
      'Chidi Okafor',
      `${formatDate(day(10))} (expires soon)`,
    ]);
    expect(screen.getByRole('tab', { name: /Documents Expiring In 30 Days/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(api.sentTo(calls.CarDetail.GetExpiringDocuments)[0]?.query.get('daysAhead')).toBe('30');
  });

  it('shows the notice, and asks for no car, to someone without CarDetail', async () => {
    const { api } = fakeCars(signInLimitedTo({ [Endpoint.Ride]: { CanView: true } }));
    renderAt(<CarDetailsPage />, '/admin/cardetails');
    await expectPermissionNotice(api, calls.CarDetail.GetCarDetails);
  });
});
