/**
 * The stand-in shell of the proxy-overhead benchmark (proxy-overhead.ts), as a process of its
 * own: every GET is answered from memory with one pre-compressed page and the headers the real
 * shell sends on an uncached page (shell/src/server/create-shell-server.ts), so the only work
 * between the load generator and these bytes is the gateway's. Plain node:http, the cheapest
 * server Node has: the upstream's own cost is the smallest part of the figure.
 *
 *   node --import tsx gateway/bench/page-upstream.ts PORT PAGE_BYTES
 */
import http from 'node:http';
import zlib from 'node:zlib';

const [port, pageBytes] = [Number(process.argv[2]), Number(process.argv[3] ?? 98_000)];

/** Docs-like markup that compresses about as well as a rendered page (brotli ~6:1, not 100:1). */
function pageHtml(bytes: number): string {
  const parts: string[] = ['<!doctype html><html lang="en"><head><title>Bench page</title></head><body><main>'];
  let size = parts[0]!.length;
  for (let i = 0; size < bytes; i += 1) {
    const p = `<h2 id="section-${i}">Section ${i}</h2><p>Paragraph ${i * 7919} of ${(i * 104_729).toString(36)}: content is read through the service, ${Math.sin(i).toFixed(6)}.</p>`;
    parts.push(p);
    size += p.length;
  }
  parts.push('</main></body></html>');
  return parts.join('');
}

const raw = Buffer.from(pageHtml(pageBytes));
const bodies = {
  br: zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }),
  gzip: zlib.gzipSync(raw, { level: 6 }),
  identity: raw,
};

const server = http.createServer((req, res) => {
  const accepted = String(req.headers['accept-encoding'] ?? '');
  const encoding = accepted.includes('br') ? 'br' : accepted.includes('gzip') ? 'gzip' : 'identity';
  const body = bodies[encoding];
  const headers: http.OutgoingHttpHeaders = {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'public, max-age=0, must-revalidate',
    etag: 'W/"bench-build-AAAAAAAAAAAAAAAA"',
    'x-build-id': 'bench-build',
    vary: 'Cookie, Accept-Encoding',
    'content-length': body.length,
  };
  if (encoding !== 'identity') headers['content-encoding'] = encoding;
  res.writeHead(200, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
});
server.keepAliveTimeout = 72_000;
server.listen(port, '127.0.0.1', () => process.send?.({ ready: true, raw: raw.length, br: bodies.br.length }));
