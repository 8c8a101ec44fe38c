/**
 * SHELL_WORKERS=N (N > 1): the shell runs as N render processes sharing its port (node:cluster).
 *
 * Why: a page render is CPU on one event loop (~1.4 ms), so one shell process serves at most
 * ~700 pages a second however many cores the machine has. In Kubernetes the shell scales by
 * pods (one process each, the default); on one machine (`npm start`, a single container)
 * this spreads rendering over its cores. Each process is a whole shell (its own remote
 * versions, chrome cache and admission limits); the primary only starts them, replaces one
 * that dies, passes signals on and answers /metrics for all of them (cluster-metrics.ts).
 */
import cluster, { type Worker } from 'node:cluster';
import { answerClusterMetrics } from './cluster-metrics.ts';

/** A worker dying this often in this window is a crash loop: the primary gives up (exit 1) and leaves it to the supervisor. */
const CRASH_LOOP = { exits: 5, windowMs: 60_000 };
/** How long the primary waits, after passing a stop signal on, for its workers to finish their requests. */
const STOP_GRACE_MS = 25_000;

/** One JSON line on stdout in the shape the servers' own logs have (pino), so one log pipeline reads both. */
function logLine(level: 'info' | 'error', msg: string, fields: Record<string, unknown> = {}): void {
  const line = { level: level === 'info' ? 30 : 50, time: Date.now(), service: 'shell', ...fields, msg };
  process.stdout.write(`${JSON.stringify(line)}\n`);
}

export function runRenderWorkers(count: number): void {
  // Each render process accepts connections itself, rather than the primary handing them out
  // (Node's default on Linux): a connection handed to a process in the moment it died was
  // held by the primary and answered by no one, a 504 two seconds later. The gateway keeps
  // its connections open, and measured under load the two processes shared the CPU evenly
  // either way (4.0 / 4.0 s, 3.1 / 4.8 s; handed out, 3.9 / 4.3 s, 3.3 / 4.6 s).
  // NODE_CLUSTER_SCHED_POLICY=rr still chooses Node's default.
  if (!process.env.NODE_CLUSTER_SCHED_POLICY) cluster.schedulingPolicy = cluster.SCHED_NONE;
  let stopping = false;
  let alive = 0;
  const listening = new WeakSet<Worker>();
  const recentExits: number[] = [];

  const fork = () => {
    const worker = cluster.fork();
    alive++;
    worker.once('listening', () => listening.add(worker));
  };

  // SIGTERM whatever stopped the primary: after Ctrl-C, the render processes have had the
  // terminal's SIGINT already, and a second SIGINT would end a Node process at once.
  const stopAll = (code: number) => {
    if (stopping) return;
    stopping = true;
    for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGTERM');
    if (alive === 0) process.exit(code);
    setTimeout(() => process.exit(code), STOP_GRACE_MS).unref();
  };

  cluster.on('exit', (worker, exitCode, signal) => {
    alive--;
    if (stopping) {
      // One that did not finish its requests and exit 0 makes the stop unclean, as a server
      // that would not close makes its own (stop-on-signals.ts).
      if (signal || exitCode) process.exitCode = process.exitCode || 1;
      if (alive === 0) process.exit(process.exitCode ?? 0);
      return;
    }
    const how = signal ? `signal ${signal}` : `exit code ${exitCode}`;
    // A worker that never listened failed to start (a port in use, a missing build): every
    // other one would fail the same way, so the shell stops with the reason already printed.
    if (!listening.has(worker)) {
      logLine('error', `shell: a render process failed to start (${how}); stopping`);
      process.exitCode = exitCode || 1;
      stopAll(exitCode || 1);
      return;
    }
    const now = Date.now();
    recentExits.push(now);
    while (recentExits.length && recentExits[0]! < now - CRASH_LOOP.windowMs) recentExits.shift();
    if (recentExits.length >= CRASH_LOOP.exits) {
      logLine('error', `shell: render processes died ${recentExits.length} times in ${CRASH_LOOP.windowMs / 1000} s; stopping`);
      process.exitCode = 1;
      stopAll(1);
      return;
    }
    logLine('error', `shell: render process ${worker.process.pid} stopped (${how}); starting another`, { worker: worker.id });
    fork();
  });

  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => stopAll(0));
  answerClusterMetrics();
  for (let i = 0; i < count; i++) fork();
  logLine('info', `shell: ${count} render processes`);
}
