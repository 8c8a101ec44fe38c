/**
 * Each process's resident memory, read from its Prometheus /metrics
 * (`process_resident_memory_bytes`): the gateway's on its metrics port, the others' on
 * their own port. A process that does not answer reads as null. A shell of several render
 * processes answers for all of them, added up.
 */
import { SERVICES, type ServiceName } from '@site/contracts';
import type { RunningSite } from '../run-site.ts';
import type { ProcessSpec } from '../processes.ts';

function metricsUrl(site: RunningSite, service: ServiceName): string {
  const port = service === 'gateway' ? site.env.GATEWAY_METRICS_PORT : site.env[`${SERVICES[service].envPrefix}_PORT`];
  return `http://127.0.0.1:${port}/metrics`;
}

export async function residentMemory(site: RunningSite, processes: readonly ProcessSpec[]): Promise<Record<string, number | null>> {
  const entries = await Promise.all(
    processes.map(async (p) => [p.name, await metricOf(site, p.service, 'process_resident_memory_bytes')] as const),
  );
  return Object.fromEntries(entries);
}

/** The shell's render processes (SHELL_WORKERS): its RSS above is theirs added up. */
export async function shellRenderProcesses(site: RunningSite): Promise<number> {
  return (await metricOf(site, 'shell', 'shell_render_processes')) ?? 1;
}

async function metricOf(site: RunningSite, service: ServiceName, name: string): Promise<number | null> {
  try {
    return metricIn(await (await fetch(metricsUrl(site, service), { signal: AbortSignal.timeout(3000) })).text(), name);
  } catch {
    return null;
  }
}

/** The value of a metric's first line (`name value` or `name{labels} value`) in /metrics text; null when absent. */
export function metricIn(text: string, name: string): number | null {
  const line = text.split('\n').find((l) => l.startsWith(`${name} `) || l.startsWith(`${name}{`));
  return line ? Number(line.split(' ').at(-1)) : null;
}

export const mib = (bytes: number | null | undefined) => (bytes == null ? '—' : `${(bytes / 1024 / 1024).toFixed(0)} MiB`);
