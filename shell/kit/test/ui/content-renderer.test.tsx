// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { type MinimarkNode, type PageBody, shownTextOf } from '@site/contracts';
import { ContentRenderer } from '../../src/prose/ContentRenderer.tsx';
import { act, cleanup, fireEvent, renderView, screen, within } from '../../src/testing/index.ts';
import { prepareTexts } from '../../src/i18n/create-i18n.ts';

afterEach(cleanup);

const body = (...value: MinimarkNode[]): PageBody => ({ type: 'minimark', value });
/**
 * Renders content nodes in a locale (i18n on: links get its prefix; `null`: the English-only
 * site) and returns the prose root, the element the renderer wraps the content in.
 */
function prose(value: MinimarkNode[], locale: string | null = 'en'): HTMLElement {
  const { container } = renderView(<ContentRenderer body={body(...value)} />, locale ?? undefined);
  return container.firstElementChild as HTMLElement;
}
const show = (...value: MinimarkNode[]) => prose(value);
const attrs = (el: Element, ...names: string[]) => names.map((name) => el.getAttribute(name));
/** Every attribute in a subtree as `name=value`, to prove what never reaches the DOM. */
const allAttributes = (root: Element) =>
  [root, ...root.querySelectorAll('*')].flatMap((el) => [...el.attributes].map((a) => `${a.name}=${a.value}`));

