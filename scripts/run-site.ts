/**
 * Starts every process of the site with prefixed logs and stops them together. Used by
 * `npm start` and by the integration tests (on free ports).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { SERVICES } from '@site/contracts';
import { ROOT, siteProcesses, type ProcessSpec } from './processes.ts';

export interface RunningSite {
  env: NodeJS.ProcessEnv;
  url: string;
  children: Map<string, ChildProcess>;
  stop(): Promise<void>;
  /** Stops one process (remote-down scenarios; SIGKILL for a crash) and starts it again. */
  kill(name: string, signal?: NodeJS.Signals): Promise<void>;
  restart(name: string): Promise<void>;
  /** The last lines the processes wrote to stderr, prefixed with their names (kept when quiet, for failure messages). */
  recentErrors(): string[];
}

/** stderr lines kept per site for failure messages. */
const RECENT_ERROR_LINES = 100;

export function portFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

/**
 * Ports are taken below Linux's ephemeral range (32768-60999 by default): a port the kernel
 * handed out as free there can be taken, before the process that was to listen on it starts,
 * as the local port of any outgoing connection (a test's fetches, a load generator's sockets),
 * and a gateway started last then exits with its port in use. Each vitest worker draws from a
 * block of its own, so test files running side by side never draw the same port.
 */
const PORT_BLOCK_BASE = 20_000;
const PORT_BLOCK_SIZE = 1_500;
const PORT_BLOCKS = 8;
const handedOut = new Set<number>();

function portBlock(): number {
  const worker = Number(process.env.VITEST_POOL_ID ?? process.env.VITEST_WORKER_ID ?? 0);
  return PORT_BLOCK_BASE + ((Number.isFinite(worker) ? worker : 0) % PORT_BLOCKS) * PORT_BLOCK_SIZE;
}

export async function freePort(): Promise<number> {
  const block = portBlock();
  for (let attempt = 0; attempt < 100; attempt++) {
    const port = block + Math.floor(Math.random() * PORT_BLOCK_SIZE);
    if (handedOut.has(port) || !(await portFree(port))) continue;
    handedOut.add(port);
    return port;
  }
  throw new Error(`no free port in ${block}-${block + PORT_BLOCK_SIZE - 1} after 100 tries`);
}

/**
 * What a process is doing while it is not ready: not listening yet (content-service builds
 * before it listens), or listening with nothing to serve (`not-built`: content-service in dev,
 * whose first build failed, waits for the author's fix).
 */
export type WaitingState = 'starting' | 'not-built';

async function waitReady(
  url: string,
  child: ChildProcess,
  timeoutMs: number,
  onWaiting?: (state: WaitingState, waitedMs: number) => void,
): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`exited with code ${child.exitCode} before it was ready`);
    let state: WaitingState = 'starting';
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(1000) });
      if (res.status < 500) return;
      const body = (await res.json().catch(() => null)) as { code?: unknown } | null;
      if (body?.code === 'CONTENT_NOT_BUILT') state = 'not-built';
    } catch {
      // not listening yet
    }
    onWaiting?.(state, Date.now() - started);
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`not ready after ${timeoutMs} ms (${url})`);
}

function pipeWithPrefix(name: string, stream: NodeJS.ReadableStream | null, out: NodeJS.WritableStream | null, onLine?: LineSink) {
  if (!stream) return;
  let buffer = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk: string) => {
    buffer += chunk;
    const lines = buffer.split('\n');
    buffer = lines.pop() ?? '';
    for (const line of lines) {
      onLine?.(name, line);
      out?.write(`${`[${name}]`.padEnd(16)} ${line}\n`);
    }
  });
}

type LineSink = (processName: string, line: string) => void;

/** Every child any runSite call started and that is still running, for stopping on a signal. */
const liveChildren = new Set<ChildProcess>();

function stopChild(child: ChildProcess | undefined, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  return new Promise<void>((resolve) => {
    if (!child || child.exitCode !== null || child.signalCode) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGCONT'); // a paused process (fault runs) cannot handle the signal below
    child.kill(signal);
    setTimeout(() => child.kill('SIGKILL'), 3000).unref();
  });
}

/** Stops every process started here, also while a start is still waiting for readiness. */
export async function stopAllChildren(): Promise<void> {
  await Promise.all([...liveChildren].map((child) => stopChild(child)));
}

