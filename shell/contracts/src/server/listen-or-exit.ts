/**
 * How every server process starts listening: on its port and host, or, when it cannot, with
 * one line that says which variable moves it (a port already in use is the usual cause) and
 * exit code 1, instead of a stack trace.
 */
import type { FastifyInstance } from 'fastify';
import { listenHost, type ServiceAddress } from './service-env.ts';

export async function listenOrExit(name: string, app: FastifyInstance, address: Pick<ServiceAddress, 'port' | 'portVar'>): Promise<void> {
  try {
    await app.listen({ port: address.port, host: listenHost() });
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    // The address is at fault, not the port: an unknown name or one this machine does not have.
    if (code === 'ENOTFOUND' || code === 'EADDRNOTAVAIL' || code === 'EAI_AGAIN') {
      console.error(
        `[${name}] cannot listen on HOST=${listenHost()} (${(err as Error).message}): set HOST to an address of this machine (0.0.0.0 for every interface, 127.0.0.1 for loopback)`,
      );
      process.exit(1);
    }
    const why = code === 'EADDRINUSE' ? 'is already in use' : `cannot be listened on (${(err as Error).message})`;
    console.error(`[${name}] port ${address.port} ${why}: free it or set ${address.portVar} to another port`);
    process.exit(1);
  }
}
