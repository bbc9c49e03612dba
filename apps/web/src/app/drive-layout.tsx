import { Box, Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { signOutToHome } from '../lib/sign-out.ts';
import { useSession } from '../lib/use-session.ts';
import { Logo } from './logo.tsx';

/** issue 33: the driver's app's own full-height, phone-first frame: a slim header, then the app. */
export function DriveLayout({ children }: { children: ReactNode }) {
  const { token } = useSession();
  return (
    <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
      <Box
        component="header"
        px="md"
        py={6}
        style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      >
        <Group justify="space-between" wrap="nowrap" maw={640} mx="auto">
          <Logo to="/drive" />
          {token && (
            <Button variant="subtle" size="compact-md" onClick={signOutToHome}>
              Sign out
            </Button>
          )}
        </Group>
      </Box>
      <Box component="main" id="main" p="md" w="100%" maw={640} mx="auto" style={{ flex: 1 }}>
        {children}
      </Box>
    </Box>
  );
}
