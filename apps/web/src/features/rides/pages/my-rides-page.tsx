import { Title } from '@mantine/core';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { MY_RIDES, MyRidesScreen } from '../mine/my-rides-screen.tsx';

/** Issue 30: /teacher/rides, the person's own rides. A public-layout page: its own heading. */
export default function MyRidesPage() {
  usePageTitle(MY_RIDES);
  return (
    <section>
      <Title order={1} size="h2" mb="md">
        {MY_RIDES}
      </Title>
      <MyRidesScreen />
    </section>
  );
}
