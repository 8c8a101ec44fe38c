/**
 * The Kubernetes manifests, generated from the registry (@site/contracts): one Deployment and
 * Service per process, HPAs for the parts that carry load, a PodDisruptionBudget each and
 * NetworkPolicies that let only the gateway (and, for its server-side calls, the shell) reach
 * the rest. `node --import tsx deploy/k8s/write-manifests.ts` writes them as a kustomize base
 * and overlays; deploy/test/k8s.test.ts checks the files are current and schema-valid.
 */
import { REMOTE_LIVE_PATH, SERVICES, type ServiceName } from '@site/contracts';
import { DEFAULT_METRICS_PORT, LIVE_PATH } from '@site/gateway';
import { ROLE_OF } from '../roles.ts';

export type Manifest = Record<string, unknown> & {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string> };
};

const PART_OF = 'content-site';
const METRICS_PATH = '/metrics';

/** Kubernetes name of a process: its workspace folder for a remote, else the registry name. */
export function k8sName(name: ServiceName): string {
  const s = SERVICES[name];
  return 'folder' in s ? s.folder : name;
}

/**
 * Per-pod resources, sized from `npm run bench:load` on the 2-core reference machine (see
 * deploy/README.md, Scaling): the figures there are resident memory under the browse mix,
 * and the limits leave room for a content swap (two databases open) or a burst of SSR.
 */
const RESOURCES: Record<'gateway' | 'shell' | 'content' | 'remote', { requests: Record<string, string>; limits: Record<string, string> }> =
  {
    gateway: { requests: { cpu: '250m', memory: '160Mi' }, limits: { cpu: '1', memory: '384Mi' } },
    shell: { requests: { cpu: '500m', memory: '256Mi' }, limits: { cpu: '2', memory: '640Mi' } },
    content: { requests: { cpu: '250m', memory: '192Mi' }, limits: { cpu: '1', memory: '512Mi' } },
    remote: { requests: { cpu: '50m', memory: '96Mi' }, limits: { cpu: '250m', memory: '192Mi' } },
  };

/** Processes scaled on CPU by an HorizontalPodAutoscaler (remote asset servers serve static files). */
export const AUTOSCALED: readonly ServiceName[] = ['gateway', 'shell', 'content'];

const labels = (name: ServiceName) => ({ 'app.kubernetes.io/name': k8sName(name), 'app.kubernetes.io/part-of': PART_OF });

/** The URL each process uses to reach the others: their Services. */
function upstreamEnv(): Array<{ name: string; value: string }> {
  return (Object.keys(SERVICES) as ServiceName[])
    .filter((name) => name !== 'gateway')
    .map((name) => ({ name: `${SERVICES[name].envPrefix}_URL`, value: `http://${k8sName(name)}:${SERVICES[name].defaultPort}` }));
}

function probePath(name: ServiceName): string {
  // The gateway's /healthz probes every upstream; its own probes must not take it out of
  // rotation while one section is down (it still serves the others and the fallback pages).
  return name === 'gateway' ? LIVE_PATH : SERVICES[name].healthPath;
}

/** Liveness: a remote's asset server without a published version is not ready, but alive (restarting it would not publish one). */
function livenessPath(name: ServiceName): string {
  return SERVICES[name].kind === 'remote' ? REMOTE_LIVE_PATH : probePath(name);
}

