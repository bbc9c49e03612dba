import type { FoundRecord } from '@wayfare/contracts';
import { paths } from '../../lib/paths.ts';

/** Where each found record opens: its record address (issue 32), as the lists' row actions open it. */
export function recordAddressOf(record: FoundRecord): string {
  switch (record.Kind) {
    case 'Ride':
      return paths.adminRide({ Id: Number(record.Id), RideStatus: record.RideStatus ?? 0 });
    case 'Administrator':
      return paths.adminRecord('accounts', record.Id);
    case 'Driver':
      return paths.adminRecord('drivers', record.Id);
    case 'User':
      return paths.adminRecord('users', record.Id);
    case 'Car':
      return paths.adminRecord('cardetails', record.Id);
    case 'Order':
      return paths.adminRecord('orders', record.Id);
    case 'Payment':
      return paths.adminRecord('payments', record.Id);
  }
}
