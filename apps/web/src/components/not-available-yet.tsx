import { Title } from '@mantine/core';
import { ComingSoonNotice } from './coming-soon-notice.tsx';

/** An admin screen that a later release builds: its menu title, and a plain notice. */
export function NotAvailableYet({ title }: { title: string }) {
  return (
    <section>
      <Title order={2} size="h3" mb="md">
        {title}
      </Title>
      <ComingSoonNotice />
    </section>
  );
}
