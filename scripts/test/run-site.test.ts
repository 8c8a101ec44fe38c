import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { freePortEnv, runSite } from '../run-site.ts';

describe('npm start', () => {
  it('refuses to start when a port is taken, naming the variable that moves it', async () => {
    const env = await freePortEnv();
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(Number(env.GATEWAY_PORT), '127.0.0.1', resolve));
    try {
      await expect(runSite({ env, quiet: true })).rejects.toThrow(
        `port ${env.GATEWAY_PORT} (gateway) is already in use: set GATEWAY_PORT to another port`,
      );
    } finally {
      blocker.close();
    }
  });
});