function deployment(name: ServiceName): Manifest {
  const s = SERVICES[name];
  const role = ROLE_OF[name];
  const port = s.defaultPort;
  const metricsPort = name === 'gateway' ? DEFAULT_METRICS_PORT : port;
  const probe = { httpGet: { path: probePath(name), port: 'http' } };
  return {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name: k8sName(name), labels: labels(name) },
    spec: {
      // An autoscaled Deployment leaves its replica count to its HPA (apply would fight it).
      ...(AUTOSCALED.includes(name) ? {} : { replicas: 2 }),
      selector: { matchLabels: labels(name) },
      template: {
        metadata: {
          labels: labels(name),
          annotations: { 'prometheus.io/scrape': 'true', 'prometheus.io/port': String(metricsPort), 'prometheus.io/path': METRICS_PATH },
        },
        spec: {
          automountServiceAccountToken: false,
          // The 5 s preStop pause plus the longest request a process finishes on SIGTERM.
          terminationGracePeriodSeconds: 30,
          securityContext: { runAsNonRoot: true, runAsUser: 1000, runAsGroup: 1000, seccompProfile: { type: 'RuntimeDefault' } },
          containers: [
            {
              name: k8sName(name),
              image: `content-site/${role.image(name)}`,
              env: [
                { name: 'HOST', value: '0.0.0.0' },
                { name: `${s.envPrefix}_PORT`, value: String(port) },
                ...(name === 'gateway' ? [{ name: 'GATEWAY_METRICS_PORT', value: String(DEFAULT_METRICS_PORT) }] : []),
                ...upstreamEnv(),
              ],
              envFrom: [{ configMapRef: { name: 'site-config' } }],
              ports: [
                { name: 'http', containerPort: port },
                ...(name === 'gateway' ? [{ name: 'metrics', containerPort: DEFAULT_METRICS_PORT }] : []),
              ],
              startupProbe: { ...probe, periodSeconds: 2, failureThreshold: 60 },
              readinessProbe: { ...probe, periodSeconds: 5, timeoutSeconds: 2, failureThreshold: 2 },
              livenessProbe: {
                httpGet: { path: livenessPath(name), port: 'http' },
                periodSeconds: 15,
                timeoutSeconds: 3,
                failureThreshold: 4,
              },
              // Endpoints drop a terminating pod a moment after it is told to stop: the pod keeps
              // serving for 5 s first, then SIGTERM lets its requests under way finish (stopOnSignals).
              lifecycle: { preStop: { exec: { command: ['sleep', '5'] } } },
              resources: RESOURCES[role.resources],
              securityContext: {
                allowPrivilegeEscalation: false,
                readOnlyRootFilesystem: true,
                capabilities: { drop: ['ALL'] },
              },
              volumeMounts: [{ name: 'tmp', mountPath: '/tmp' }],
            },
          ],
          volumes: [{ name: 'tmp', emptyDir: { sizeLimit: '64Mi' } }],
        },
      },
    },
  };
}

function service(name: ServiceName): Manifest {
  return {
    apiVersion: 'v1',
    kind: 'Service',
    metadata: { name: k8sName(name), labels: labels(name) },
    spec: { selector: labels(name), ports: [{ name: 'http', port: SERVICES[name].defaultPort, targetPort: 'http' }] },
  };
}

function autoscaler(name: ServiceName): Manifest {
  return {
    apiVersion: 'autoscaling/v2',
    kind: 'HorizontalPodAutoscaler',
    metadata: { name: k8sName(name), labels: labels(name) },
    spec: {
      scaleTargetRef: { apiVersion: 'apps/v1', kind: 'Deployment', name: k8sName(name) },
      minReplicas: 2,
      maxReplicas: 10,
      metrics: [{ type: 'Resource', resource: { name: 'cpu', target: { type: 'Utilization', averageUtilization: 70 } } }],
      // Scale down slowly: SSR warm-up (remote containers, content caches) costs the first requests.
      behavior: { scaleDown: { stabilizationWindowSeconds: 300 } },
    },
  };
}

function disruptionBudget(name: ServiceName): Manifest {
  return {
    apiVersion: 'policy/v1',
    kind: 'PodDisruptionBudget',
    metadata: { name: k8sName(name), labels: labels(name) },
    spec: { minAvailable: 1, selector: { matchLabels: labels(name) } },
  };
}

/** Who may call a process: the public for the gateway; the gateway (and the shell for its server-side reads) for the rest. */
export function allowedCallers(name: ServiceName): ServiceName[] | 'anyone' {
  if (name === 'gateway') return 'anyone';
  if (name === 'shell') return ['gateway'];
  return ['gateway', 'shell'];
}

const MONITORING = { namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'monitoring' } } };

function networkPolicy(name: ServiceName): Manifest {
  const callers = allowedCallers(name);
  const port = SERVICES[name].defaultPort;
  const from = callers === 'anyone' ? [] : callers.map((caller) => ({ podSelector: { matchLabels: labels(caller) } }));
  const ingress: unknown[] = [
    { ...(callers === 'anyone' ? {} : { from }), ports: [{ protocol: 'TCP', port }] },
    // Prometheus, from the monitoring namespace, scrapes /metrics.
    { from: [MONITORING], ports: [{ protocol: 'TCP', port: name === 'gateway' ? DEFAULT_METRICS_PORT : port }] },
  ];
  return {
    apiVersion: 'networking.k8s.io/v1',
    kind: 'NetworkPolicy',
    metadata: { name: k8sName(name), labels: labels(name) },
    spec: { podSelector: { matchLabels: labels(name) }, policyTypes: ['Ingress'], ingress },
  };
}

