import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { keepReferralCodeFrom } from '../../lib/referral-code.ts';

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

/** What a public page does on arrival; it draws nothing (an island of its own on a server-drawn page). */
export function PublicPageEffects() {
  useScrollToHash();
  useReferralLink();
  return null;
}
