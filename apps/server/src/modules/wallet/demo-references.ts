/**
 * How the wallet demo marks what it pretends came from a provider. Every demo reference (ours and the
 * provider's) starts with DEMO-, so nobody takes one for a real payment or transfer, and every demo
 * movement through a provider happened at least DEMO_PROVIDER_MIN_DAYS_AGO days before the seeding:
 * the daily provider reconciliation only compares the previous Lagos day's credits with what the
 * provider lists, so it never sees them (and never reports them as credited but not paid).
 */
export const DEMO_REFERENCE_PREFIX = 'DEMO-';

export const DEMO_PROVIDER_MIN_DAYS_AGO = 2;

export const DAY_MS = 24 * 60 * 60 * 1000;

export const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);