describe('ContentRenderer: HTML tags', () => {
  it('renders inline code the build highlighted (`code`{lang=ts}) as one code element with its coloured tokens', () => {
    const token = (style: string, text: string): MinimarkNode => ['span', { style }, text];
    show([
      'p',
      {},
      'Write ',
      [
        'code',
        { language: 'ts' },
        token('--shiki-light:#9C3EDA;--shiki-dark:#C792EA', 'const'),
        token('--shiki-light:#90A4AE;--shiki-dark:#BABED8', ' a'),
      ],
      ' here.',
    ]);
    const code = screen.getByText((_, el) => el?.tagName === 'CODE');
    expect(code.textContent).toBe('const a');
    expect(code.getAttribute('language')).toBe('ts');
    const colours = (span: Element) => ['--shiki-light', '--shiki-dark'].map((v) => (span as HTMLElement).style.getPropertyValue(v).trim());
    expect([...code.children].map(colours)).toEqual([
      ['#9C3EDA', '#C792EA'],
      ['#90A4AE', '#BABED8'],
    ]);
    expect(screen.getByText('Write', { exact: false }).textContent).toBe('Write const a here.');
  });

  it('renders headings with an anchor link to their id', () => {
    show(['h2', { id: 'install' }, 'Install']);
    const heading = screen.getByRole('heading', { level: 2, name: 'Install' });
    expect(heading.id).toBe('install');
    const anchor = within(heading).getByRole('link', { name: 'Install' });
    expect(attrs(anchor, 'href', 'class')).toEqual(['#install', 'heading-anchor']);
  });

  it('routes internal links through the locale and keeps external links without the opener', () => {
    prose([['p', {}, ['a', { href: '/docs/x' }, 'in'], ['a', { href: 'https://nuxt.com' }, 'out']]], 'fr');
    expect(attrs(screen.getByRole('link', { name: 'in' }), 'href', 'rel')).toEqual(['/fr/docs/x', null]);
    expect(attrs(screen.getByRole('link', { name: 'out' }), 'href', 'rel')).toEqual(['https://nuxt.com', 'noopener noreferrer']);
    cleanup();
    prose([['a', { href: '/docs/x' }, 'in']], null);
    expect(screen.getByRole('link', { name: 'in' }).getAttribute('href')).toBe('/docs/x');
  });

  it('leaves a link that names its locale as written (it became /fr/ja/docs/x, a 404)', () => {
    prose([['p', {}, ['a', { href: '/ja/docs/x#y' }, 'ja'], ['a', { href: '/en' }, 'home']]], 'fr');
    expect(screen.getByRole('link', { name: 'ja' }).getAttribute('href')).toBe('/ja/docs/x#y');
    expect(screen.getByRole('link', { name: 'home' }).getAttribute('href')).toBe('/en');
  });

  it('never adds a locale prefix to files and API links', () => {
    const links = ['/_content/_images/a.png', '/api/content/llms.txt', '/__nuxt_content/docs/sql_dump.txt?v=1', '/llms.txt'];
    prose([['p', {}, ...links.map((href): MinimarkNode => ['a', { href }, href])]], 'ja');
    expect(screen.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual(links.map((href) => [href, href]));
  });

  it('renders lazy images with alt text and wraps tables', () => {
    show(
      ['img', { src: '/_content/_images/a.png', alt: 'A diagram' }],
      ['table', {}, ['tbody', {}, ['tr', {}, ['td', { colspan: 2 }, 'x']]]],
    );
    expect(attrs(screen.getByRole('img', { name: 'A diagram' }), 'src', 'loading')).toEqual(['/_content/_images/a.png', 'lazy']);
    // A wide table scrolls in its wrapper, a named group the keyboard can reach to scroll it.
    const wrap = screen.getByRole('group', { name: 'Table: x' });
    expect(attrs(wrap, 'class', 'tabindex')).toEqual(['table-wrap', '0']);
    expect(wrap.contains(screen.getByRole('table'))).toBe(true);
    expect(screen.getByRole('cell', { name: 'x' }).getAttribute('colspan')).toBe('2');
  });

  it('converts class and style strings, keeping shiki custom properties', () => {
    show(['span', { class: 'a b', style: 'color: red; --shiki-dark: #fff; background-image: url(x)' }, 't']);
    const span = screen.getByText('t');
    expect([span.tagName, span.className]).toEqual(['SPAN', 'a b']);
    expect([span.style.color, span.style.getPropertyValue('--shiki-dark'), span.style.backgroundImage]).toEqual(['red', '#fff', '']);
  });

  it('never lets event handlers, raw HTML or script URLs reach the DOM', () => {
    const root = show(
      ['p', { onclick: 'alert(1)', onMouseOver: 'x', dangerouslySetInnerHTML: { __html: '<b>x</b>' } }, 'safe'],
      ['a', { href: 'javascript:alert(1)' }, 'bad'],
      ['a', { href: ' jav\tascript:alert(1)' }, 'bad2'],
      ['img', { src: 'data:image/svg+xml,<svg onload=alert(1)>', alt: 'x' }],
      ['script', {}, 'alert(1)'],
      ['iframe', { src: 'https://evil.example' }],
      ['input', { type: 'text', value: 'x' }],
    );
    expect(allAttributes(root).filter((a) => /^on|javascript:|data:image|alert/i.test(a))).toEqual([]);
    expect(root.querySelectorAll('script, iframe, b')).toHaveLength(0);
    expect(root.textContent).not.toContain('alert');
    const safe = screen.getByText('safe');
    expect([safe.tagName, safe.attributes.length]).toEqual(['P', 0]);
    // A refused link keeps its text, no longer a link.
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('bad').tagName).toBe('SPAN');
    // One policy with the build: an input that is not a task checkbox is not rendered at all.
    expect(screen.queryByRole('textbox')).toBeNull();
    cleanup();
    const task = show(['input', { type: 'checkbox', checked: true }]);
    expect(task.children).toHaveLength(1);
    const box = screen.getByRole('checkbox') as HTMLInputElement;
    expect([box.checked, box.disabled, box.hasAttribute('readonly')]).toEqual([true, true, true]);
  });

  it('renders an unknown component as its children in a data-component div', () => {
    const root = show(['my-widget', { onload: 'x' }, ['p', {}, 'inner']]);
    expect(root.className).toBe('prose');
    const widget = screen.getByText('inner').parentElement!;
    expect(widget.parentElement).toBe(root);
    expect([widget.tagName, allAttributes(widget)]).toEqual(['DIV', ['data-component=my-widget']]);
  });

  it('renders an unknown inline component in a sentence as a span, so the paragraph stays one', () => {
    // `Text with :my-chip and :another-one[**bold** span]{y="2"} inline.`: a div in a <p> is
    // no valid HTML, and the browser parsing the server's page ended the paragraph before it.
    show([
      'p',
      {},
      'Text with ',
      ['my-chip', { x: '1' }],
      ' and ',
      ['another-one', { y: '2' }, ['strong', {}, 'bold'], ' span'],
      ' inline.',
    ]);
    const paragraph = screen.getByText((_, el) => el?.tagName === 'P');
    expect(paragraph.textContent).toBe('Text with  and bold span inline.');
    const chips = [...paragraph.querySelectorAll('[data-component]')].map((el) => `${el.tagName} ${el.getAttribute('data-component')}`);
    expect(chips).toEqual(['SPAN my-chip', 'SPAN another-one']);
  });

  it('shows the text lists an unknown component was given as props, so a props-only one does not vanish', () => {
    show([
      'site-highlights',
      {
        features: [{ label: 'Fast', content: 'Pages in 20 ms.' }, { title: 'Typed' }],
        class: 'grid',
        sizes: [1, 2],
      },
    ]);
    expect(screen.getAllByRole('term').map((t) => t.textContent)).toEqual(['Fast', 'Typed']);
    expect(screen.getAllByRole('definition').map((d) => d.textContent)).toEqual(['Pages in 20 ms.']);
  });
});

