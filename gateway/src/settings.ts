/**
 * Everything the gateway needs to know, resolved once: from environment variables (with the
 * defaults of ARCHITECTURE.md) and overridable by `createGateway(options)` so tests and the
 * lead's start script can run it against any upstreams on any port.
 */
import {
  admissionLimits,
  loadSiteConfig,
  positiveIntEnv,
  previewSecret,
  serviceAddress,
  switchEnv,
  type AdmissionLimits,
} from '@site/contracts/server';
import { DEFAULT_CACHE_QUERY_PARAMS } from './cache/cache-key.ts';
import { QUERY_BODY_LIMIT_BYTES, SERVICE_NAMES, type ServiceName, type SiteConfig } from '@site/contracts';
import type { FastifyServerOptions } from 'fastify';

export type UpstreamName = Exclude<ServiceName, 'gateway'>;
export const UPSTREAM_NAMES = SERVICE_NAMES.filter((name): name is UpstreamName => name !== 'gateway');

export interface CacheSettings {
  enabled: boolean;
  /** At most this many pages (the bound: 200). */
  maxEntries: number;
  /** At most this many bytes, all stored variants (raw, br, gzip) counted. */
  maxBytes: number;
  /** How often the shell's builds/latest.json is polled for a new build id. */
  buildPollMs: number;
  /** Query parameters that are part of a page's key; every other one is ignored for the key. */
  queryParams: readonly string[];
}

export interface GatewaySettings {
  config: SiteConfig;
  upstreams: Record<UpstreamName, string>;
  cache: CacheSettings;
  /** Time an upstream gets to send its response headers before the 504 page. */
  upstreamTimeoutMs: number;
  /** Longest pause inside a response body before the upstream connection is dropped. */
  upstreamBodyTimeoutMs: number;
  /** Largest request body accepted, in bytes. */
  bodyLimit: number;
  /** Longest a client may take to send its whole request, headers and body, before a 408 and the connection closed. */
  requestTimeoutMs: number;
  /** Time each upstream gets to answer the /healthz probe. */
  healthTimeoutMs: number;
  /** PREVIEW_SECRET: only a request carrying it bypasses the edge cache (undefined: preview off). */
  previewSecret: string | undefined;
  logger: FastifyServerOptions['logger'];
  /** Port of the listener serving /metrics to the cluster (the public port never does). */
  metricsPort: number;
  /**
   * Page requests the shell renders (edge cache misses): how many at once, how many may wait
   * and how long, before the gateway answers 503 with Retry-After (GATEWAY_SHELL_CONCURRENCY,
   * GATEWAY_SHELL_QUEUE, GATEWAY_SHELL_QUEUE_MS).
   */
  shellAdmission: AdmissionLimits;
}

export interface GatewayOptions {
  env?: NodeJS.ProcessEnv;
  config?: SiteConfig;
  upstreams?: Partial<Record<UpstreamName, string>>;
  cache?: Partial<CacheSettings>;
  upstreamTimeoutMs?: number;
  upstreamBodyTimeoutMs?: number;
  bodyLimit?: number;
  requestTimeoutMs?: number;
  healthTimeoutMs?: number;
  previewSecret?: string;
  logger?: FastifyServerOptions['logger'];
  shellAdmission?: Partial<AdmissionLimits>;
}

/**
 * In front of the shell: 32 renders at once keep both cores busy with room to spare; a wait
 * of at most one second (inside the two-second upstream timeout) for at most 512 more.
 */
const DEFAULT_SHELL_ADMISSION: AdmissionLimits = { concurrency: 32, queue: 512, maxWaitMs: 1000 };

/**
 * Default upstream timeout: 2 s. undici checks its timers on a half-second tick, so a hung
 * upstream is answered with the 504 page in at most ~2.5 s, inside the 3 s bound.
 */
export const DEFAULT_UPSTREAM_TIMEOUT_MS = 2000;

/** The port Prometheus exporters conventionally use. */
export const DEFAULT_METRICS_PORT = 9464;

export function resolveSettings(options: GatewayOptions = {}): GatewaySettings {
  const env = options.env ?? process.env;
  const upstreams = Object.fromEntries(
    UPSTREAM_NAMES.map((name) => [name, (options.upstreams?.[name] ?? serviceAddress(name, env).url).replace(/\/$/, '')]),
  ) as Record<UpstreamName, string>;
  return {
    config: options.config ?? loadSiteConfig(env),
    upstreams,
    cache: {
      enabled: switchEnv(env, 'GATEWAY_CACHE', true),
      maxEntries: positiveIntEnv(env, 'GATEWAY_CACHE_MAX_ENTRIES', 200),
      maxBytes: positiveIntEnv(env, 'GATEWAY_CACHE_MAX_BYTES', 64 * 1024 * 1024),
      buildPollMs: positiveIntEnv(env, 'GATEWAY_BUILD_POLL_MS', 1000),
      queryParams: env.GATEWAY_CACHE_QUERY_PARAMS
        ? env.GATEWAY_CACHE_QUERY_PARAMS.split(',')
            .map((p) => p.trim())
            .filter(Boolean)
        : DEFAULT_CACHE_QUERY_PARAMS,
      ...options.cache,
    },
    upstreamTimeoutMs: options.upstreamTimeoutMs ?? positiveIntEnv(env, 'GATEWAY_UPSTREAM_TIMEOUT_MS', DEFAULT_UPSTREAM_TIMEOUT_MS),
    upstreamBodyTimeoutMs: options.upstreamBodyTimeoutMs ?? positiveIntEnv(env, 'GATEWAY_UPSTREAM_BODY_TIMEOUT_MS', 15_000),
    // The largest body content-service's query endpoint takes, so no query it accepts is refused here.
    bodyLimit: options.bodyLimit ?? positiveIntEnv(env, 'GATEWAY_BODY_LIMIT', QUERY_BODY_LIMIT_BYTES),
    // A body at that limit (1.5 MB) takes 30 s at 3G's 50 KB/s; a client sending a byte every few seconds is cut off.
    requestTimeoutMs: options.requestTimeoutMs ?? positiveIntEnv(env, 'GATEWAY_REQUEST_TIMEOUT_MS', 30_000),
    healthTimeoutMs: options.healthTimeoutMs ?? positiveIntEnv(env, 'GATEWAY_HEALTH_TIMEOUT_MS', 1500),
    previewSecret: options.previewSecret ?? previewSecret(env),
    logger: options.logger ?? false,
    metricsPort: positiveIntEnv(env, 'GATEWAY_METRICS_PORT', DEFAULT_METRICS_PORT),
    shellAdmission: { ...admissionLimits(env, 'GATEWAY_SHELL', DEFAULT_SHELL_ADMISSION), ...options.shellAdmission },
  };
}
