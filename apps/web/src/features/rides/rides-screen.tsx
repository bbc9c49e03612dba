import { type Ride, type RideStatusId, rideStatusNames } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { useNavigate, useParams } from 'react-router';
import { useListPage } from '../../components/list-page/use-list-page.ts';
import { ListScreen, PermittedScreen } from '../../components/screen/index.ts';
import { paths } from '../../lib/paths.ts';
import { useRideRefresh } from '../../lib/use-ride-refresh.ts';
import { RideDetail } from './record/ride-detail.tsx';
import { rideColumns } from './ride-columns.tsx';
import { type RideListKind, rideLists } from './ride-lists.ts';

/** 'All Rides' first (rideStatus 0, or none), then each status. */
export const ALL_RIDES = 'All Rides';
const statusChoices = [
  { value: '0', label: ALL_RIDES },
  ...Object.entries(rideStatusNames).map(([value, label]) => ({ value, label })),
];

/**
 * spec 001 §2, issue 16 §4: /admin/activerides and /admin/otherrides, and a ride's page at
 * /admin/{list}/{id}, for those who may see the Ride endpoint.
 */
export function RidesScreen({ kind }: { kind: RideListKind }) {
  const { id } = useParams();
  return (
    <PermittedScreen call={rideLists[kind].call}>
      {id ? <RideDetail kind={kind} id={id} /> : <RideList kind={kind} />}
    </PermittedScreen>
  );
}

const statusOf = (value: string | null) => {
  const status = Number(value);
  return Number.isInteger(status) && status > 0 ? (status as RideStatusId) : undefined;
};

function RideList({ kind }: { kind: RideListKind }) {
  const { page, label, call } = rideLists[kind];
  const navigate = useNavigate();
  const other = kind === 'other';
  const list = useListPage({
    call,
    filterKeys: other ? ['rideStatus', 'from', 'to'] : [],
    toQuery: ({ keyword, page: pageNumber, pageSize, filters }) => ({
      keyword: keyword.trim() || undefined,
      page: pageNumber,
      pageSize,
      rideStatus: statusOf(filters.rideStatus ?? null),
      from: filters.from ?? undefined,
      to: filters.to ?? undefined,
    }),
  });
  useRideRefresh();
  const columns = rideColumns((ride: Ride) => navigate(`${paths.admin(page)}/${ride.Id}`));
  const exportCall = other ? calls.Ride.ExportRides : calls.Ride.ExportActiveRides;
  if (!other) return <ListScreen exportCall={exportCall} list={list} label={label} columns={columns} />;
  return (
    <ListScreen
      exportCall={exportCall}
      // The drop-down shows 'All Rides' while no status is chosen.
      list={{ ...list, filters: { ...list.filters, rideStatus: list.filters.rideStatus ?? '0' } }}
      label={label}
      columns={columns}
      optionFilter={{ key: 'rideStatus', label: 'Status', data: statusChoices }}
      dateFilter={{ fromKey: 'from', toKey: 'to' }}
    />
  );
}
