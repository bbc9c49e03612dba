import { Title } from '@mantine/core';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { MY_AIRTIME, MyAirtimeScreen } from '../airtime-screen.tsx';

/**
 * Issue 18 §4: /teacher/airtimes, where a customer buys airtime or data from the wallet and sees their
 * purchases. A public-layout page: it carries its own heading.
 */
export default function MyAirtimePage() {
  usePageTitle(MY_AIRTIME);
  return (
    <section>
      <Title order={1} size="h2" mb="md">
        {MY_AIRTIME}
      </Title>
      <MyAirtimeScreen />
    </section>
  );
}
