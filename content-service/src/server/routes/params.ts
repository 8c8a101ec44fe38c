/** Query parameters several content routes take, checked one way. */
import { badRequest } from '../../errors.ts';

/** A page path query parameter, trailing slashes dropped; 400 for anything else. */
export function pagePath(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.length > 2048) {
    throw badRequest('"path" must be the page path, starting with "/" (for example /docs/getting-started)');
  }
  return value.length > 1 ? value.replace(/\/+$/, '') : value;
}

/** `fallbacks=1`: a translated docs collection as its readers see it (locale-fallbacks.ts). */
export function fallbacksOf(value: string | undefined): boolean {
  if (value !== undefined && value !== '1') throw badRequest('"fallbacks" takes the value 1 (or is left out)');
  return value === '1';
}
