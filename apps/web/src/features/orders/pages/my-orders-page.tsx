import { Title } from '@mantine/core';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { MY_ORDERS, MyOrdersScreen } from '../list/orders-screen.tsx';

/** spec 001 §1 and §2: /teacher/orders, the customer's orders. A public-layout page: its own heading. */
export default function MyOrdersPage() {
  usePageTitle(MY_ORDERS);
  return (
    <section>
      <Title order={1} size="h2" mb="md">
        {MY_ORDERS}
      </Title>
      <MyOrdersScreen />
    </section>
  );
}
