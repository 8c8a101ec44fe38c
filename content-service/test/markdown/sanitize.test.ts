import { describe, expect, it } from 'vitest';
import { safeStyle, safeUrl, sanitizeAttributes } from '../../src/markdown/sanitize.ts';

describe('safeUrl', () => {
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
  ])('rejects %j as a link', (url) => {
    expect(safeUrl(url, 'link')).toBeNull();
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
  ])('accepts %j as a link', (url) => {
    expect(safeUrl(url, 'link')).toBe(url);
  });

  it('allows raster data images but not SVG or HTML data URLs', () => {
    expect(safeUrl('data:image/png;base64,AAAA', 'image')).toBe('data:image/png;base64,AAAA');
    expect(safeUrl('data:image/webp;base64,AAAA', 'image')).toBe('data:image/webp;base64,AAAA');
    expect(safeUrl('data:image/svg+xml;base64,AAAA', 'image')).toBeNull();
    expect(safeUrl('data:text/html;base64,AAAA', 'image')).toBeNull();
    expect(safeUrl('data:image/png;base64,AAAA', 'link')).toBeNull();
  });

  it('allows only http(s) frames', () => {
    expect(safeUrl('https://www.youtube-nocookie.com/embed/x', 'frame')).toBe('https://www.youtube-nocookie.com/embed/x');
    expect(safeUrl('mailto:x@example.com', 'frame')).toBeNull();
  });
});

describe('safeStyle', () => {
  it('keeps plain declarations and drops the ones that load or run things', () => {
    expect(safeStyle('color: red; background: url(x.png); width: expression(alert(1)); --shiki-light:#fff')).toBe(
      'color:red;--shiki-light:#fff',
    );
    expect(safeStyle('background:u\\72l(javascript:alert(1))')).toBeNull();
    expect(safeStyle('-moz-binding: url(x.xml#xss)')).toBeNull();
    expect(safeStyle('color: red /* */ ; x: y')).toBe('x:y');
  });
});

describe('sanitizeAttributes', () => {
  it('keeps allowed attributes of a tag and drops the rest', () => {
    expect(
      sanitizeAttributes('a', { href: '/docs', target: '_blank', rel: 'noopener', onclick: 'x', name: 'clobber', 'xlink:href': '/x' }),
    ).toEqual({ href: '/docs', target: '_blank', rel: 'noopener' });
    expect(sanitizeAttributes('td', { align: 'center', colspan: 2, onmouseover: 'x' })).toEqual({ align: 'center', colspan: 2 });
  });

  it('keeps only checkbox inputs', () => {
    expect(sanitizeAttributes('input', { type: 'checkbox', checked: true, disabled: true })).toEqual({
      type: 'checkbox',
      checked: true,
      disabled: true,
    });
    expect(sanitizeAttributes('input', { type: 'text', value: 'x' })).toEqual({});
  });

  it('drops attribute values that carry markup', () => {
    expect(sanitizeAttributes('p', { title: '</noscript><img src=x onerror=alert(1)>' })).toEqual({});
    expect(sanitizeAttributes('p', { title: 'a < b' })).toEqual({ title: 'a < b' });
  });
});