/** Every pod of the site refuses traffic no policy above allows. */
const DENY_ALL: Manifest = {
  apiVersion: 'networking.k8s.io/v1',
  kind: 'NetworkPolicy',
  metadata: { name: 'default-deny-ingress', labels: { 'app.kubernetes.io/part-of': PART_OF } },
  spec: { podSelector: { matchLabels: { 'app.kubernetes.io/part-of': PART_OF } }, policyTypes: ['Ingress'] },
};

const SITE_CONFIG: Manifest = {
  apiVersion: 'v1',
  kind: 'ConfigMap',
  metadata: { name: 'site-config', labels: { 'app.kubernetes.io/part-of': PART_OF } },
  data: { SITE_ORIGIN: 'https://content.example.com', LOG_LEVEL: 'info', NODE_ENV: 'production' },
};

const INGRESS: Manifest = {
  apiVersion: 'networking.k8s.io/v1',
  kind: 'Ingress',
  metadata: { name: 'site', labels: { 'app.kubernetes.io/part-of': PART_OF } },
  spec: {
    rules: [
      {
        host: 'content.example.com',
        http: {
          paths: [
            {
              path: '/',
              pathType: 'Prefix',
              backend: { service: { name: k8sName('gateway'), port: { number: SERVICES.gateway.defaultPort } } },
            },
          ],
        },
      },
    ],
  },
};

/** The base: file name → its resources. */
export function baseManifests(): Record<string, Manifest[]> {
  const files: Record<string, Manifest[]> = {
    'config.yaml': [SITE_CONFIG],
    'ingress.yaml': [INGRESS],
    'network-policies.yaml': [DENY_ALL, ...(Object.keys(SERVICES) as ServiceName[]).map(networkPolicy)],
  };
  for (const name of Object.keys(SERVICES) as ServiceName[]) {
    files[`${k8sName(name)}.yaml`] = [
      deployment(name),
      service(name),
      disruptionBudget(name),
      ...(AUTOSCALED.includes(name) ? [autoscaler(name)] : []),
    ];
  }
  return files;
}

export interface Overlay {
  namespace: string;
  images: Array<{ name: string; newTag: string }>;
  /** JSON 6902 patches by target (kustomize `patches`). */
  patches: Array<{ target: { kind: string; name: string }; patch: Array<{ op: 'replace' | 'add'; path: string; value: unknown }> }>;
  configMap: Record<string, string>;
}

function images(tag: string): Overlay['images'] {
  return [...new Set((Object.keys(SERVICES) as ServiceName[]).map((name) => `content-site/${ROLE_OF[name].image(name)}`))].map((name) => ({
    name,
    newTag: tag,
  }));
}

/** dev: one replica of everything, small autoscaling range, debug logs; prod: wider autoscaling. */
export function overlays(): Record<'dev' | 'prod', Overlay> {
  const all = Object.keys(SERVICES) as ServiceName[];
  return {
    dev: {
      namespace: 'content-site-dev',
      images: images('dev'),
      patches: [
        ...all
          .filter((name) => !AUTOSCALED.includes(name))
          .map((name) => ({
            target: { kind: 'Deployment', name: k8sName(name) },
            patch: [{ op: 'replace' as const, path: '/spec/replicas', value: 1 }],
          })),
        ...AUTOSCALED.map((name) => ({
          target: { kind: 'HorizontalPodAutoscaler', name: k8sName(name) },
          patch: [
            { op: 'replace' as const, path: '/spec/minReplicas', value: 1 },
            { op: 'replace' as const, path: '/spec/maxReplicas', value: 2 },
          ],
        })),
        // One replica: a budget of one available pod would block every node drain.
        ...all.map((name) => ({
          target: { kind: 'PodDisruptionBudget', name: k8sName(name) },
          patch: [{ op: 'replace' as const, path: '/spec/minAvailable', value: 0 }],
        })),
      ],
      configMap: { SITE_ORIGIN: 'https://dev.content.example.com', LOG_LEVEL: 'debug' },
    },
    prod: {
      namespace: 'content-site',
      images: images('1.0.0'),
      patches: [
        ...AUTOSCALED.map((name) => ({
          target: { kind: 'HorizontalPodAutoscaler', name: k8sName(name) },
          patch: [
            { op: 'replace' as const, path: '/spec/minReplicas', value: 3 },
            { op: 'replace' as const, path: '/spec/maxReplicas', value: name === 'shell' ? 20 : 12 },
          ],
        })),
      ],
      configMap: { SITE_ORIGIN: 'https://content.example.com', LOG_LEVEL: 'info' },
    },
  };
}