describe('ContentRenderer: GFM footnotes in the reader’s language', () => {
  // What the content build writes for `Text.[^a] Again[^a] and[^b].` and its two notes (English labels).
  const call = (id: string, n: string): MinimarkNode => [
    'sup',
    {},
    [
      'a',
      {
        href: `#user-content-fn-${id}`,
        id: `user-content-fnref-${id}`,
        'data-footnote-ref': '',
        'aria-describedby': 'user-content-footnote-label',
      },
      n,
    ],
  ];
  const back = (id: string, label: string, ...content: MinimarkNode[]): MinimarkNode => [
    'a',
    { href: `#user-content-fnref-${id}`, 'data-footnote-backref': '', 'aria-label': label, class: 'data-footnote-backref' },
    ...content,
  ];
  const page: MinimarkNode[] = [
    ['p', {}, 'Text.', call('a', '1'), ' Again', call('a', '1'), ' and', call('b', '2'), '.'],
    [
      'section',
      { 'data-footnotes': true, class: 'footnotes' },
      ['p', { class: 'sr-only', id: 'user-content-footnote-label' }, 'Footnotes'],
      [
        'ol',
        {},
        [
          'li',
          { id: 'user-content-fn-a' },
          ['p', {}, 'Note A. ', back('a', 'Back to reference 1', '↩'), ' ', back('a-2', 'Back to reference 1-2', '↩', ['sup', {}, '2'])],
        ],
        ['li', { id: 'user-content-fn-b' }, ['p', {}, 'Note B. ', back('b', 'Back to reference 2', '↩')]],
      ],
    ],
  ];

  it('labels the notes and names their back links in the locale’s words and digits', async () => {
    await prepareTexts('fa_ir');
    const root = prose(page, 'fa_ir');
    const label = screen.getByText('پانویس‌ها');
    expect(label.id).toBe('user-content-footnote-label');
    expect(label.getAttribute('class')).toBe('sr-only');
    expect(screen.getByRole('link', { name: 'بازگشت به ارجاع ۱' }).getAttribute('href')).toBe('#user-content-fnref-a');
    expect(screen.getByRole('link', { name: 'بازگشت به ارجاع ۱-۲' }).getAttribute('href')).toBe('#user-content-fnref-a-2');
    expect(screen.getByRole('link', { name: 'بازگشت به ارجاع ۲' }).getAttribute('href')).toBe('#user-content-fnref-b');
    // The calls still point at the notes, described by the translated label.
    expect(screen.getAllByRole('link', { name: '1' })[0]?.getAttribute('aria-describedby')).toBe(label.id);
    expect(screen.queryByText('Footnotes')).toBeNull();
    expect(allAttributes(root).filter((a) => a.includes('Back to reference'))).toEqual([]);
  });

  it('keeps the arrow as a mirrored picture the name replaces, and English on an English page', () => {
    prose(page, 'en');
    expect(screen.getByText('Footnotes').id).toBe('user-content-footnote-label');
    const second = screen.getByRole('link', { name: 'Back to reference 1-2' });
    expect(second.textContent).toBe('↩2');
    expect(within(second).getByText('↩').getAttribute('aria-hidden')).toBe('true');
    expect(within(second).getByText('↩').classList.contains('flip-rtl')).toBe(true);
  });

  it('leaves other sections as they are', () => {
    prose([['section', { class: 'intro' }, ['p', { id: 'x-footnote-label' }, 'Kept']]], 'en');
    expect(screen.getByText('Kept').tagName).toBe('P');
    expect(screen.queryByText('Footnotes')).toBeNull();
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
    show(pre);
    // The header strip: the file's icon, then its name.
    const filename = screen.getByText('nuxt.config.ts');
    expect(filename.parentElement?.className).toBe('code-block-header');
    expect(filename.previousElementSibling?.tagName.toLowerCase()).toBe('svg');
    const token = screen.getByText('const a = 1');
    expect([token.style.getPropertyValue('--shiki-light'), token.style.getPropertyValue('--shiki-dark')]).toEqual(['#111', '#eee']);
    expect(token.parentElement?.className).toBe('line');
    expect(screen.getByText('const b = 2').className).toBe('line highlight');
    expect(screen.getByRole('button', { name: 'Copy code to clipboard' })).toBeTruthy();
  });

  it("marks the lines shiki's notations name: added, removed, focused (the others blurred), errors, warnings", () => {
    const line = (text: string): MinimarkNode => ['span', { class: 'line' }, text];
    show([
      'pre',
      { language: 'ts', code: 'a\nb\nc\nd', highlights: [1], marks: { add: [2], remove: [3], focus: [2], warning: [4] } },
      ['code', {}, line('a'), '\n', line('b'), '\n', line('c'), '\n', line('d')],
    ]);
    expect(screen.getByText('a').className).toBe('line highlight');
    expect(screen.getByText('b').className).toBe('line diff add focused');
    expect(screen.getByText('c').className).toBe('line diff remove');
    expect(screen.getByText('d').className).toBe('line highlight warning');
    expect(screen.getByRole('group').className.split(' ')).toEqual(['language-ts', 'has-diff', 'has-focused']);
  });

  it('copies the raw code of the block and says so', async () => {
    const copied: string[] = [];
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (value: string) => void copied.push(value) },
    });
    show(pre);
    // act waits for the clipboard promise and the update it makes (event order, no clock).
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy code to clipboard' })));
    expect(copied).toEqual(['const a = 1\nconst b = 2']);
    expect(screen.getByText('Copied to clipboard')).toBeTruthy();
  });

  it('renders a code group as tabs labelled by file name, with package-manager icons', () => {
    const block = (filename: string, code: string): MinimarkNode => ['pre', { language: 'bash', filename, code }, ['code', {}, code]];
    show(['code-group', {}, block('npm', 'npm i'), '\n', block('pnpm', 'pnpm add')]);
    const tabs = within(screen.getByRole('tablist')).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['npm', 'pnpm']);
    for (const tab of tabs) expect(tab.firstElementChild?.tagName.toLowerCase()).toBe('svg');
    // The first tab is selected and the only tab stop; each tab controls its panel.
    expect(attrs(tabs[0]!, 'aria-selected', 'tabindex')).toEqual(['true', '0']);
    expect(attrs(tabs[1]!, 'aria-selected', 'tabindex')).toEqual(['false', '-1']);
    // Each tab controls its panel, which the tab names; a hidden panel has no accessible name of
    // its own, so it is found through the tab's aria-controls.
    const [npm, pnpm] = tabs.map((tab) => document.getElementById(tab.getAttribute('aria-controls')!)!);
    expect([npm, pnpm].map((panel) => attrs(panel!, 'role', 'aria-labelledby'))).toEqual(tabs.map((tab) => ['tabpanel', tab.id]));
    expect(screen.getByRole('tabpanel', { name: 'npm' })).toBe(npm);
    // Both snippets are in the page; the inactive panel is hidden.
    expect([npm!.hidden, pnpm!.hidden]).toEqual([false, true]);
    expect(within(npm!).getByText('npm i')).toBeTruthy();
    expect(within(pnpm!).getByText('pnpm add')).toBeTruthy();
    // The tab names the file: no header strip repeats it.
    expect(screen.getAllByText('npm')).toEqual([tabs[0]]);
    fireEvent.click(tabs[1]!);
    expect(screen.getByRole('tabpanel', { name: 'pnpm' })).toBe(pnpm);
    expect(npm!.hidden).toBe(true);
    expect(screen.getByRole('tab', { name: 'pnpm' }).getAttribute('aria-selected')).toBe('true');
  });
});

