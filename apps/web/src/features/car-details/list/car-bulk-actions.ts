import * as calls from '@wayfare/contracts/calls';
import type { BulkOptions } from '../../../components/bulk/index.ts';

/**
 * Issue 32: Approve on many cars at once. A car whose status cannot be approved from is reported by the
 * server, not changed; the other changes ask for a message or a car of one's own, so stay row actions.
 */
export const carBulkActions: BulkOptions = {
  item: 'car',
  items: 'cars',
  actions: [{ call: calls.CarDetail.BulkApproveCarDetail, label: 'Approve', color: 'green' }],
};
