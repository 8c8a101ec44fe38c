// The subset of autocannon's API the benchmarks use (the package ships no types). The one
// copy: every tsconfig whose code imports autocannon includes this file.
declare module 'autocannon' {
  interface Request {
    method?: string;
    path: string;
    headers?: Record<string, string>;
    body?: string;
  }
  interface Options {
    url: string;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    /** Requests per second across all connections (0: as fast as they are answered). */
    overallRate?: number;
    requests?: Request[];
    timeout?: number;
  }
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
  }
  export interface Result {
    requests: Histogram & { total: number };
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    totalRequests: number;
    '2xx': number;
    '3xx': number;
    '4xx': number;
    '5xx': number;
    statusCodeStats?: Record<string, { count: number }>;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
