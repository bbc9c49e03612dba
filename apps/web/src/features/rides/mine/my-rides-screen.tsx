import { type MyRide, type RideStatusId, rideStatusNames } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { useListPage } from '../../../components/list-page/use-list-page.ts';
import { ListScreen, useScreenUrl } from '../../../components/screen/index.ts';
import { MyRideDrawer } from '../my-ride/my-ride-drawer.tsx';
import { myRideColumns } from './my-ride-columns.tsx';

export const MY_RIDES = 'My Rides';

const ALL_RIDES = 'All Rides';
const statusChoices = [
  { value: '0', label: ALL_RIDES },
  ...Object.entries(rideStatusNames).map(([value, label]) => ({ value, label })),
];

const statusOf = (value: string | null) => {
  const status = Number(value);
  return Number.isInteger(status) && status > 0 ? (status as RideStatusId) : undefined;
};

/**
 * Issue 30: /teacher/rides, the signed-in person's rides through GetMyRides (newest first, paged,
 * filtered by status as the Ride Center is); View opens the ride's panel beside the list (`?view=<Id>`),
 * which reads the ride on its own: a link from elsewhere (a complaint's 'Ride #N') may name any of them.
 */
export function MyRidesScreen() {
  const url = useScreenUrl();
  const list = useListPage({
    call: calls.Ride.GetMyRides,
    filterKeys: ['rideStatus'],
    toQuery: ({ page, pageSize, filters }) => ({
      page,
      pageSize,
      rideStatus: statusOf(filters.rideStatus ?? null),
    }),
  });
  const rides: MyRide[] = list.rows;
  return (
    <>
      <ListScreen
        // The drop-down shows 'All Rides' while no status is chosen.
        list={{ ...list, filters: { ...list.filters, rideStatus: list.filters.rideStatus ?? '0' } }}
        label={MY_RIDES}
        columns={myRideColumns((ride) => url.openView(ride.Id))}
        withKeyword={false}
        optionFilter={{ key: 'rideStatus', label: 'Status', data: statusChoices }}
      />
      <MyRideDrawer
        viewing={url.viewing}
        shown={rides.find((ride) => String(ride.Id) === url.viewing)}
        onClose={url.close}
      />
    </>
  );
}
