import { describe, expect, it } from 'vitest';
import type { MinimarkNode, PageBody } from '@site/contracts';
import { ContentRenderer } from '../../src/prose/ContentRenderer.tsx';
import { englishOnly, render } from './render.ts';

const body = (...value: MinimarkNode[]): PageBody => ({ type: 'minimark', value });
const html = (...value: MinimarkNode[]) => render(<ContentRenderer body={body(...value)} />);

describe('ContentRenderer: HTML tags', () => {
  it('renders headings with an anchor link to their id', () => {
    const out = html(['h2', { id: 'install' }, 'Install']);
    expect(out).toContain('<h2 id="install"><a href="#install" class="heading-anchor">Install');
  });

  it('routes internal links through the locale and keeps external links without the opener', () => {
    const out = render(
      <ContentRenderer body={body(['p', {}, ['a', { href: '/docs/x' }, 'in'], ['a', { href: 'https://nuxt.com' }, 'out']])} />,
      { locale: 'fr' },
    );
    expect(out).toContain('<a href="/fr/docs/x">in</a>');
    expect(out).toMatch(/<a href="https:\/\/nuxt.com" rel="noopener noreferrer">out<\/a>/);
    const plain = render(<ContentRenderer body={body(['a', { href: '/docs/x' }, 'in'])} />, { config: englishOnly });
    expect(plain).toContain('<a href="/docs/x">in</a>');
  });

  it('never adds a locale prefix to files and API links', () => {
    const links = ['/_content/_images/a.png', '/api/content/llms.txt', '/__nuxt_content/docs/sql_dump.txt?v=1', '/llms.txt'];
    const out = render(<ContentRenderer body={body(['p', {}, ...links.map((href): MinimarkNode => ['a', { href }, href])])} />, {
      locale: 'ja',
    });
    for (const href of links) expect(out).toContain(`<a href="${href.replace(/&/g, '&amp;')}">`);
    expect(out).not.toContain('href="/ja/');
  });

  it('renders lazy images with alt text and wraps tables', () => {
    const out = html(
      ['img', { src: '/_content/_images/a.png', alt: 'A diagram' }],
      ['table', {}, ['tbody', {}, ['tr', {}, ['td', { colspan: 2 }, 'x']]]],
    );
    expect(out).toMatch(/<img src="\/_content\/_images\/a.png" alt="A diagram" loading="lazy"/);
    expect(out).toContain(
      '<div class="table-wrap" tabindex="0" role="group" aria-label="Table: x"><table><tbody><tr><td colSpan="2">x</td>',
    );
  });

  it('converts class and style strings, keeping shiki custom properties', () => {
    const out = html(['span', { class: 'a b', style: 'color: red; --shiki-dark: #fff; background-image: url(x)' }, 't']);
    expect(out).toContain('<span class="a b" style="color:red;--shiki-dark:#fff">t</span>');
  });

  it('never lets event handlers, raw HTML or script URLs reach the DOM', () => {
    const out = html(
      ['p', { onclick: 'alert(1)', onMouseOver: 'x', dangerouslySetInnerHTML: { __html: '<b>x</b>' } }, 'safe'],
      ['a', { href: 'javascript:alert(1)' }, 'bad'],
      ['a', { href: ' jav\tascript:alert(1)' }, 'bad2'],
      ['img', { src: 'data:image/svg+xml,<svg onload=alert(1)>', alt: 'x' }],
      ['script', {}, 'alert(1)'],
      ['iframe', { src: 'https://evil.example' }],
      ['input', { type: 'text', value: 'x' }],
    );
    expect(out).not.toMatch(/onclick|onmouseover|javascript:|<script|<iframe|data:image|<b>x<\/b>|alert/i);
    expect(out).toContain('<p>safe</p>');
    expect(out).toContain('<span>bad</span>');
    // One policy with the build: an input that is not a task checkbox is not rendered at all.
    expect(out).not.toContain('<input');
    expect(html(['input', { type: 'checkbox', checked: true }])).toBe(
      '<div class="prose"><input type="checkbox" disabled="" readOnly="" checked=""/></div>',
    );
  });

  it('renders an unknown component as its children in a data-component div', () => {
    expect(html(['my-widget', { onload: 'x' }, 'inner'])).toBe('<div class="prose"><div data-component="my-widget">inner</div></div>');
  });
});

