import { Box, Container } from '@mantine/core';
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AlertArea } from '../../components/alert-area.tsx';
import { keepReferralCodeFrom } from '../../lib/referral-code.ts';
import { PublicFooter } from './public-footer.tsx';
import { PublicHeader } from './public-header.tsx';

/** Scrolls to the #anchor of the address (How It Works, Benefits), or to the top on a new page. */
function useScrollToHash() {
  const { pathname, hash } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page scrolls to the top even without a hash
  useEffect(() => {
    if (!hash) {
      window.scrollTo({ top: 0 });
      return;
    }
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [pathname, hash]);
}

/** issue 15 §5: a `?rc=CODE` on any public page is kept for the registration form (60 days). */
function useReferralLink() {
  const { search } = useLocation();
  useEffect(() => {
    keepReferralCodeFrom(search);
  }, [search]);
}

export function PublicLayout({ contained = true }: { contained?: boolean }) {
  useScrollToHash();
  useReferralLink();
  return (
    <Box style={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <PublicHeader />
      <AlertArea />
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
