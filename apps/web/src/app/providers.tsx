import '../components/styles/public-styles.ts';
import { MantineProvider } from '@mantine/core';
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { FieldLabels } from '@wayfare/contracts';
import type { ReactNode } from 'react';
import { alertStore } from '../lib/alerts.ts';
import { ApiError } from '../lib/api-client.ts';
import { cssVariablesResolver, theme } from './theme.ts';

/**
 * spec 000 §8: a failed call shows its error text in an error alert, except a 401 that has already
 * gone to the login page. A 401 under /account stays there (a wrong password), so its text shows. A
 * form's call names its fields by their labels (meta.fieldLabels), so the alert does too (issue 21).
 */
function showError(error: unknown, meta: Record<string, unknown> | undefined) {
  if (meta?.silent) return;
  if (error instanceof ApiError && error.redirectedToLogin) return;
  const labels = meta?.fieldLabels as FieldLabels | undefined;
  if (error instanceof ApiError && labels) alertStore.error(error.labelledMessage(labels));
  else alertStore.error(error instanceof Error ? error.message : String(error));
}

/**
 * The app's query client. The server's render (entry-server.tsx) makes its own with `quiet`: a call that
 * fails there is left to the browser, which shows the error when it fails again; and the alerts are
 * the process's, shared by every page it draws, so they must not hold one visitor's error.
 */
export function createQueryClient({ quiet = false } = {}) {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => !quiet && showError(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _v, _c, mutation) => !quiet && showError(error, mutation.meta),
    }),
    defaultOptions: {
      // The API client already retries twice (spec 000 §7), so the query layer must not multiply it.
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

const queryClient = createQueryClient();

type ProvidersProps = {
  children: ReactNode;
  client?: QueryClient;
  /** 'test' turns Mantine's transitions and portals off, so tests see the end state at once. */
  env?: 'default' | 'test';
};

/**
 * Mantine's ModalsProvider (the confirmation prompts) is not here: only the back office asks, so the admin
 * shell mounts it and a public page does not download the modal (issue 20 §5).
 */
export function Providers({ children, client = queryClient, env = 'default' }: ProvidersProps) {
  return (
    <QueryClientProvider client={client}>
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        defaultColorScheme="light"
        env={env}
      >
        {children}
      </MantineProvider>
    </QueryClientProvider>
  );
}
