import { MAX_REFERRAL_CODE_INPUT, REFERRAL_CODE_LIFETIME_DAYS } from '@wayfare/contracts';
import { storageKeys } from './session.ts';

/** The query parameter of a referral link: `/?rc=CODE` (issue 15 §5). */
export const REFERRAL_CODE_PARAM = 'rc';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What is kept under the storage key rc: the code and when it stops counting. */
type KeptCode = { code: string; expires: number };

/** A code as a link carries it: letters and digits, bounded; anything else is not kept. */
const asCode = (value: string | null | undefined) => {
  const code = value?.trim() ?? '';
  return code.length > 0 && code.length <= MAX_REFERRAL_CODE_INPUT && /^[A-Za-z0-9]+$/.test(code)
    ? code.toUpperCase()
    : undefined;
};

/** The referral code of an address's query (`?rc=CODE`), if it carries one. */
export const referralCodeIn = (search: string) =>
  asCode(new URLSearchParams(search).get(REFERRAL_CODE_PARAM));

/** Keeps a link's code for 60 days (spec 000 §9), replacing any earlier one. */
export function keepReferralCode(code: string, now = Date.now()) {
  const kept: KeptCode = { code, expires: now + REFERRAL_CODE_LIFETIME_DAYS * DAY_MS };
  try {
    localStorage.setItem(storageKeys.referralCode, JSON.stringify(kept));
  } catch {
    // Storage full or refused (private mode): the link still works for this page's form.
  }
}

/** The kept code while it lasts; an expired or unreadable one is forgotten. */
export function keptReferralCode(now = Date.now()): string | undefined {
  const raw = localStorage.getItem(storageKeys.referralCode);
  if (raw === null) return undefined;
  let kept: Partial<KeptCode> | null = null;
  try {
    kept = JSON.parse(raw) as Partial<KeptCode> | null;
  } catch {
    kept = null;
  }
  const code = asCode(kept?.code);
  if (code && typeof kept?.expires === 'number' && kept.expires > now) return code;
  localStorage.removeItem(storageKeys.referralCode);
  return undefined;
}

/** Keeps the code of an address's `?rc=` (any public page calls this as it opens); returns it. */
export function keepReferralCodeFrom(search: string, now = Date.now()): string | undefined {
  const code = referralCodeIn(search);
  if (code) keepReferralCode(code, now);
  return code;
}
