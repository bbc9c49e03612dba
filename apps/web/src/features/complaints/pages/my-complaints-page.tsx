import { Title } from '@mantine/core';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { MY_COMPLAINTS } from '../mine/my-complaint-columns.tsx';
import { MyComplaintsScreen } from '../mine/my-complaints-screen.tsx';

/** Issue 30: /teacher/complaints, the person's complaints. A public-layout page: its own heading. */
export default function MyComplaintsPage() {
  usePageTitle(MY_COMPLAINTS);
  return (
    <section>
      <Title order={1} size="h2" mb="md">
        {MY_COMPLAINTS}
      </Title>
      <MyComplaintsScreen />
    </section>
  );
}
