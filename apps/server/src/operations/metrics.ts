import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { geocoderFallbacks } from '../adapters/geocoding/geocoder-fallbacks.ts';
import { routingFallbacks } from '../adapters/routing/routing-fallbacks.ts';
import type { DatabasePoolStats } from '../db/client.ts';
import type { Db } from '../db/database.ts';
import type { OpenStreams } from '../http/event-stream.ts';
import type { JobRun } from '../modules/jobs/index.ts';
import { outboxBacklog } from '../modules/outbox/index.ts';
import { paymentOutcomes } from './payment-outcomes.ts';

export type AppMetrics = {
  registry: Registry;
  /** One answered request: `route` is the route's template (`/api/Ride/:id`), never the address asked. */
  observeRequest: (labels: { method: string; route: string; status: number }, seconds: number) => void;
  recordJobRun: (run: JobRun) => void;
};

// From a cached read to a slow provider call (the providers' timeouts are some seconds).
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/**
 * The app's metrics, in a registry of its own (a test process builds many apps). What the database
 * knows (the outbox) is asked at each scrape; the pool and the open streams are read then too.
 * `processMetrics`: Node's own (memory, event loop, CPU), which start a monitor per registry, so a
 * process turns them on once, for its one app.
 */
export function createMetrics(deps: {
  db: Db;
  pool?: (() => DatabasePoolStats) | undefined;
  openStreams: OpenStreams;
  processMetrics: boolean;
}): AppMetrics {
  const registry = new Registry();
  if (deps.processMetrics) collectDefaultMetrics({ register: registry });

  const requestDuration = new Histogram({
    name: 'wayfare_http_request_duration_seconds',
    help: 'Time to answer a request, by method, route template and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });

  if (deps.pool) {
    const pool = deps.pool;
    new Gauge({
      name: 'wayfare_database_pool_max',
      help: 'The most PostgreSQL connections this process opens (DATABASE_POOL_SIZE)',
      registers: [registry],
      collect() {
        this.set(pool().max);
      },
    });
    new Gauge({
      name: 'wayfare_database_pool_in_use',
      help: 'PostgreSQL connections running a query or a transaction now',
      registers: [registry],
      collect() {
        const stats = pool();
        this.set(stats.total - stats.idle);
      },
    });
    new Gauge({
      name: 'wayfare_database_pool_waiting',
      help: 'Queries waiting for a free PostgreSQL connection',
      registers: [registry],
      collect() {
        this.set(pool().waiting);
      },
    });
  }

  // Both outbox gauges come from one query, made by whichever is collected first in a scrape.
  let backlog: ReturnType<typeof outboxBacklog> | undefined;
  const readBacklog = () => {
    backlog ??= outboxBacklog(deps.db, new Date()).finally(() => {
      backlog = undefined;
    });
    return backlog;
  };
  new Gauge({
    name: 'wayfare_outbox_pending_messages',
    help: 'E-mails and SMS waiting to be sent (retries included)',
    registers: [registry],
    async collect() {
      this.set((await readBacklog()).depth);
    },
  });
  new Gauge({
    name: 'wayfare_outbox_oldest_pending_age_seconds',
    help: 'How long the oldest message waiting to be sent has waited (0 when none waits)',
    registers: [registry],
    async collect() {
      this.set((await readBacklog()).oldestAgeSeconds);
    },
  });

  const jobRuns = new Counter({
    name: 'wayfare_job_runs_total',
    help: 'Scheduled job runs by this process, by job',
    labelNames: ['job'] as const,
    registers: [registry],
  });
  const jobFailures = new Counter({
    name: 'wayfare_job_failures_total',
    help: 'Scheduled job runs that failed, by job',
    labelNames: ['job'] as const,
    registers: [registry],
  });

  new Gauge({
    name: 'wayfare_live_streams_open',
    help: 'Live event streams (Ride/RideUpdates and the like) open on this process',
    registers: [registry],
    collect() {
      this.set(deps.openStreams.size);
    },
  });

  registry.registerMetric(paymentOutcomes);
  registry.registerMetric(routingFallbacks);
  registry.registerMetric(geocoderFallbacks);

  return {
    registry,
    observeRequest: ({ method, route, status }, seconds) =>
      requestDuration.observe({ method, route, status: String(status) }, seconds),
    recordJobRun(run) {
      jobRuns.inc({ job: run.job });
      if ('error' in run) jobFailures.inc({ job: run.job });
    },
  };
}