describe('ContentRenderer: code', () => {
  const pre: MinimarkNode = [
    'pre',
    { language: 'ts', filename: 'nuxt.config.ts', highlights: [2], code: 'const a = 1\nconst b = 2' },
    [
      'code',
      {},
      ['span', { class: 'line' }, ['span', { style: '--shiki-light:#111;--shiki-dark:#eee' }, 'const a = 1']],
      '\n',
      ['span', { class: 'line' }, 'const b = 2'],
    ],
  ];

  it('renders the file header, shiki tokens, highlighted lines and a named copy button', () => {
    const out = html(pre);
    expect(out).toContain('<div class="code-block-header"><svg');
    expect(out).toContain('<span>nuxt.config.ts</span>');
    expect(out).toContain('<span style="--shiki-light:#111;--shiki-dark:#eee">const a = 1</span>');
    expect(out).toContain('<span class="line highlight">const b = 2</span>');
    expect(out).toContain('<span class="line"><span');
    expect(out).toContain('aria-label="Copy code to clipboard"');
  });

  it('renders a code group as tabs labelled by file name, with package-manager icons', () => {
    const block = (filename: string, code: string): MinimarkNode => ['pre', { language: 'bash', filename, code }, ['code', {}, code]];
    const out = html(['code-group', {}, block('npm', 'npm i'), '\n', block('pnpm', 'pnpm add')]);
    expect(out).toMatch(/role="tablist"/);
    expect(out).toMatch(/role="tab"[^>]*>.*?<svg[^>]*>.*?<\/svg>npm<\/button>/);
    expect(out).toContain('pnpm</button>');
    // The first tab is selected and the only tab stop; each tab controls its panel.
    expect(out).toMatch(
      /<button type="button" role="tab" id="([^"]+)-tab-0" class="code-group-tab" aria-selected="true" aria-controls="\1-panel-0" tabindex="0"/,
    );
    expect(out).toMatch(/role="tab" id="[^"]+-tab-1" class="code-group-tab" aria-selected="false" aria-controls="[^"]+" tabindex="-1"/);
    expect(out).toMatch(/<div role="tabpanel" id="[^"]+-panel-1" aria-labelledby="[^"]+-tab-1" hidden="">/);
    // Both snippets are in the server HTML; the inactive panel is hidden.
    expect(out).toContain('npm i');
    expect(out).toContain('pnpm add');
    expect(out).not.toContain('code-block-header');
  });
});

describe('ContentRenderer: components', () => {
  it('renders the five callouts and a coloured callout with their own icon', () => {
    for (const type of ['note', 'tip', 'warning', 'caution', 'important']) {
      expect(html([type, {}, ['p', {}, 'Careful']])).toMatch(
        new RegExp(`<div class="callout" role="note" data-type="${type}"><svg.*<p>Careful</p>`),
      );
    }
    expect(html(['callout', { icon: 'i-lucide-rocket', color: 'info' }, 'Go'])).toMatch(
      /class="callout" role="note" data-color="info"><svg/,
    );
  });

  it('numbers steps on headings of the given level', () => {
    const out = html(['steps', { level: 4 }, ['h4', { id: 'one' }, 'One'], ['p', {}, 'x'], ['h3', { id: 'no' }, 'No']]);
    expect(out).toContain('<h4 id="one" class="step-heading">');
    expect(out).toContain('<h3 id="no">');
  });

  it('renders tabs items, cards, fields, badges and kbd', () => {
    const out = html(
      ['tabs', {}, ['tabs-item', { label: 'Vue', icon: 'i-lucide-rocket' }, 'A'], ['tabs-item', { label: 'React' }, 'B']],
      ['card-group', {}, ['card', { title: 'Start', icon: 'i-lucide-rocket', to: '/docs/start' }, 'Go']],
      ['field-group', {}, ['field', { name: 'path', type: 'string', required: true }, 'The path']],
      ['p', {}, ['badge', { color: 'warning' }, 'beta'], ' ', ['kbd', { value: 'meta' }]],
    );
    expect(out).toMatch(/role="tab"[^>]*>.*?Vue<\/button>/);
    expect(out).toContain('React</button>');
    expect(out).toMatch(
      /<div class="card-grid card-grid-3"><div class="card card-link"><svg.*<h3 class="card-title"><a href="\/en\/docs\/start">Start<\/a><\/h3><div class="card-body">Go<\/div>/,
    );
    expect(out).toContain(
      '<code class="field-name">path</code><code class="field-type">string</code><span class="field-required">required</span>',
    );
    expect(out).toContain('<span class="badge" data-color="warning">beta</span>');
    expect(out).toContain('<kbd class="kbd" title="Meta">⌘</kbd>');
  });

  it('renders code previews with their code slot and collapsibles with a named trigger', () => {
    const out = html(
      ['code-preview', {}, ['p', {}, 'Demo'], ['template', { slot: 'code' }, ['pre', { code: 'x' }, ['code', {}, 'x']]]],
      ['collapsible', { name: 'properties' }, ['p', {}, 'Hidden']],
    );
    expect(out).toMatch(/<div class="code-preview"><div class="code-preview-demo"><p>Demo<\/p><\/div><div class="code-block"/);
    expect(out).toMatch(/<button[^>]*class="collapsible-trigger"[^>]*><svg.*?<\/svg>properties<\/button>/);
  });
});

describe('ContentRenderer: one sanitize policy with the build', () => {
  it('prefixes ids and names from content once, keeps generated heading ids', () => {
    const out = html(
      ['h2', { id: 'install' }, 'Install'],
      ['h2', { id: '__SITE_STATE__' }, 'State'],
      ['div', { id: '__SITE_STATE__' }, 'x'],
      ['p', {}, ['a', { name: 'user-content-legacy', href: '#user-content-legacy' }, 'a']],
    );
    expect(out).toContain('<h2 id="install">');
    expect(out).toContain('<h2 id="user-content-__SITE_STATE__">');
    expect(out).toContain('<div id="user-content-__SITE_STATE__">x</div>');
    expect(out).toContain('name="user-content-legacy"');
    expect(out).not.toContain('user-content-user-content');
  });

  it("checks a card's `to` with the same URL check as links (finding 7)", () => {
    const out = html(
      ['card', { title: 'Bad', to: '\u00a0javascript:alert(1)' }, 'x'],
      ['card', { title: 'Ok', to: '\ufeff/docs/ok' }, 'y'],
    );
    expect(out).not.toContain('javascript');
    expect(out).toContain('href="/en/docs/ok"');
  });
});
