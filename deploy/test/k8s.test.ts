/**
 * The Kubernetes manifests (deploy/k8s, kustomize base and overlays) are what the generator
 * makes from the registry, every resource of the base and of each rendered overlay is valid
 * against the Kubernetes API schemas (kubernetes-models: validators compiled from the
 * Kubernetes OpenAPI JSON schemas with ajv), and each process is deployed as the registry
 * declares it: port, health path, Service, probes, hardening, autoscaling and who may call it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { REMOTE_LIVE_PATH, SERVICES, type ServiceName } from '@site/contracts';
import { LIVE_PATH } from '@site/gateway';
import { k8sFiles, renderKustomization } from '../k8s/kustomize.ts';
import { allowedCallers, AUTOSCALED, k8sName, type Manifest } from '../k8s/manifests.ts';

const K8S = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'k8s');
const NAMES = Object.keys(SERVICES) as ServiceName[];

async function schemaErrors(m: Manifest): Promise<string | null> {
  const models = (await import(/* @vite-ignore */ `kubernetes-models/${m.apiVersion}`)) as Record<
    string,
    new (
      d: unknown,
    ) => { validate(): void }
  >;
  const Model = models[m.kind];
  if (!Model) return `${m.apiVersion} ${m.kind}: no schema for this kind`;
  try {
    new Model(m).validate();
    return null;
  } catch (err) {
    return `${m.kind}/${m.metadata.name}: ${(err as Error).message}`;
  }
}

const find = (all: Manifest[], kind: string, name: string) => all.find((m) => m.kind === kind && m.metadata.name === name);
type Container = {
  image: string;
  env: Array<{ name: string; value: string }>;
  ports: Array<{ name: string; containerPort: number }>;
  readinessProbe: { httpGet: { path: string; port: string } };
  livenessProbe: { httpGet: { path: string; port: string } };
  resources: { requests: Record<string, string>; limits: Record<string, string> };
  securityContext: Record<string, unknown>;
  lifecycle?: { preStop?: { exec?: { command: string[] } } };
};
const podOf = (d: Manifest) =>
  (
    d as unknown as {
      spec: {
        template: { spec: { securityContext: Record<string, unknown>; terminationGracePeriodSeconds?: number; containers: Container[] } };
      };
    }
  ).spec.template.spec;

