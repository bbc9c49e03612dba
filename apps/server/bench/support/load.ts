import autocannon, { type AutocannonOptions } from 'autocannon';

export type LoadOptions = AutocannonOptions & {
  /** Seconds of load before the measured run, so the JIT and the pools are warm (default 3). */
  warmupSeconds?: number;
};

export type LoadResult = {
  rps: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** Responses outside 2xx plus connection errors and timeouts: a run with any is suspect. */
  failures: number;
  statusCounts: Record<string, number>;
};

/** Puts HTTP load on a server with autocannon (in this process) and summarises the run. */
export async function measureLoad(options: LoadOptions): Promise<LoadResult> {
  const { warmupSeconds = 3, ...load } = options;
  const settings = { connections: 50, duration: 10, ...load };
  if (warmupSeconds > 0) await autocannon({ ...settings, duration: warmupSeconds });
  const result = await autocannon(settings);
  return {
    rps: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    failures: result.non2xx + result.errors + result.timeouts,
    statusCounts: Object.fromEntries(
      Object.entries(result.statusCodeStats).map(([status, stats]) => [status, stats.count]),
    ),
  };
}
