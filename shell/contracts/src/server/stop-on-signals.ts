/**
 * How every server process stops: on SIGTERM (Kubernetes, `docker stop`) or SIGINT (Ctrl-C) it
 * stops accepting connections, lets the requests under way finish, then exits 0 (1 when a
 * server would not close). A process with no handler is worse off in a container: Node as
 * PID 1 ignores SIGTERM, so the pod waits out its whole grace period and is killed mid-request.
 */
import type { FastifyInstance } from 'fastify';

/** `servers` is read when the signal comes, so a listener started later is closed too. */
export function stopOnSignals(name: string, servers: () => ReadonlyArray<FastifyInstance | null>): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    // Ctrl-C reaches every process of the terminal's group, and a shell's render process also
    // hears SIGTERM from its primary: the first signal stops it, the other is nothing new.
    if (stopping) return;
    stopping = true;
    const running = servers().filter((s): s is FastifyInstance => s !== null);
    running[0]?.log.info({ signal }, `${name} shutting down: finishing the requests under way`);
    Promise.all(running.map((s) => s.close())).then(
      () => process.exit(0),
      (err: unknown) => {
        running[0]?.log.error({ err }, `${name} did not close cleanly`);
        process.exit(1);
      },
    );
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => stop(signal));
}