export interface RunOptions {
  env?: NodeJS.ProcessEnv;
  dev?: boolean;
  /** Silence child output (tests). */
  quiet?: boolean;
  /** Every line a process writes to stdout (its JSON log), also when quiet. */
  onLog?: LineSink;
  readyTimeoutMs?: number;
  /**
   * How long content-service may take to be ready (default readyTimeoutMs): its first build
   * runs before it listens, minutes at 100,000 pages, and in dev a first build that failed
   * waits for the author's fix.
   */
  contentReadyTimeoutMs?: number;
  /** Called on every look while content-service is not ready yet. */
  onContentWaiting?: (state: WaitingState, waitedMs: number) => void;
  onExit?: (name: string, code: number | null) => void;
  /** The content database is built already (by another build code than the compiled server's): served as is. */
  prebuilt?: boolean;
}

export async function runSite(opts: RunOptions = {}): Promise<RunningSite> {
  // Production React and libraries unless asked otherwise: development builds render several
  // times slower and print warnings meant for component authors.
  const env: NodeJS.ProcessEnv = { NODE_ENV: opts.dev ? 'development' : 'production', ...process.env, ...opts.env };
  const specs = siteProcesses({ dev: !!opts.dev, prebuilt: !!opts.prebuilt });
  const portOf = (spec: ProcessSpec) => Number(env[spec.ready.portVar] ?? spec.ready.defaultPort);

  for (const spec of specs) {
    if (!(await portFree(portOf(spec)))) {
      throw new Error(`port ${portOf(spec)} (${spec.name}) is already in use: set ${spec.ready.portVar} to another port`);
    }
  }

  const children = new Map<string, ChildProcess>();
  const errorLines: string[] = [];
  const keepErrorLine: LineSink = (name, line) => {
    errorLines.push(`[${name}] ${line}`);
    if (errorLines.length > RECENT_ERROR_LINES) errorLines.shift();
  };
  let stopping = false;
  const start = async (spec: ProcessSpec) => {
    // Quiet runs (tests, benchmarks) do not read access logs at all: piping them into this
    // process would cost CPU that belongs to the load generator.
    const readStdout = !opts.quiet || !!opts.onLog;
    const child = spawn(process.execPath, spec.args, { cwd: ROOT, env, stdio: ['ignore', readStdout ? 'pipe' : 'ignore', 'pipe'] });
    children.set(spec.name, child);
    liveChildren.add(child);
    child.once('exit', () => liveChildren.delete(child));
    pipeWithPrefix(spec.name, child.stdout, opts.quiet ? null : process.stdout, opts.onLog);
    pipeWithPrefix(spec.name, child.stderr, opts.quiet ? null : process.stderr, keepErrorLine);
    child.on('exit', (code) => {
      if (!stopping && children.get(spec.name) === child) opts.onExit?.(spec.name, code);
    });
    const isContent = spec.service === 'content';
    const timeoutMs = (isContent ? opts.contentReadyTimeoutMs : undefined) ?? opts.readyTimeoutMs ?? 120_000;
    await waitReady(
      `http://127.0.0.1:${portOf(spec)}${spec.ready.path}`,
      child,
      timeoutMs,
      isContent ? opts.onContentWaiting : undefined,
    ).catch((err: Error) => {
      // What the process said before it gave up (a port in use, a missing build) names the cause.
      const said = errorLines.filter((line) => line.startsWith(`[${spec.name}] `)).slice(-10);
      throw new Error(`${spec.name}: ${err.message}${said.length ? `\n${said.join('\n')}` : ''}`);
    });
  };

  const site: RunningSite = {
    env,
    url: `http://127.0.0.1:${Number(env.GATEWAY_PORT ?? 3000)}`,
    children,
    recentErrors: () => [...errorLines],
    async stop() {
      stopping = true;
      await Promise.all([...children.values()].map((child) => stopChild(child)));
    },
    async kill(name, signal) {
      const child = children.get(name);
      children.delete(name);
      await stopChild(child, signal);
    },
    async restart(name) {
      await site.kill(name);
      const spec = specs.find((s) => s.name === name);
      if (!spec) throw new Error(`no process named ${name}`);
      await start(spec);
    },
  };

  try {
    // content first (the shell asks it for versions), remotes next, then shell and gateway.
    await start(specs[0]!);
    await Promise.all(specs.slice(1, 5).map(start));
    await start(specs[5]!);
    await start(specs[6]!);
  } catch (err) {
    await site.stop();
    throw err;
  }
  return site;
}

/** Environment that puts every process on a free port (tests, benchmarks). */
export async function freePortEnv(extra: NodeJS.ProcessEnv = {}): Promise<NodeJS.ProcessEnv> {
  const env: NodeJS.ProcessEnv = {};
  for (const service of Object.values(SERVICES)) env[`${service.envPrefix}_PORT`] = String(await freePort());
  env.GATEWAY_METRICS_PORT = String(await freePort());
  env.SITE_ORIGIN = `http://127.0.0.1:${env.GATEWAY_PORT}`;
  return { ...env, ...extra };
}