describe('ContentRenderer: the name forms and mixes real docs write', () => {
  const block = (filename: string, code: string): MinimarkNode => ['pre', { language: 'ts', filename, code }, ['code', {}, code]];

  it('gives a preview written beside the code in a code group a tab of its own', () => {
    show([
      'code-group',
      {},
      block('Counter.vue', '<template />'),
      '\n',
      ['preview-card', { label: 'Result', icon: 'i-lucide-eye' }, ['p', {}, 'The counter shows 0']],
    ]);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Counter.vue', 'Result']);
    fireEvent.click(tabs[1]!);
    const panel = screen.getByRole('tabpanel', { name: 'Result' });
    // Drawn as a framed preview, not as an unknown component.
    expect(within(panel).getByText('The counter shows 0').parentElement?.className).toBe('code-preview-demo');
    expect(panel.querySelector('[data-component]')).toBeNull();
  });

  it('reads tabs items under their prefixed names and a file tree as a tab per file', () => {
    show(
      ['prose-tabs', {}, ['prose-tabs-item', { label: 'Yarn' }, 'A'], ['TabsItem', { label: 'Bun' }, 'B']],
      ['code-tree', { 'default-value': 'app.config.ts' }, block('nuxt.config.ts', 'export {}'), block('app.config.ts', 'export {}')],
    );
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Yarn', 'Bun', 'nuxt.config.ts', 'app.config.ts']);
    expect(document.querySelector('[data-component]')).toBeNull();
  });
});

