/**
 * A raw HTTP client for tests: sends the path exactly as written (fetch would normalise
 * `/\evil.com`) and any header, including a hostile Host.
 */
import http from 'node:http';
import zlib from 'node:zlib';

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export function rawRequest(
  base: string,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string | Buffer; decode?: boolean } = {},
): Promise<RawResponse> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: url.hostname, port: url.port, method: init.method ?? 'GET', path, headers: init.headers, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          let body = Buffer.concat(chunks);
          const encoding = res.headers['content-encoding'];
          if (init.decode !== false && body.length) {
            if (encoding === 'br') body = zlib.brotliDecompressSync(body);
            else if (encoding === 'gzip') body = zlib.gunzipSync(body);
          }
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: body.toString('utf8'),
          });
        });
      },
    );
    req.on('error', reject);
    if (init.body !== undefined) req.write(init.body);
    req.end();
  });
}

/** The gateway's rule for every Location: one `/`, then neither `/` nor `\`. */
export function isSameSitePath(location: string | undefined): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: a Location with control characters is not same-site
  return typeof location === 'string' && /^\/(?![/\\])/.test(location) && !/[\u0000-\u001f\\]/.test(location);
}
