import * as calls from '@wayfare/contracts/calls';
import { useListPage } from '../../../components/list-page/use-list-page.ts';
import { ListScreen, PermittedScreen, useScreenUrl } from '../../../components/screen/index.ts';
import { CreateOrderEditor } from '../create/create-order-editor.tsx';
import { useOrderActions } from '../use-order-actions.ts';
import { adminOrderColumns, myOrderColumns } from './order-columns.tsx';
import { orderFilterKeys, orderListQuery, useOrderStatusChoices } from './order-filters.ts';

export const ORDERS_LABEL = 'Orders';
export const MY_ORDERS = 'My Orders';

/** spec 001 §2, issue 19 §3: /admin/orders, for those who may see the Order endpoint. */
export function OrdersScreen() {
  return (
    <PermittedScreen call={calls.Order.GetOrders}>
      <AdminOrders />
    </PermittedScreen>
  );
}

function AdminOrders() {
  const url = useScreenUrl();
  const list = useListPage({
    call: calls.Order.GetOrders,
    filterKeys: orderFilterKeys,
    toQuery: orderListQuery,
  });
  const statuses = useOrderStatusChoices();
  const actions = useOrderActions();
  if (url.isNew) return <CreateOrderEditor listLabel={ORDERS_LABEL} onBack={url.close} />;
  return (
    <ListScreen
      exportCall={calls.Order.ExportOrders}
      list={list}
      label={ORDERS_LABEL}
      columns={adminOrderColumns(actions)}
      create={{ call: calls.Order.CreateOrderForOtherItems, onClick: url.openNew }}
      optionFilter={{ key: 'orderStatus', label: 'Status', data: statuses }}
      dateFilter={{ fromKey: 'from', toKey: 'to' }}
    />
  );
}

/** spec 001 §2: /teacher/orders, the customer's own orders through GetMyOrders. */
export function MyOrdersScreen() {
  const list = useListPage({
    call: calls.Order.GetMyOrders,
    filterKeys: orderFilterKeys,
    toQuery: orderListQuery,
  });
  const statuses = useOrderStatusChoices();
  return (
    <ListScreen
      list={list}
      label={MY_ORDERS}
      columns={myOrderColumns}
      optionFilter={{ key: 'orderStatus', label: 'Status', data: statuses }}
      dateFilter={{ fromKey: 'from', toKey: 'to' }}
    />
  );
}
