import * as calls from '@wayfare/contracts/calls';
import { useListPage } from '../../components/list-page/use-list-page.ts';
import { ListScreen, PermittedScreen } from '../../components/screen/index.ts';
import { adminPaymentColumns, myPaymentColumns } from './list/payment-columns.tsx';
import { paymentFilterKeys, paymentListQuery, usePaymentStatusChoices } from './payment-filters.ts';
import { usePaymentActions } from './use-payment-actions.ts';

export const PAYMENTS_LABEL = 'Payments';
export const MY_PAYMENTS = 'My Payments';

/** spec 001 §2, issue 19 §3: /admin/payments, for those who may see the Payment endpoint. */
export function PaymentsScreen() {
  return (
    <PermittedScreen call={calls.Payment.GetPayments}>
      <AdminPayments />
    </PermittedScreen>
  );
}

function AdminPayments() {
  const list = useListPage({
    call: calls.Payment.GetPayments,
    filterKeys: paymentFilterKeys,
    toQuery: paymentListQuery,
  });
  const statuses = usePaymentStatusChoices();
  const actions = usePaymentActions();
  return (
    <ListScreen
      exportCall={calls.Payment.ExportPayments}
      list={list}
      label={PAYMENTS_LABEL}
      columns={adminPaymentColumns(actions)}
      optionFilter={{ key: 'paymentStatus', label: 'Status', data: statuses }}
      dateFilter={{ fromKey: 'from', toKey: 'to' }}
    />
  );
}

/** spec 001 §2: /teacher/payments, the customer's own payments through GetMyPayments. */
export function MyPaymentsScreen() {
  const list = useListPage({
    call: calls.Payment.GetMyPayments,
    filterKeys: paymentFilterKeys,
    toQuery: paymentListQuery,
  });
  const statuses = usePaymentStatusChoices();
  return (
    <ListScreen
      list={list}
      label={MY_PAYMENTS}
      columns={myPaymentColumns}
      optionFilter={{ key: 'paymentStatus', label: 'Status', data: statuses }}
      dateFilter={{ fromKey: 'from', toKey: 'to' }}
    />
  );
}
