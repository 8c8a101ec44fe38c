// The subset of autocannon's API the bench uses (the package ships no types).
declare module 'autocannon' {
  interface Request {
    method?: string;
    path: string;
    headers?: Record<string, string>;
    body?: string;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    requests?: Request[];
    headers?: Record<string, string>;
    timeout?: number;
  }
  interface Histogram {
    average: number;
    p99: number;
    p50: number;
  }
  export interface Result {
    requests: Histogram;
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    totalRequests: number;
    '2xx': number;
    '3xx': number;
    '4xx': number;
    '5xx': number;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
