/**
 * Server-side content transport: plain HTTP to content-service with a hard timeout, so a
 * slow or dead content-service turns into an error page instead of a hung render.
 */
import { ContentRequestError, contentApi, type ContentTransport } from '../shared/content-client.ts';
import { contextHeaders } from './request-context.ts';

export interface HttpTransportOptions {
  baseUrl: string;
  timeoutMs?: number;
  /** Cookie header of the incoming request, forwarded as spec §7 allows (preview). */
  cookie?: string;
  /** Extra request headers (the preview token header of a request in valid preview). */
  headers?: Record<string, string>;
  /** Current version per collection, sent as `?v=` so the service can say when it is stale. */
  versions?: Record<string, string>;
}

async function request(url: string, init: RequestInit, timeoutMs: number): Promise<Response> {
  let res: Response;
  try {
    // The request being rendered is named in content-service's logs too.
    const headers = { ...contextHeaders(), ...(init.headers as Record<string, string>) };
    res = await fetch(url, { ...init, headers, signal: AbortSignal.timeout(timeoutMs) });
  } catch (err) {
    const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
    throw new ContentRequestError(
      timedOut ? `content-service did not answer within ${timeoutMs} ms` : `content-service is unreachable (${(err as Error).message})`,
      timedOut ? 504 : 502,
      timedOut ? 'CONTENT_TIMEOUT' : 'CONTENT_UNREACHABLE',
    );
  }
  if (!res.ok) throw contentAnswerError(res.status, await res.text().catch(() => ''));
  return res;
}

/** The error a failed content-service answer names (its JSON `{message, code}`), as the content client throws it. */
export function contentAnswerError(status: number, body: string): ContentRequestError {
  let message = `content-service answered ${status}`;
  let code: string | undefined;
  try {
    const parsed = JSON.parse(body) as { message?: string; code?: string };
    if (parsed.message) message = parsed.message;
    code = parsed.code;
  } catch {
    // Not JSON: keep the status message.
  }
  return new ContentRequestError(message, status, code);
}

export function createHttpContentTransport(opts: HttpTransportOptions): ContentTransport {
  const timeoutMs = opts.timeoutMs ?? 1500;
  const base = opts.baseUrl.replace(/\/$/, '');
  const headers: Record<string, string> = { ...opts.headers, ...(opts.cookie ? { cookie: opts.cookie } : {}) };
  return {
    async query(collection, sql) {
      const res = await request(
        base + contentApi.query(collection, opts.versions?.[collection]),
        { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ sql }) },
        timeoutMs,
      );
      return (await res.json()) as Record<string, unknown>[];
    },
    async getJson<T>(path: string) {
      return (await (await request(base + path, { headers }, timeoutMs)).json()) as T;
    },
    async getText(path: string) {
      return (await request(base + path, { headers }, timeoutMs)).text();
    },
  };
}
