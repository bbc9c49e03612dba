import { OrdersScreen } from '../list/orders-screen.tsx';

/** spec 001 §2: /admin/orders. */
export default function OrdersPage() {
  return <OrdersScreen />;
}
