import { Title } from '@mantine/core';
import { usePageTitle } from '../lib/use-page-title.ts';
import { ComingSoonNotice } from './coming-soon-notice.tsx';

/**
 * A public page that a later release builds (the customer area): its one heading, and a plain notice.
 * An admin page shows only the notice: the admin shell's header holds its heading.
 */
export function NotAvailableYet({ title }: { title: string }) {
  usePageTitle(title);
  return (
    <section>
      <Title order={1} size="h2" mb="md">
        {title}
      </Title>
      <ComingSoonNotice />
    </section>
  );
}
