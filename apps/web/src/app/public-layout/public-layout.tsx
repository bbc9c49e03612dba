import { Box, Container } from '@mantine/core';
import { Outlet } from 'react-router';
import { AlertArea } from '../../components/alert-area.tsx';
import { island } from '../../lib/island.tsx';
import { PublicFooter } from './public-footer.tsx';
import { PublicHeader } from './public-header.tsx';
import { PublicPageEffects } from './public-page-effects.tsx';

// Issue 32: on a page the server draws, these are the layout's interactive parts, hydrated alone; the footer
// and the page's static content stay the server's HTML.
const HeaderIsland = island('public-header', PublicHeader);
const AlertAreaIsland = island('alert-area', AlertArea);
const PageEffectsIsland = island('public-page-effects', PublicPageEffects);

export function PublicLayout({ contained = true }: { contained?: boolean }) {
  return (
    <Box style={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <PageEffectsIsland />
      <HeaderIsland />
      <AlertAreaIsland />
      {/* At least a screen high, so the footer starts below the fold and does not move while a page's code
          and data arrive (issue 20 §5: CLS). */}
      <Box component="main" style={{ flex: 1, minHeight: '100dvh' }}>
        {contained ? (
          <Container size="lg" py="xl">
            <Outlet />
          </Container>
        ) : (
          <Outlet />
        )}
      </Box>
      <PublicFooter />
    </Box>
  );
}
