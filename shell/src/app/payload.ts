/**
 * Page payloads (spec §7): `{route}/_payload.json?{build hash}` answers the page state the
 * server would render for `{route}`, so client navigation needs no content queries. The build
 * hash in the query keys caches by build; the state inside says which build answered.
 */
import type { PageState } from './page-state.ts';

export const PAYLOAD_SUFFIX = '/_payload.json';

/** `/en/blog` → `/en/blog/_payload.json?{buildId}`; the root becomes `/_payload.json?…`. */
export function payloadUrl(pathname: string, buildId: string): string {
  return `${pathname.replace(/\/+$/, '')}${PAYLOAD_SUFFIX}?${encodeURIComponent(buildId)}`;
}

export interface Payload {
  state: PageState;
}

/** Whether a parsed response body is a payload (a gateway error page or a stray JSON is not). */
export function isPayload(body: unknown): body is Payload {
  const state = (body as Payload | null)?.state;
  return !!state && typeof state.buildId === 'string' && typeof state.route?.id === 'string' && typeof state.view?.kind === 'string';
}
