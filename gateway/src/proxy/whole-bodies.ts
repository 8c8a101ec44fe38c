/**
 * Request bodies are read whole, within the body limit, before the request takes a connection
 * to its upstream, and then sent on byte for byte. Streamed through as they arrived, a body
 * sent one byte every few seconds held one of the upstream pool's connections for as long:
 * about 130 such requests took every connection to content-service (or a remote's asset
 * server), and every reader's query and script waited behind them. The server's request
 * timeout (create-gateway.ts) ends such a request; until then it holds only its own socket.
 */
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';

export function readWholeBodies(app: FastifyInstance): void {
  // Fastify's own parsers would parse JSON (refusing `__proto__` keys content-service takes)
  // and text; every type is read as bytes instead, and handed to the proxy as a stream of them.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, Readable.from([body as Buffer]));
  });
}
