/**
 * The branded page the gateway answers with when it cannot get a page from an upstream (or
 * refuses a request). Self-contained: no scripts, one <style> element (allowed by the CSP's
 * style-src 'unsafe-inline'), colours from VISUAL.md, light and dark. A page the shell could
 * not render is explained in the language of its path (the site's own texts for "temporarily
 * unavailable", error-page-texts.generated.ts), right to left where that language is; errors
 * in a request itself (a wrong method, a body refused) are for its program and stay English.
 */
import { localeDir, localePath, localeTag, splitLocale, type SiteConfig } from '@site/contracts';
import type { GatewayError } from '../errors.ts';
import { ERROR_PAGE_TEXTS } from './error-page-texts.generated.ts';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

interface PageText {
  heading: string;
  detail: string;
}

function textFor(error: GatewayError): PageText {
  switch (error.code) {
    case 'UPSTREAM_UNAVAILABLE':
      return {
        heading: 'This section is temporarily unavailable',
        detail: 'The part of the site that serves this page is not answering right now.',
      };
    case 'UPSTREAM_TIMEOUT':
      return {
        heading: 'This section is temporarily unavailable',
        detail: 'The part of the site that serves this page took too long to answer.',
      };
    case 'OVERLOADED':
      return {
        heading: 'This page is busy right now',
        detail: 'More readers than usual are asking for pages at this moment.',
      };
    case 'METHOD_NOT_ALLOWED':
      return { heading: 'Method not allowed', detail: error.message };
    case 'NOT_IMPLEMENTED':
      return { heading: 'Method not implemented', detail: error.message };
    case 'BODY_TOO_LARGE':
      return { heading: 'Request too large', detail: error.message };
    case 'UNSUPPORTED_CONTENT_ENCODING':
      return { heading: 'Request body not accepted', detail: error.message };
    case 'NOT_FOUND':
      return { heading: 'Not found', detail: error.message };
    case 'INTERNAL_ERROR':
      return { heading: 'Something went wrong', detail: error.message };
    default:
      return { heading: 'Bad request', detail: error.message };
  }
}

export function isUpstreamFailure(error: GatewayError): boolean {
  return error.code === 'UPSTREAM_UNAVAILABLE' || error.code === 'UPSTREAM_TIMEOUT' || error.code === 'OVERLOADED';
}

interface LocalizedPage {
  lang: string;
  dir: 'ltr' | 'rtl';
  status: string;
  heading: string;
  detail: string;
  /** Below the detail: a hint (English) or a link that loads the page again. */
  retry: string;
  home: string;
  homePath: string;
}

/** The page's texts: English's own per error, else the path's locale's texts for an unavailable page. */
function localizedPage(config: SiteConfig, error: GatewayError, path: string): LocalizedPage {
  const fallback = config.i18n.defaultLocale || 'en';
  const locale = isUpstreamFailure(error) ? (splitLocale(config, path).locale ?? fallback) : 'en';
  const homePath = localePath(config, isUpstreamFailure(error) ? locale : fallback, '/');
  const texts = ERROR_PAGE_TEXTS[locale];
  if (locale === 'en' || !texts) {
    const { heading, detail } = textFor(error);
    const retry = isUpstreamFailure(error)
      ? '<p class="hint">Please try again in a few seconds: reload this page, or go back home and come back to it.</p>'
      : '';
    return { lang: 'en', dir: 'ltr', status: String(error.statusCode), heading, detail, retry, home: 'Back to home', homePath };
  }
  return {
    lang: localeTag(locale),
    dir: localeDir(locale),
    status: texts.status.replace('{{code}}', String(error.statusCode)),
    heading: texts.heading,
    detail: texts.detail,
    // An empty href is this page's own address: the link loads it again, whatever the path held.
    retry: `<p><a class="again" href="">${escapeHtml(texts.retry)}</a></p>`,
    home: texts.home,
    homePath,
  };
}

export function renderErrorPage(config: SiteConfig, error: GatewayError, requestId: string, path = '/'): string {
  const { lang, dir, status, heading, detail, retry, home: homeText, homePath: home } = localizedPage(config, error, path);
  return `<!doctype html>
<html lang="${lang}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(heading)} - ${escapeHtml(config.name)}</title>
<style>
:root{color-scheme:light dark;--bg:#fff;--text:#334155;--head:#0f172a;--muted:#64748b;--border:#e2e8f0;--primary:#00c16a}
@media (prefers-color-scheme:dark){:root{--bg:#0f172a;--text:#cbd5e1;--head:#fff;--muted:#94a3b8;--border:#1e293b}}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;flex-direction:column;background:var(--bg);color:var(--text);font:16px/1.75 "Public Sans",system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
header{height:64px;display:flex;align-items:center;padding:0 32px;border-bottom:1px solid var(--border)}
header a{font-weight:700;color:var(--head);text-decoration:none}
main{flex:1;max-width:40rem;margin:0 auto;padding:96px 16px;text-align:center}
.status{color:var(--primary);font-weight:600;margin:0}
h1{color:var(--head);font-size:36px;line-height:40px;margin:8px 0 16px}
.hint{color:var(--muted)}
.again{color:var(--head)}
.home{display:inline-block;margin-top:16px;padding:6px 14px;border-radius:.25rem;background:var(--primary);color:#fff;font-weight:600;text-decoration:none}
.home:focus-visible{outline:2px solid var(--head);outline-offset:2px}
footer{padding:16px 32px;border-top:1px solid var(--border);color:var(--muted);font-size:14px}
</style>
</head>
<body>
<header><a href="${home}">${escapeHtml(config.name)}</a></header>
<main>
<p class="status">${escapeHtml(status)}</p>
<h1>${escapeHtml(heading)}</h1>
<p>${escapeHtml(detail)}</p>
${retry}
<a class="home" href="${home}">${escapeHtml(homeText)}</a>
</main>
<footer><span lang="en" dir="ltr">Request id: <bdi>${escapeHtml(requestId)}</bdi></span></footer>
</body>
</html>
`;
}
