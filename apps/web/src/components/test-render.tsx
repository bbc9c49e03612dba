import { ModalsProvider } from '@mantine/modals';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient, Providers } from '../app/providers.tsx';

/**
 * Test helper for the kit: renders `ui` inside the app's providers (Mantine, modals, a fresh query
 * cache) and a memory router started at `at`, so widgets that read or write the URL can be observed.
 */
export function renderWidget(ui: ReactElement, { at = '/' }: { at?: string } = {}) {
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [at] });
  const client = createQueryClient();
  const result = render(
    <Providers client={client}>
      <ModalsProvider>
        <RouterProvider router={router} />
      </ModalsProvider>
    </Providers>,
  );
  const location = () => router.state.location;
  return { ...result, router, client, location };
}
