/** The reference for the SSR benchmark: a bare Fastify route returning fixed HTML from memory. */
import fs from 'node:fs';
import Fastify from 'fastify';

const [file, port] = [process.argv[2]!, Number(process.argv[3])];
const html = fs.readFileSync(file, 'utf8');
const app = Fastify();
app.get('/*', (_req, reply) => {
  reply.type('text/html; charset=utf-8').send(html);
});
await app.listen({ port, host: '127.0.0.1' });
