import '../components/styles/all-styles.ts';
import { ModalsProvider } from '@mantine/modals';
import type { ReactNode } from 'react';

/**
 * What a customer-area screen (/teacher/…) needs beyond the public layout, as the admin shell gives the
 * back office: all of Mantine's styles (its forms, dialogs and tables) and the ModalsProvider its
 * confirmation prompts ask through. Loaded with the screen, so the public first load has neither.
 */
export function CustomerScreen({ children }: { children: ReactNode }) {
  return <ModalsProvider>{children}</ModalsProvider>;
}
