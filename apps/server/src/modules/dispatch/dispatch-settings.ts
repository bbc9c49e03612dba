import type { RideRules } from '../../app-context.ts';
import type { Config } from '../../config.ts';
import type { Freshness } from './driver-presence.ts';

/** issue 31: the settings dispatch runs by (README: DISPATCH_RADIUS_KM, OFFERS_AT_ONCE, OFFER_SECONDS…). */
export type DispatchSettings = {
  radiusKm: number;
  offersAtOnce: number;
  offerSeconds: number;
  staleSeconds: number;
  timeZone: string;
  /** AcceptRide's rules, from the rides module. */
  rules: RideRules;
};

export const dispatchSettingsOf = (config: Config, rules: RideRules): DispatchSettings => ({
  radiusKm: config.DISPATCH_RADIUS_KM,
  offersAtOnce: config.OFFERS_AT_ONCE,
  offerSeconds: config.OFFER_SECONDS,
  staleSeconds: config.DRIVER_STALE_SECONDS,
  timeZone: config.TIME_ZONE,
  rules,
});

export const freshnessAt = (settings: DispatchSettings, now: Date): Freshness => ({
  now,
  staleSeconds: settings.staleSeconds,
});
