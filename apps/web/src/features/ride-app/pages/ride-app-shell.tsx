import { Anchor, Box, Button, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { signOutToHome } from '../../../lib/sign-out.ts';

/**
 * The rider's app's own frame, phone first: the full height of the screen, a slim header (the logo to
 * the site, My rides and Sign out for a signed-in rider) and the page below it.
 */
export function RideAppShell({ signedIn, children }: { signedIn: boolean; children: ReactNode }) {
  return (
    <Box style={{ display: 'flex', flexDirection: 'column', height: '100dvh' }}>
      <Box
        component="header"
        px="sm"
        py={6}
        style={{ borderBottom: '1px solid var(--mantine-color-default-border)', flexShrink: 0 }}
      >
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Anchor component={Link} to={paths.home} aria-label="Wayfare home" underline="never" c="inherit">
            <Group gap={6} wrap="nowrap">
              <img src="/favicon.svg" alt="" width={26} height={26} />
              <Text fw={800} size="lg" c="var(--wayfare-logo-text)">
                Wayfare
              </Text>
            </Group>
          </Anchor>
          {signedIn && (
            <Group gap={4} wrap="nowrap">
              <Button component={Link} to={paths.customer('rides')} variant="subtle" size="compact-md">
                My rides
              </Button>
              <Button variant="subtle" size="compact-md" onClick={signOutToHome}>
                Sign out
              </Button>
            </Group>
          )}
        </Group>
      </Box>
      <Box component="main" style={{ flex: 1, overflowY: 'auto', position: 'relative' }}>
        {children}
      </Box>
    </Box>
  );
}