describe('ContentRenderer: components', () => {
  it('renders the five callouts and a coloured callout with their own icon', () => {
    for (const type of ['note', 'tip', 'warning', 'caution', 'important']) {
      cleanup();
      show([type, {}, ['p', {}, 'Careful']]);
      const note = screen.getByRole('note');
      expect(attrs(note, 'class', 'data-type')).toEqual(['callout', type]);
      expect(note.firstElementChild?.tagName.toLowerCase()).toBe('svg');
      expect(within(note).getByText('Careful').tagName).toBe('P');
    }
    cleanup();
    show(['callout', { icon: 'i-lucide-rocket', color: 'info' }, 'Go']);
    const coloured = screen.getByRole('note');
    expect(attrs(coloured, 'class', 'data-color')).toEqual(['callout', 'info']);
    expect(coloured.firstElementChild?.tagName.toLowerCase()).toBe('svg');
  });

  it('numbers steps on headings of the given level', () => {
    show(['steps', { level: 4 }, ['h4', { id: 'one' }, 'One'], ['p', {}, 'x'], ['h3', { id: 'no' }, 'No']]);
    // The stylesheet numbers the headings carrying this class.
    expect(attrs(screen.getByRole('heading', { level: 4, name: 'One' }), 'id', 'class')).toEqual(['one', 'step-heading']);
    expect(attrs(screen.getByRole('heading', { level: 3, name: 'No' }), 'id', 'class')).toEqual(['no', null]);
  });

  it('renders tabs items, cards, fields, badges and kbd', () => {
    show(
      ['tabs', {}, ['tabs-item', { label: 'Vue', icon: 'i-lucide-rocket' }, 'A'], ['tabs-item', { label: 'React' }, 'B']],
      ['card-group', {}, ['card', { title: 'Start', icon: 'i-lucide-rocket', to: '/docs/start' }, 'Go']],
      ['field-group', {}, ['field', { name: 'path', type: 'string', required: true }, 'The path']],
      ['p', {}, ['badge', { color: 'warning' }, 'beta'], ' ', ['kbd', { value: 'meta' }]],
    );
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Vue', 'React']);
    // A card linking as a whole, in a three-column grid: icon, titled link, body.
    const title = screen.getByRole('heading', { level: 3, name: 'Start' });
    expect(within(title).getByRole('link', { name: 'Start' }).getAttribute('href')).toBe('/en/docs/start');
    const card = title.parentElement!;
    expect([card.className, card.parentElement?.className]).toEqual(['card card-link', 'card-grid card-grid-3']);
    expect(card.firstElementChild?.tagName.toLowerCase()).toBe('svg');
    expect(within(card).getByText('Go').className).toBe('card-body');
    // A field's name, type and "required" mark, in that order, each styled as its part.
    const name = screen.getByText('path');
    const type = name.nextElementSibling!;
    const required = type.nextElementSibling!;
    expect([name, type, required].map((el) => [el.tagName, el.className, el.textContent])).toEqual([
      ['CODE', 'field-name', 'path'],
      ['CODE', 'field-type', 'string'],
      ['SPAN', 'field-required', 'required'],
    ]);
    expect(attrs(screen.getByText('beta'), 'class', 'data-color')).toEqual(['badge', 'warning']);
    const kbd = screen.getByText('⌘');
    expect([kbd.tagName, kbd.className, kbd.title]).toEqual(['KBD', 'kbd', 'Meta']);
  });

  it('reads the palette colours content written for Nuxt UI 2 uses as the colour they meant', () => {
    prose([
      [
        'p',
        {},
        ['badge', { color: 'green' }, 'New'],
        ['badge', { color: 'red', variant: 'subtle' }, 'Deprecated'],
        ['badge', { color: 'Orange' }, 'Beta'],
        ['badge', { color: 'not-a-colour' }, 'Other'],
      ],
      ['callout', { color: 'purple' }, ['p', {}, 'A purple callout.']],
    ]);
    expect(screen.getByText('New').getAttribute('data-color')).toBe('success');
    expect(screen.getByText('Deprecated').getAttribute('data-color')).toBe('error');
    expect(screen.getByText('Beta').getAttribute('data-color')).toBe('warning');
    expect(screen.getByText('Other').getAttribute('data-color')).toBe('primary');
    expect(screen.getByRole('note').getAttribute('data-color')).toBe('secondary');
  });

  it('shows the text of inline components written as a prop, as the build reads it for search and descriptions', () => {
    const paragraph: MinimarkNode = [
      'p',
      {},
      'Press ',
      ['kbd', { value: 'ctrl' }],
      ' ',
      ['kbd', {}, 'k'],
      ' for ',
      ['badge', { label: 'New' }],
      ' search, then ',
      ['button', { label: 'Start', to: '/docs' }],
      ' or ',
      ['u-badge', { label: 'ignored' }, 'Beta'],
      '.',
    ];
    const root = prose([paragraph]);
    expect(screen.getByText('New').className).toBe('badge');
    const squash = (text: string) => text.replace(/\s+/g, ' ').trim();
    expect(squash(root.textContent ?? '')).toBe('Press Ctrl K for New search, then Start or Beta.');
    expect(squash(root.textContent ?? '')).toBe(squash(shownTextOf(paragraph)));
  });

  it.each<[string, MinimarkNode]>([
    ['a prop given as a number', ['kbd', { value: 1 }]],
    ['a badge label given as a number', ['badge', { label: 2 }]],
    ['a blank label before the title', ['button', { label: '  ', title: 'Start', to: '/docs' }]],
    ['a button label beside its content', ['button', { label: 'Label', to: '/docs' }, 'Content']],
    ['a copied command beside its content', ['input-copy', { value: 'npm i @nuxt/content' }, 'Install']],
    ['a blank source before the code', ['input-copy', { source: '   ', code: 'pnpm add x' }]],
    ['a key written as content', ['kbd', {}, 'shift']],
  ])('shows the text the build reads for %s', (_name, node) => {
    const root = prose([['p', {}, node]]);
    // The copy button's own label is not the component's text.
    for (const button of root.querySelectorAll('button')) button.remove();
    const squash = (text: string) => text.replace(/\s+/g, ' ').trim();
    expect(squash(root.textContent ?? '')).not.toBe('');
    expect(squash(root.textContent ?? '')).toBe(squash(shownTextOf(node)));
  });

  it('shows a key or component named like a property of every object (__proto__, constructor) as written', () => {
    const root = prose([
      ['p', {}, ['kbd', { value: '__proto__' }], ' ', ['kbd', { value: 'constructor' }], ' ', ['badge', { label: 'toString' }]],
    ]);
    expect(screen.getByText('__PROTO__').title).toBe('');
    expect(root.textContent).toBe('__PROTO__ CONSTRUCTOR toString');
  });

  it('renders code previews with their code slot and collapsibles with a named trigger', async () => {
    show(
      ['code-preview', {}, ['p', {}, 'Demo'], ['template', { slot: 'code' }, ['pre', { code: 'x' }, ['code', {}, 'x']]]],
      ['collapsible', { name: 'properties' }, ['p', {}, 'Hidden']],
    );
    // The demo above its source: the preview holds the rendered demo, then the code block.
    const demo = screen.getByText('Demo').parentElement!;
    expect([demo.className, demo.parentElement?.className]).toEqual(['code-preview-demo', 'code-preview']);
    expect(demo.nextElementSibling?.className).toBe('code-block');
    expect(within(demo.nextElementSibling as HTMLElement).getByText('x')).toBeTruthy();
    // A native disclosure (it works in server HTML the browser keeps): closed until its
    // summary, the trigger, is clicked.
    const collapsible = screen.getByText('Hidden').closest('details') as HTMLDetailsElement;
    const trigger = collapsible.querySelector(':scope > summary')!;
    expect([trigger.className, trigger.textContent]).toEqual(['collapsible-trigger', 'properties']);
    expect(trigger.firstElementChild?.tagName.toLowerCase()).toBe('svg');
    expect(collapsible.open).toBe(false);
    expect(within(collapsible).getByText('Hidden')).toBeTruthy();
    await act(async () => fireEvent.click(trigger));
    expect(collapsible.open).toBe(true);
  });
});