describe('Kubernetes manifests', () => {
  const base = renderKustomization(path.join(K8S, 'base'));

  it('are the files deploy/k8s/write-manifests.ts generates from the registry', () => {
    for (const [file, text] of Object.entries(k8sFiles())) {
      const onDisk = path.join(K8S, file);
      expect(fs.existsSync(onDisk), `${file} is missing: run node --import tsx deploy/k8s/write-manifests.ts`).toBe(true);
      expect(fs.readFileSync(onDisk, 'utf8'), `${file} is stale: run node --import tsx deploy/k8s/write-manifests.ts`).toBe(text);
    }
  });

  it.each(['base', 'overlays/dev', 'overlays/prod'])('%s: every resource is valid against the Kubernetes schemas', async (dir) => {
    const rendered = renderKustomization(path.join(K8S, dir));
    expect(rendered.length).toBeGreaterThan(NAMES.length * 3);
    const errors = (await Promise.all(rendered.map(schemaErrors))).filter(Boolean);
    expect(errors).toEqual([]);
  });

  it('the schema check catches a broken manifest', async () => {
    const deployment = structuredClone(find(base, 'Deployment', 'gateway')!);
    podOf(deployment).containers[0]!.readinessProbe.httpGet = { path: '/x' } as never;
    expect(await schemaErrors(deployment)).toMatch(/port/);
  });

  it.each(NAMES)(
    '%s: a Deployment and Service on its registry port, probed on its health path, drained before it stops, hardened',
    (name) => {
      const s = SERVICES[name];
      const deployment = find(base, 'Deployment', k8sName(name))!;
      const svc = find(base, 'Service', k8sName(name))!;
      expect(deployment).toBeDefined();
      expect((svc as unknown as { spec: { ports: Array<{ port: number }> } }).spec.ports[0]!.port).toBe(s.defaultPort);
      const pod = podOf(deployment);
      const [container] = pod.containers;
      expect(container!.env).toContainEqual({ name: `${s.envPrefix}_PORT`, value: String(s.defaultPort) });
      expect(container!.ports.find((p) => p.name === 'http')!.containerPort).toBe(s.defaultPort);
      const healthPath = name === 'gateway' ? LIVE_PATH : s.healthPath;
      expect(container!.readinessProbe.httpGet).toEqual({ path: healthPath, port: 'http' });
      // A remote's asset server is ready only with a version to serve, and alive without one.
      const livePath = s.kind === 'remote' ? REMOTE_LIVE_PATH : healthPath;
      expect(container!.livenessProbe.httpGet).toEqual({ path: livePath, port: 'http' });
      expect(pod.securityContext.runAsNonRoot).toBe(true);
      expect(container!.securityContext).toMatchObject({ readOnlyRootFilesystem: true, allowPrivilegeEscalation: false });
      expect(Object.keys(container!.resources.requests).sort()).toEqual(['cpu', 'memory']);
      expect(Object.keys(container!.resources.limits).sort()).toEqual(['cpu', 'memory']);
      // Out of the Service's endpoints before it stops taking connections: a rollout refuses none.
      const pause = container!.lifecycle?.preStop?.exec?.command;
      expect(pause?.[0]).toBe('sleep');
      expect(Number(pause?.[1])).toBeGreaterThanOrEqual(3);
      expect(pod.terminationGracePeriodSeconds ?? 30).toBeGreaterThan(Number(pause?.[1]) + 10);
      expect(find(base, 'PodDisruptionBudget', k8sName(name))).toBeDefined();
      expect(!!find(base, 'HorizontalPodAutoscaler', k8sName(name))).toBe(AUTOSCALED.includes(name));
    },
  );

  it('every upstream URL a process is given is a Service on that upstream’s port', () => {
    for (const name of NAMES) {
      for (const { name: variable, value } of podOf(find(base, 'Deployment', k8sName(name))!).containers[0]!.env) {
        if (!variable.endsWith('_URL')) continue;
        const target = NAMES.find((n) => `${SERVICES[n].envPrefix}_URL` === variable)!;
        expect(value).toBe(`http://${k8sName(target)}:${SERVICES[target].defaultPort}`);
        expect(find(base, 'Service', k8sName(target))).toBeDefined();
      }
    }
  });

  it('lets only the gateway (and the shell, for its server-side reads) reach the other processes', () => {
    expect(find(base, 'NetworkPolicy', 'default-deny-ingress')).toMatchObject({ spec: { policyTypes: ['Ingress'] } });
    for (const name of NAMES) {
      const policy = find(base, 'NetworkPolicy', k8sName(name)) as unknown as {
        spec: { ingress: Array<{ from?: Array<{ podSelector?: { matchLabels: Record<string, string> } }> }> };
      };
      const callers = policy.spec.ingress
        .flatMap((rule) => rule.from ?? [{ podSelector: { matchLabels: { 'app.kubernetes.io/name': '*anyone*' } } }])
        .map((from) => from.podSelector?.matchLabels['app.kubernetes.io/name'])
        .filter(Boolean);
      const expected = allowedCallers(name);
      expect(callers.sort()).toEqual(expected === 'anyone' ? ['*anyone*'] : expected.map(k8sName).sort());
    }
  });

  it('overlays put everything in their namespace and tag every image', () => {
    for (const dir of ['overlays/dev', 'overlays/prod']) {
      const rendered = renderKustomization(path.join(K8S, dir));
      const namespace = rendered.find((m) => m.kind === 'Namespace')!.metadata.name;
      for (const m of rendered.filter((r) => r.kind !== 'Namespace')) {
        expect((m.metadata as { namespace?: string }).namespace, `${dir} ${m.kind}/${m.metadata.name}`).toBe(namespace);
      }
      for (const d of rendered.filter((r) => r.kind === 'Deployment')) expect(podOf(d).containers[0]!.image).toMatch(/:[\w.-]+$/);
    }
  });
});
