/**
 * The one sanitize policy (@site/contracts): URL normalisation and checks, styles, the
 * element allow-list with its clobber prefix, and component props.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkSrcset,
  checkUrl,
  isGeneratedHeadingId,
  normalizeUrl,
  safeStyle,
  sanitizeComponentProps,
  sanitizeElement,
} from '../src/shared/index.ts';

describe('checkUrl', () => {
  it.each([
    'javascript:alert(1)',
    '\u0000javascript:alert(1)',
    'java\u0000script:alert(1)',
    ' \t\n javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'java\u200bscript:alert(1)',
    'jav&#x09;ascript:alert(1)',
    '&#106;avascript:alert(1)',
    '&amp;#106;avascript:alert(1)',
    'javascript&colon;alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    'file:///etc/passwd',
    // Finding 7: the old check stripped these for the test but returned the trimmed original.
    '\u00a0javascript:alert(1)',
    '\ufeffjavascript:alert(1)',
    '\u00a0\ufeff javascript:alert(1)',
    'java\u00a0script:alert(1)',
    'java\ufeffscript:alert(1)',
    '&nbsp;javascript:alert(1)',
    // NFKC: full-width letters and colon are the javascript scheme.
    '\uff4a\uff41\uff56\uff41\uff53\uff43\uff52\uff49\uff50\uff54\uff1aalert(1)',
    '/\\evil.example',
  ])('rejects %j as a link', (url) => {
    expect(checkUrl(url, 'link')).toBeNull();
  });

  it.each([
    'https://nuxt.com',
    'http://x.example/a?b=c:d',
    '/docs/getting-started',
    '#install',
    'mailto:team@example.com',
    'tel:+331234',
    '../x',
    '//cdn.example/a.png',
    './guide:intro',
  ])('accepts %j as a link, unchanged', (url) => {
    expect(checkUrl(url, 'link')).toBe(url);
  });

  it('returns the normalised value, never the original', () => {
    expect(checkUrl('\u00a0/docs/\ufeffinstall ', 'link')).toBe('/docs/install');
    expect(checkUrl('&#x2F;docs', 'link')).toBe('/docs');
    expect(normalizeUrl('\uff48\uff54\uff54\uff50\uff53://x.example')).toBe('https://x.example');
  });

  it('allows raster data images but not SVG or HTML data URLs', () => {
    expect(checkUrl('data:image/png;base64,AAAA', 'image')).toBe('data:image/png;base64,AAAA');
    expect(checkUrl('data:image/svg+xml;base64,AAAA', 'image')).toBeNull();
    expect(checkUrl('data:text/html;base64,AAAA', 'image')).toBeNull();
    expect(checkUrl('data:image/png;base64,AAAA', 'link')).toBeNull();
  });

  it('allows only http(s) frames', () => {
    expect(checkUrl('https://www.youtube-nocookie.com/embed/x', 'frame')).toBe('https://www.youtube-nocookie.com/embed/x');
    expect(checkUrl('mailto:x@example.com', 'frame')).toBeNull();
  });

  it('never lets a scriptable scheme through, whatever invisible characters surround it (property)', () => {
    const invisible = fc.constantFrom(
      '\u0000',
      '\t',
      '\n',
      ' ',
      '\u00a0',
      '\ufeff',
      '\u200b',
      '\u2028',
      '\u180e',
      '\u00ad',
      '&#9;',
      '&#x0A;',
    );
    const cased = (word: string) =>
      fc
        .array(fc.boolean(), { minLength: word.length, maxLength: word.length })
        .map((up) => [...word].map((c, i) => (up[i] ? c.toUpperCase() : c)).join(''));
    const scheme = fc.constantFrom('javascript', 'vbscript', 'data', 'livescript').chain(cased);
    const spliced = fc.tuple(scheme, fc.array(fc.tuple(fc.nat(), invisible), { maxLength: 4 }), fc.array(invisible, { maxLength: 3 }));
    fc.assert(
      fc.property(spliced, ([word, inserts, prefix]) => {
        let value = word;
        for (const [at, ch] of inserts) value = value.slice(0, at % (value.length + 1)) + ch + value.slice(at % (value.length + 1));
        const url = `${prefix.join('')}${value}:alert(1)`;
        for (const kind of ['link', 'image', 'frame'] as const) {
          const out = checkUrl(url, kind);
          // What a browser does with the value: the WHATWG URL parser (Node's is the browsers')
          // reads its scheme; leftovers such as `vbscri&;#9;pt:x` are relative paths.
          if (out !== null) expect(new URL(out, 'https://site.example/').protocol).not.toMatch(/^(javascript|vbscript|data|livescript):$/);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('checks every srcset candidate', () => {
    expect(checkSrcset('/a.png 1x, /b.png 2x')).toBe('/a.png 1x, /b.png 2x');
    expect(checkSrcset('/a.png 1x, javascript:alert(1) 2x')).toBeNull();
  });
});

describe('safeStyle', () => {
  it('keeps plain declarations and drops the ones that load or run things', () => {
    expect(safeStyle('color: red; background: url(x.png); width: expression(alert(1)); --shiki-light:#fff')).toBe(
      'color:red;--shiki-light:#fff',
    );
    expect(safeStyle('background:u\\72l(javascript:alert(1))')).toBeNull();
    expect(safeStyle('-moz-binding: url(x.xml#xss)')).toBeNull();
  });

  it('keeps content in its flow and under the site header: no fixed or absolute placement, no z-index', () => {
    // A paragraph that would cover the header's links wherever the reader scrolls keeps its colours only.
    expect(safeStyle('color: red; position: fixed; top: 0; left: 0; z-index: 9999; background: yellow')).toBe(
      'color:red;top:0;left:0;background:yellow',
    );
    for (const position of ['absolute', 'FIXED', 'sticky', 'fixed !important', '-webkit-sticky', 'Fixed']) {
      expect(safeStyle(`position: ${position}`)).toBeNull();
    }
    expect(safeStyle('position: relative; top: 2px')).toBe('position:relative;top:2px');
    expect(safeStyle('position:static')).toBe('position:static');
    expect(safeStyle('Z-INDEX: 1')).toBeNull();
  });

  it('keeps content off the docs navigation and inside its column: no transforms, large offsets or large negative margins, no width past it', () => {
    for (const moved of [
      'transform: translate(-300px,-1000px) scale(3)',
      'translate: 0 -1200px',
      'scale: 3',
      'rotate: 45deg',
      'zoom: 10',
      'margin-top: -2000px',
      'margin: 0 0 0 -50em',
      'position: relative; top: -1000px',
      'inset: -500px',
      'min-width: 400vw',
      'offset-path: path("M0 0 L-900 0")',
    ]) {
      expect(safeStyle(moved), moved).toBe(moved.startsWith('position') ? 'position:relative' : null);
    }
    // Nudges and outward margins stay: a superscript's offset, a small pull, a centred box.
    expect(safeStyle('position: relative; top: -4px; margin: 0 auto; margin-left: -8px; margin-bottom: 3rem')).toBe(
      'position:relative;top:-4px;margin:0 auto;margin-left:-8px;margin-bottom:3rem',
    );
    // A width is held to the column, whatever max-width the author gave.
    expect(safeStyle('width: 400vw; max-width: none')).toBe('width:400vw;max-width:none;max-width:100%');
    expect(safeStyle('width: 320px')).toBe('width:320px;max-width:100%');
  });
});

describe('sanitizeElement', () => {
  it('keeps allowed attributes of a tag, prefixes content ids and names, drops the rest', () => {
    expect(
      sanitizeElement('a', { href: '/docs', target: '_blank', rel: 'noopener', onclick: 'x', name: 'clobber', 'xlink:href': '/x' }),
    ).toEqual({ href: '/docs', target: '_blank', rel: 'noopener', name: 'user-content-clobber' });
    expect(sanitizeElement('td', { align: 'center', colspan: 2, onmouseover: 'x' })).toEqual({ align: 'center', colspan: 2 });
    expect(sanitizeElement('div', { id: '__SITE_STATE__' })).toEqual({ id: 'user-content-__SITE_STATE__' });
    // `name` is an anchor's only: an image may not name itself into `document`.
    expect(sanitizeElement('img', { src: '/a.png', name: 'getElementById', alt: 'a' })).toEqual({ src: '/a.png', alt: 'a' });
  });

  it('prefixes once, so the renderer can re-apply it to the build output', () => {
    const once = sanitizeElement('span', { id: 'x', 'aria-labelledby': 'a b' });
    expect(once).toEqual({ id: 'user-content-x', 'aria-labelledby': 'user-content-a user-content-b' });
    expect(sanitizeElement('span', once ?? {})).toEqual(once);
  });

  it('keeps generated heading ids and prefixes any other heading id', () => {
    expect(sanitizeElement('h2', { id: 'installation' })).toEqual({ id: 'installation' });
    expect(sanitizeElement('h2', { id: '__SITE_STATE__' })).toEqual({ id: 'user-content-__SITE_STATE__' });
    expect(sanitizeElement('h2', { id: 'main' })).toEqual({ id: 'user-content-main' });
    expect(isGeneratedHeadingId('premiers-pas')).toBe(true);
    expect(isGeneratedHeadingId('Has Space')).toBe(false);
  });

  it('keeps only checkbox inputs, disabled', () => {
    expect(sanitizeElement('input', { type: 'checkbox', checked: true })).toEqual({ type: 'checkbox', checked: true, disabled: true });
    expect(sanitizeElement('input', { type: 'text', value: 'x' })).toBeNull();
  });

  it('drops attribute values that carry markup and URL attributes that fail the check', () => {
    expect(sanitizeElement('p', { title: '</noscript><img src=x onerror=alert(1)>' })).toEqual({});
    expect(sanitizeElement('p', { title: 'a < b' })).toEqual({ title: 'a < b' });
    expect(sanitizeElement('a', { href: '\u00a0javascript:alert(1)' })).toEqual({});
    expect(sanitizeElement('video', { poster: '\ufeffjavascript:alert(1)', src: '/v.mp4' })).toEqual({ src: '/v.mp4' });
    expect(sanitizeElement('iframe', { src: 'https://www.youtube-nocookie.com/embed/x' })).toBeNull();
  });
});

describe('sanitizeComponentProps', () => {
  it('checks every URL-like prop with the same check, including a card `to`', () => {
    expect(sanitizeComponentProps({ to: '\u00a0javascript:alert(1)', title: 'T' })).toEqual({ title: 'T' });
    expect(sanitizeComponentProps({ to: '\u00a0/docs' })).toEqual({ to: '/docs' });
    expect(
      sanitizeComponentProps({
        href: 'vbscript:x',
        src: 'data:text/html,x',
        poster: 'javascript:x',
        action: 'javascript:x',
        formaction: 'javascript:x',
        srcset: 'javascript:x 1x',
        'xlink:href': 'javascript:x',
      }),
    ).toEqual({});
    expect(sanitizeComponentProps({ id: 'app', onClick: 'x' })).toEqual({ id: 'user-content-app' });
  });
});
