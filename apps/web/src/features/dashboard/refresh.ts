/**
 * How often the counts reload while the dashboard is visible. An administrator with Ride view follows
 * the ride stream (`useRideRefresh`, in the recent rides), which reloads them within a second of a
 * ride's change; this interval keeps the counts of people current, and everything for the others.
 */
export const DASHBOARD_REFRESH_MS = 30_000;
