import { describe, expect, it } from 'vitest';
import { keepReferralCode, keepReferralCodeFrom, keptReferralCode, referralCodeIn } from './referral-code.ts';

const DAY = 24 * 60 * 60 * 1000;
const now = Date.UTC(2026, 10, 26);

// issue 15 §5, spec 000 §3.3 and §9: a `?rc=` link's code, kept under the storage key rc for 60 days.
describe('the referral code of a link', () => {
  it('reads the rc parameter of an address, letters and digits only', () => {
    expect(referralCodeIn('?rc=ab12cd34')).toBe('AB12CD34');
    expect(referralCodeIn('?x=1&rc=%20KEEP5678%20')).toBe('KEEP5678');
    expect(referralCodeIn('')).toBeUndefined();
    expect(referralCodeIn('?rc=')).toBeUndefined();
    expect(referralCodeIn('?rc=<script>')).toBeUndefined();
    expect(referralCodeIn(`?rc=${'A'.repeat(51)}`)).toBeUndefined();
  });

  it('keeps the code under rc with when it expires, for 60 days, then forgets it', () => {
    expect(keepReferralCodeFrom('?rc=AB12CD34', now)).toBe('AB12CD34');
    expect(JSON.parse(localStorage.getItem('rc') ?? '')).toEqual({
      code: 'AB12CD34',
      expires: now + 60 * DAY,
    });
    expect(keptReferralCode(now + 59 * DAY)).toBe('AB12CD34');
    expect(keptReferralCode(now + 60 * DAY)).toBeUndefined();
    expect(localStorage.getItem('rc')).toBeNull();
  });

  it('replaces an earlier code with the latest link, and ignores an address without one', () => {
    keepReferralCode('FIRST234', now);
    expect(keepReferralCodeFrom('?page=2', now + DAY)).toBeUndefined();
    expect(keptReferralCode(now + DAY)).toBe('FIRST234');
    keepReferralCodeFrom('?rc=SECOND23', now + DAY);
    expect(keptReferralCode(now + DAY)).toBe('SECOND23');
  });

  it('forgets what it cannot read', () => {
    localStorage.setItem('rc', 'not json');
    expect(keptReferralCode(now)).toBeUndefined();
    expect(localStorage.getItem('rc')).toBeNull();
    localStorage.setItem('rc', JSON.stringify({ code: 'NOEXPIRY' }));
    expect(keptReferralCode(now)).toBeUndefined();
  });
});
