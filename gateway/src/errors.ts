/**
 * Every error the gateway itself answers with: a stable code, a message that says what went
 * wrong and what to do, and the HTTP status. Rendered as JSON for API paths and as the branded
 * HTML page for everything else (see pages/error-page.ts).
 */
export type GatewayErrorCode =
  | 'UPSTREAM_UNAVAILABLE'
  | 'UPSTREAM_TIMEOUT'
  | 'OVERLOADED'
  | 'BAD_REQUEST_PATH'
  | 'METHOD_NOT_ALLOWED_FOR_PATH'
  | 'METHOD_NOT_ALLOWED'
  | 'NOT_IMPLEMENTED'
  | 'BODY_TOO_LARGE'
  | 'UNSUPPORTED_CONTENT_ENCODING'
  | 'NOT_FOUND'
  | 'CLIENT_ABORTED'
  | 'REQUEST_TIMEOUT'
  | 'HEADERS_TOO_LARGE'
  | 'MALFORMED_REQUEST'
  | 'INTERNAL_PATH'
  | 'INTERNAL_ERROR';

export class GatewayError extends Error {
  override name = 'GatewayError';
  constructor(
    readonly code: GatewayErrorCode,
    readonly statusCode: number,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }

  toJSON(): { statusCode: number; code: GatewayErrorCode; message: string } {
    return { statusCode: this.statusCode, code: this.code, message: this.message };
  }
}

export const gatewayErrors = {
  upstreamUnavailable: (upstream: string, cause?: unknown) =>
    new GatewayError(
      'UPSTREAM_UNAVAILABLE',
      502,
      `The ${upstream} service is not answering. Retry in a few seconds; operators: check that it runs and that its URL variable points at it (see /healthz).`,
      { cause },
    ),
  upstreamTimeout: (upstream: string, timeoutMs: number, cause?: unknown) =>
    new GatewayError(
      'UPSTREAM_TIMEOUT',
      504,
      `The ${upstream} service did not answer within ${timeoutMs} ms. Retry in a few seconds; operators: see /healthz and the ${upstream} logs.`,
      { cause },
    ),
  /** More page requests than the shell can render: refused at once rather than left to time out. */
  overloaded: (upstream: string) =>
    new GatewayError(
      'OVERLOADED',
      503,
      `The ${upstream} service has more pages to render than it can right now. Retry in a few seconds; operators: see gateway_proxy_failures_total{cause="OVERLOADED"} and scale the ${upstream} out.`,
    ),
  badPath: (reason: string) =>
    new GatewayError('BAD_REQUEST_PATH', 400, `The request path was rejected: ${reason}. Use a plain path such as /docs/getting-started.`),
  methodNeedsCleanPath: (method: string) =>
    new GatewayError(
      'METHOD_NOT_ALLOWED_FOR_PATH',
      400,
      `A ${method} request must use a clean path (no repeated slashes, backslashes or encoded separators); send it to the normalised path.`,
    ),
  /** A method the path's upstream does not serve (a PUT or POST on a page): `allow` lists those it does. */
  methodNotAllowed: (method: string, allow: string) =>
    new GatewayError('METHOD_NOT_ALLOWED', 405, `${method} is not served at this path; it answers ${allow}.`),
  /** A method the site implements nowhere (PROPFIND, a made-up one): RFC 9110 §15.6.2. */
  notImplemented: (method: string, implemented: readonly string[]) =>
    new GatewayError('NOT_IMPLEMENTED', 501, `${method} is not a method this site answers; it answers ${implemented.join(', ')}.`),
  bodyTooLarge: (limit: number) =>
    new GatewayError('BODY_TOO_LARGE', 413, `The request body is larger than the ${limit} bytes the gateway accepts. Send a smaller body.`),
  /**
   * A request body sent with a Content-Encoding (gzip, br, …). Bodies are forwarded as they
   * come, and no upstream decodes one: RFC 9110 §15.5.16 (415), with `Accept-Encoding:
   * identity` on the answer (RFC 7694 §3) saying what is taken.
   */
  unsupportedContentEncoding: (coding: string) =>
    new GatewayError(
      'UNSUPPORTED_CONTENT_ENCODING',
      415,
      `A request body with Content-Encoding "${coding}" is not accepted: send the body uncompressed, without a Content-Encoding header (answers are still compressed when Accept-Encoding allows).`,
    ),
  /** A path the gateway knows no upstream serves (a build manifest asked for without its `.json`). */
  notFound: (path: string, hint: string) => new GatewayError('NOT_FOUND', 404, `Nothing is served at ${path}: ${hint}.`),
  /** Logged only (nobody is left to answer): the client closed the connection mid-request. */
  clientAborted: (upstream: string, cause?: unknown) =>
    new GatewayError(
      'CLIENT_ABORTED',
      499,
      `The client closed the connection before the ${upstream} service's answer could be sent (an abandoned upload or a closed tab); the ${upstream} service is not at fault.`,
      { cause },
    ),
  /** The request's headers or body did not finish arriving in time (a slow or stalled client). */
  requestTimeout: (timeoutMs: number) =>
    new GatewayError(
      'REQUEST_TIMEOUT',
      408,
      `The request did not arrive whole within ${timeoutMs} ms, so the gateway closed the connection. Send it again; operators: GATEWAY_REQUEST_TIMEOUT_MS sets the limit.`,
    ),
  headersTooLarge: (maxHeaderBytes: number) =>
    new GatewayError(
      'HEADERS_TOO_LARGE',
      431,
      `The request's headers are larger than the ${maxHeaderBytes} bytes the gateway accepts. Send fewer or smaller headers (cookies are the usual cause).`,
    ),
  /** Node's HTTP parser refused the request before any route saw it. */
  malformedRequest: (reason: string) =>
    new GatewayError('MALFORMED_REQUEST', 400, `The request is not valid HTTP/1.1 (${reason}). Check the client or proxy that sent it.`),
  internalPath: (path: string) =>
    new GatewayError('INTERNAL_PATH', 404, `${path} is served to the cluster only, never through the public gateway.`),
  internal: (cause?: unknown) =>
    new GatewayError(
      'INTERNAL_ERROR',
      500,
      'The gateway failed to handle this request. Retry; if it persists, report it with the x-request-id header value.',
      { cause },
    ),
};

export function toGatewayError(error: unknown): GatewayError {
  if (error instanceof GatewayError) return error;
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return new GatewayError('BAD_REQUEST_PATH', status, (error as Error).message);
  }
  return gatewayErrors.internal(error);
}
