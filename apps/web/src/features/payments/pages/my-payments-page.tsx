import { Title } from '@mantine/core';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { MY_PAYMENTS, MyPaymentsScreen } from '../payments-screen.tsx';

/** spec 001 §1 and §2: /teacher/payments, the customer's payments. A public-layout page: its own heading. */
export default function MyPaymentsPage() {
  usePageTitle(MY_PAYMENTS);
  return (
    <section>
      <Title order={1} size="h2" mb="md">
        {MY_PAYMENTS}
      </Title>
      <MyPaymentsScreen />
    </section>
  );
}
