import type { CarDetail } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { useNavigate } from 'react-router';
import { useListPage } from '../../../components/list-page/use-list-page.ts';
import { ListScreen, type ScreenUrl } from '../../../components/screen/index.ts';
import type { RowAction } from '../../../components/table/table-types.ts';
import { paths } from '../../../lib/paths.ts';
import { useCarActions } from '../actions/use-car-actions.ts';
import { useCarStatuses } from '../api/get-car-statuses.ts';
import { CarDetailTabs } from '../car-detail-tabs.tsx';
import { carBulkActions } from './car-bulk-actions.ts';
import { carColumns } from './car-columns.tsx';

const { GetCarDetails, CreateCarDetailByAdmin } = calls.CarDetail;

/** issue 17 §5: the Status filter's first choice: no carStatus sent. */
export const ALL_STATUSES = 'all';

const statusOf = (value: string | null) => {
  const status = Number(value);
  return value !== null && value !== '' && Number.isInteger(status) && status >= 0 ? status : undefined;
};

/** A car's page (issue 17 §5: /admin/cardetails/{id}). */
export const carPath = (id: number) => `${paths.admin('cardetails')}/${id}`;

/** The Car Detail Center's list: keyword, Status ('All' then GetCarStatuses), From, To; Create. */
export function CarList({ url }: { url: ScreenUrl }) {
  const navigate = useNavigate();
  const statuses = useCarStatuses();
  const list = useListPage({
    call: GetCarDetails,
    filterKeys: ['carStatus', 'from', 'to'],
    toQuery: ({ keyword, page, pageSize, filters }) => ({
      keyword: keyword.trim() || undefined,
      page,
      pageSize,
      carStatus: statusOf(filters.carStatus),
      from: filters.from ?? undefined,
      to: filters.to ?? undefined,
    }),
  });
  const { actionsFor } = useCarActions();
  const actions = (car: CarDetail): RowAction[] => [
    { label: 'View', onClick: () => void navigate(carPath(car.Id)) },
    ...actionsFor(car),
  ];
  const choices = [
    { value: ALL_STATUSES, label: 'All' },
    ...(statuses.data?.rows ?? []).map((status) => ({ value: String(status.Id), label: status.Name })),
  ];
  return (
    <ListScreen
      exportCall={calls.CarDetail.ExportCarDetails}
      header={<CarDetailTabs value="cars" />}
      list={{ ...list, filters: { ...list.filters, carStatus: list.filters.carStatus ?? ALL_STATUSES } }}
      label="Car Details"
      columns={carColumns(actions)}
      optionFilter={{ key: 'carStatus', label: 'Status', data: choices }}
      dateFilter={{ fromKey: 'from', toKey: 'to' }}
      create={{ call: CreateCarDetailByAdmin, onClick: url.openNew }}
      bulk={carBulkActions}
    />
  );
}