describe('ContentRenderer: one sanitize policy with the build', () => {
  it('prefixes ids and names from content once, keeps generated heading ids', () => {
    const root = show(
      ['h2', { id: 'install' }, 'Install'],
      ['h2', { id: '__SITE_STATE__' }, 'State'],
      ['div', { id: '__SITE_STATE__' }, 'x'],
      ['p', {}, ['a', { name: 'user-content-legacy', href: '#user-content-legacy' }, 'a']],
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Install' }).id).toBe('install');
    expect(screen.getByRole('heading', { level: 2, name: 'State' }).id).toBe('user-content-__SITE_STATE__');
    expect(screen.getByText('x').id).toBe('user-content-__SITE_STATE__');
    expect(screen.getByRole('link', { name: 'a' }).getAttribute('name')).toBe('user-content-legacy');
    expect(allAttributes(root).filter((a) => a.includes('user-content-user-content'))).toEqual([]);
  });

  it('cleans an element for its own tag, also when one props object serves two tags and the body renders again', () => {
    // Clean props are kept per props object (a cached body renders many times): per tag too.
    const shared = { id: 'state', href: '/docs/x', src: '/_content/a.png', alt: 'A', onclick: 'alert(1)' };
    const value: MinimarkNode[] = [['p', {}, ['a', shared, 'link'], ['img', shared]]];
    for (let round = 0; round < 2; round++) {
      const root = prose(value);
      const link = within(root).getByRole('link', { name: 'link' });
      const image = within(root).getByRole('img', { name: 'A' });
      expect(attrs(link, 'href', 'src', 'id')).toEqual(['/en/docs/x', null, 'user-content-state']);
      expect(attrs(image, 'src', 'href', 'id')).toEqual(['/_content/a.png', null, 'user-content-state']);
      expect(allAttributes(root).filter((a) => a.startsWith('onclick'))).toEqual([]);
      cleanup();
    }
  });

  it("checks a card's `to` with the same URL check as links (finding 7)", () => {
    const root = show(
      ['card', { title: 'Bad', to: '\u00a0javascript:alert(1)' }, 'x'],
      ['card', { title: 'Ok', to: '\ufeff/docs/ok' }, 'y'],
    );
    expect(allAttributes(root).filter((a) => a.includes('javascript'))).toEqual([]);
    expect(screen.queryByRole('link', { name: 'Bad' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Ok' }).getAttribute('href')).toBe('/en/docs/ok');
  });
});
