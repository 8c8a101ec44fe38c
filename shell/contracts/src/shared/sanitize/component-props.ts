/**
 * Component props go through the same rules as attributes: no event handlers or raw HTML
 * props, every URL-like prop through `checkUrl`, styles cleaned, an `id` prefixed like an
 * element's, and any string anywhere in a bound value that would run as a script URL removed.
 */
import { clobberSafe } from './element.ts';
import { safeStyle } from './style.ts';
import { checkSrcset, checkUrl, hasScriptableScheme } from './url.ts';

/** Prop names that would be dangerous if a renderer spread them onto an element. */
const FORBIDDEN_PROP = /^(on|srcdoc$|xmlns|is$|dangerouslysetinnerhtml$|innerhtml$|outerhtml$|__)/i;
/** Props read as URLs by components (card `to`, links, images, forms...). */
const URL_PROP =
  /^(href|src|to|url|link|action|formaction|formAction|xlinkHref|xlink:href|cite|poster|background|image|avatar)$|(Url|Href|Src|Link|To)$/;
const IMAGE_PROP = /^(src|image|avatar|poster)$|Src$/;

export function sanitizeComponentProps(props: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(props)) {
    const clean = sanitizePropValue(name, value, 0);
    if (clean !== undefined) out[name] = clean;
  }
  return out;
}

/** One prop (or a value nested in a bound prop) by name. */
function sanitizePropValue(name: string, value: unknown, depth: number): unknown {
  if (FORBIDDEN_PROP.test(name) || depth > 20) return undefined;
  if (typeof value === 'string') {
    if (name === 'style') return safeStyle(value) ?? undefined;
    if (name === 'id') return clobberSafe(value);
    if (name === 'srcset' || name === 'srcSet') return checkSrcset(value) ?? undefined;
    if (URL_PROP.test(name)) {
      return checkUrl(value, IMAGE_PROP.test(name) ? 'image' : 'link') ?? undefined;
    }
    return hasScriptableScheme(value) ? undefined : value;
  }
  if (Array.isArray(value)) {
    return value.map((item) => sanitizePropValue(name, item, depth + 1)).filter((item) => item !== undefined);
  }
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
      const clean = sanitizePropValue(key, item, depth + 1);
      if (clean !== undefined) out[key] = clean;
    }
    return out;
  }
  return value;
}
