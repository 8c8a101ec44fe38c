/**
 * Request-body clients the plain `rawRequest` cannot be: `Expect: 100-continue` (waits for
 * the interim answer before sending), a chunked body written in pieces, and an upload the
 * client abandons half way.
 */
import http from 'node:http';

export interface BodyResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** Whether the gateway sent `100 Continue` before its final answer. */
  continued: boolean;
}

export function expectContinueRequest(
  base: string,
  path: string,
  body: string,
  init: { method?: string; chunked?: boolean; headers?: Record<string, string> } = {},
): Promise<BodyResponse> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    let continued = false;
    const headers: Record<string, string> = { expect: '100-continue', 'content-type': 'text/plain', ...init.headers };
    if (init.chunked) headers['transfer-encoding'] = 'chunked';
    else headers['content-length'] = String(Buffer.byteLength(body));
    const req = http.request({ host: url.hostname, port: url.port, method: init.method ?? 'POST', path, headers, agent: false });
    req.on('continue', () => {
      continued = true;
      req.end(body);
    });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8'), continued }),
      );
      res.on('error', reject);
    });
    // The connection may close once a final answer came without the body being read.
    req.on('error', (err) => (continued ? reject(err) : reject(err)));
    req.flushHeaders();
  });
}

/** Sends the headers and part of a declared body, then drops the connection. */
export function abandonedUpload(base: string, path: string, declaredBytes: number, sentBytes: number): Promise<void> {
  const url = new URL(base);
  return new Promise((resolve) => {
    const req = http.request({
      host: url.hostname,
      port: url.port,
      method: 'POST',
      path,
      agent: false,
      headers: { 'content-type': 'text/plain', 'content-length': String(declaredBytes) },
    });
    req.on('error', () => resolve());
    req.on('close', () => resolve());
    req.write('x'.repeat(sentBytes), () => {
      // Give the gateway the bytes, then go away as a closed browser tab would.
      setImmediate(() => req.destroy());
    });
  });
}
