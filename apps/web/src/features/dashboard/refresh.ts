/**
 * How often the counts and the recent rides reload while the dashboard is visible. The ride stream
 * (`Ride/RideUpdates`) lives in the rides feature, which this one may not import; once it moves to
 * lib/ the dashboard can follow it instead.
 */
export const DASHBOARD_REFRESH_MS = 30_000;
