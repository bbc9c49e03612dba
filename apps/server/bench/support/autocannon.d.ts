// The part of autocannon's API the benchmarks use (the package ships no types).
declare module 'autocannon' {
  type Histogram = { average: number; mean: number; p50: number; p90: number; p99: number; max: number };
  export type AutocannonRequest = {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (request: AutocannonRequest, context: Record<string, unknown>) => AutocannonRequest;
  };
  export type AutocannonOptions = {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    /** Requests per second across all connections (a paced load rather than as fast as answered). */
    overallRate?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    requests?: AutocannonRequest[];
  };
  export type AutocannonResult = {
    requests: Histogram & { sent: number; total: number };
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
    duration: number;
  };
  export default function autocannon(options: AutocannonOptions): Promise<AutocannonResult>;
}
