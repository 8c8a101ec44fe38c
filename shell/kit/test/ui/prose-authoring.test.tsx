// @vitest-environment happy-dom
/**
 * Prose written for the reference UI library's docs (Nuxt UI / Docus), as a stranger writes it:
 * a callout with `to`, aligned table columns, task lists, a collapsible without a name. The
 * bodies are what the content build writes for that Markdown.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { MinimarkNode, PageBody } from '@site/contracts';
import { ContentRenderer } from '../../src/prose/ContentRenderer.tsx';
import { act, cleanup, fireEvent, renderServerView, renderView, screen, within } from '../../src/testing/index.ts';
import { prepareTexts } from '../../src/i18n/create-i18n.ts';

afterEach(cleanup);

const body = (value: MinimarkNode[]): PageBody => ({ type: 'minimark', value });
const prose = (value: MinimarkNode[], locale = 'en') => renderView(<ContentRenderer body={body(value)} />, locale);
const attrs = (el: Element, ...names: string[]) => names.map((name) => el.getAttribute(name));
/** Every attribute in a subtree as `name=value`, to prove what never reaches the DOM. */
const allAttributes = (root: Element) =>
  [root, ...root.querySelectorAll('*')].flatMap((el) => [...el.attributes].map((a) => `${a.name}=${a.value}`));

/** The site's stylesheet in the test document, for what it decides (alignment, which label shows). */
function withSiteStyles() {
  let style: HTMLStyleElement;
  beforeAll(() => {
    style = document.createElement('style');
    style.textContent = readFileSync(join(import.meta.dirname, '../../src/styles.css'), 'utf8');
    document.head.append(style);
  });
  afterAll(() => style.remove());
}

describe('a callout with `to` links where it says', () => {
  it('is one link named by its text, to the page in the reader’s locale, its content kept', () => {
    // ::note{to="/getting-started/installation"} (the build resolves it in the docs folder)
    prose([['note', { to: '/docs/getting-started/installation' }, ['p', {}, 'Install the module first.']]], 'fr');
    const note = screen.getByRole('note');
    const link = within(note).getByRole('link', { name: 'Install the module first.' });
    expect(attrs(link, 'href', 'target', 'rel')).toEqual(['/fr/docs/getting-started/installation', null, null]);
    expect(within(link).getByText('Install the module first.').tagName).toBe('P');
    expect(note.getAttribute('data-type')).toBe('note');
  });

  it('opens a web address in a new tab without the opener, says so and shows the external-link icon', () => {
    // ::callout{icon="i-lucide-rocket" color="neutral" to="https://ui.nuxt.com"}
    prose([
      [
        'callout',
        { icon: 'i-lucide-rocket', color: 'neutral', to: 'https://ui.nuxt.com' },
        ['p', {}, 'See ', ['strong', {}, 'Nuxt UI'], ' for every component.'],
      ],
    ]);
    const note = screen.getByRole('note');
    expect(note.getAttribute('data-color')).toBe('neutral');
    const link = within(note).getByRole('link', { name: 'See Nuxt UI for every component. (opens in a new tab)' });
    expect(attrs(link, 'href', 'target', 'rel')).toEqual(['https://ui.nuxt.com', '_blank', 'noopener noreferrer']);
    // Two pictures, both decorative: the callout's own icon and the external-link one.
    expect(link.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(2);
  });

  it('honours `target`: a page in a new tab, a web address in the same one', () => {
    prose([
      ['tip', { to: '/docs/x', target: '_blank' }, ['p', {}, 'A page']],
      ['warning', { to: 'https://nuxt.com/modules', target: '_self' }, ['p', {}, 'Modules']],
    ]);
    expect(attrs(screen.getByRole('link', { name: 'A page (opens in a new tab)' }), 'href', 'target')).toEqual(['/en/docs/x', '_blank']);
    expect(attrs(screen.getByRole('link', { name: 'Modules' }), 'href', 'target', 'rel')).toEqual([
      'https://nuxt.com/modules',
      '_self',
      'noopener noreferrer',
    ]);
  });

  it('keeps a body with links or controls of its own as written, and links where it goes after it, never a link in a link', () => {
    prose([
      ['note', { to: '/docs/getting-started/installation' }, ['p', {}, 'Read ', ['a', { href: '/docs/guide' }, 'the guide'], ' first.']],
      ['callout', { to: 'https://ui.nuxt.com/docs/typography/callout' }, ['pre', { code: 'npx nuxi' }, ['code', {}, 'npx nuxi']]],
    ]);
    const [withLink, withCode] = screen.getAllByRole('note') as [HTMLElement, HTMLElement];
    expect(
      within(withLink)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['the guide', '/en/docs/guide'],
      ['/docs/getting-started/installation', '/en/docs/getting-started/installation'],
    ]);
    expect(within(withLink).getByText('first.', { exact: false }).tagName).toBe('P');
    const trailing = within(withCode).getByRole('link', { name: 'ui.nuxt.com/docs/typography/callout (opens in a new tab)' });
    expect(attrs(trailing, 'target', 'rel')).toEqual(['_blank', 'noopener noreferrer']);
    // The code block's copy button is no part of the link.
    expect(within(trailing).queryAllByRole('button')).toEqual([]);
    expect(within(withCode).getByRole('button', { name: 'Copy code to clipboard' })).toBeTruthy();
    for (const link of screen.getAllByRole('link')) expect(within(link).queryAllByRole('link')).toEqual([]);
  });

  it('links a callout without text after it, so the link has a name, and keeps a path in place right to left', () => {
    prose([['note', { to: '/docs/x' }]]);
    expect(screen.getByRole('link', { name: '/docs/x' }).getAttribute('href')).toBe('/en/docs/x');
    // Isolated: the path's slashes stay where they are written in right-to-left text.
    expect(screen.getByText('/docs/x').tagName).toBe('BDI');
  });

  it('stays a plain callout when the URL check refuses its `to`', () => {
    const { container } = prose([['note', { to: 'javascript:alert(1)' }, ['p', {}, 'Careful']]]);
    expect(within(screen.getByRole('note')).getByText('Careful').tagName).toBe('P');
    expect(screen.queryByRole('link')).toBeNull();
    expect(allAttributes(container).filter((a) => a.includes('javascript'))).toEqual([]);
  });
});

describe('a callout with a title', () => {
  it('shows its #title slot (or title prop) in bold on its first line, before its body', () => {
    // ::: warning Breaking in v2 (VitePress), as the build reads it
    prose([
      ['warning', {}, ['template', { slot: 'title' }, ['p', {}, 'Breaking in v2']], ['p', {}, 'The API changed.']],
      ['tip', { title: 'Pro tip' }, ['p', {}, 'Body']],
    ]);
    const [warning, tip] = screen.getAllByRole('note');
    expect(warning?.querySelector('.callout-title strong')?.textContent).toBe('Breaking in v2');
    expect([...(warning?.querySelector('.callout-body')?.children ?? [])].map((el) => el.textContent)).toEqual([
      'Breaking in v2',
      'The API changed.',
    ]);
    expect(tip?.querySelector('.callout-title')?.textContent).toBe('Pro tip');
  });
});

describe('aligned table columns', () => {
  withSiteStyles();
  // | Left | Centre | Right | Plain |  over  |:---|:---:|---:|---|
  const table: MinimarkNode = [
    'table',
    {},
    [
      'thead',
      {},
      [
        'tr',
        {},
        ['th', { align: 'left' }, 'Left'],
        ['th', { align: 'center' }, 'Centre'],
        ['th', { align: 'right' }, 'Right'],
        ['th', {}, 'Plain'],
      ],
    ],
    [
      'tbody',
      {},
      ['tr', {}, ['td', { align: 'left' }, 'l'], ['td', { align: 'center' }, 'c'], ['td', { align: 'right' }, 'r'], ['td', {}, 'p']],
    ],
  ];
  const alignments = () => [
    ...['Left', 'Centre', 'Right', 'Plain'].map((name) => getComputedStyle(screen.getByRole('columnheader', { name })).textAlign),
    ...['l', 'c', 'r', 'p'].map((name) => getComputedStyle(screen.getByRole('cell', { name })).textAlign),
  ];

  it('keeps each column’s alignment as written and starts the others, left to right and right to left', async () => {
    prose([table]);
    expect(alignments()).toEqual(['left', 'center', 'right', 'start', 'left', 'center', 'right', 'start']);
    cleanup();
    await prepareTexts('ar');
    document.documentElement.dir = 'rtl';
    try {
      prose([table], 'ar');
      expect(alignments()).toEqual(['left', 'center', 'right', 'start', 'left', 'center', 'right', 'start']);
    } finally {
      document.documentElement.removeAttribute('dir');
    }
  });
});

describe('task lists', () => {
  const task = (checked: boolean, ...content: MinimarkNode[]): MinimarkNode => [
    'li',
    { class: 'task-list-item' },
    ['input', checked ? { type: 'checkbox', checked: true, disabled: true } : { type: 'checkbox', disabled: true }],
    ...content,
  ];
  // - [x] Write docs
  // - [ ] Ship **it** now
  //   - Tell everyone
  const tight: MinimarkNode = [
    'ul',
    { class: 'contains-task-list' },
    task(true, ' Write docs'),
    task(false, ' Ship ', ['strong', {}, 'it'], ' now', ['ul', {}, ['li', {}, 'Tell everyone']]),
  ];

  it.each([
    ['rendered in the browser', renderView],
    ['as the server sends it', renderServerView],
  ])('names each checkbox by its item’s text, disabled with its state exposed (%s)', (_how, render) => {
    render(<ContentRenderer body={body([tight])} />, 'en');
    const done = screen.getByRole('checkbox', { name: 'Write docs' });
    expect([(done as HTMLInputElement).checked, (done as HTMLInputElement).disabled]).toEqual([true, true]);
    // The nested list is not part of its parent item's name.
    const open = screen.getByRole('checkbox', { name: 'Ship it now' });
    expect([(open as HTMLInputElement).checked, (open as HTMLInputElement).disabled]).toEqual([false, true]);
    expect(screen.getByRole('checkbox', { name: 'Write docs', checked: true })).toBe(done);
    expect(screen.getByRole('checkbox', { name: 'Ship it now', checked: false })).toBe(open);
    const items = screen.getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([' Write docs', ' Ship it nowTell everyone', 'Tell everyone']);
    expect(within(items[1]!).getByText('it').tagName).toBe('STRONG');
  });

  it('names the checkbox of a loose list’s item, held in its first paragraph', () => {
    // - [x] Done
    //
    //   More about it.
    prose([
      [
        'ul',
        { class: 'contains-task-list' },
        [
          'li',
          { class: 'task-list-item' },
          '\n',
          ['p', {}, ['input', { type: 'checkbox', checked: true, disabled: true }], ' Done'],
          '\n',
          ['p', {}, 'More about it.'],
          '\n',
        ],
      ],
    ]);
    const box = screen.getByRole('checkbox', { name: 'Done', checked: true });
    expect(box.closest('p')).toBe(screen.getByText('Done').closest('p'));
    expect(screen.getByText('More about it.').tagName).toBe('P');
  });

  it('leaves other list items as they were', () => {
    prose([['ol', {}, ['li', { id: 'x' }, 'One'], ['li', {}, ['p', {}, 'Two']]]]);
    const [one, two] = screen.getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect([one.id, one.textContent, one.children.length]).toEqual(['user-content-x', 'One', 0]);
    expect(within(two).getByText('Two').tagName).toBe('P');
  });
});

describe('a collapsible’s trigger', () => {
  withSiteStyles();
  const shown = (text: string) => getComputedStyle(screen.getByText(text)).display !== 'none';

  it('without a name reads "Show properties", then "Hide properties" once open, in the reader’s language', async () => {
    prose([['collapsible', {}, ['p', {}, 'Hidden']]]);
    const collapsible = screen.getByText('Hidden').closest('details') as HTMLDetailsElement;
    expect([shown('Show properties'), shown('Hide properties')]).toEqual([true, false]);
    await act(async () => fireEvent.click(screen.getByText('Show properties')));
    expect(collapsible.open).toBe(true);
    expect([shown('Show properties'), shown('Hide properties')]).toEqual([false, true]);
    cleanup();
    await prepareTexts('de');
    prose([['collapsible', {}, ['p', {}, 'Versteckt']]], 'de');
    expect([shown('Eigenschaften anzeigen'), shown('Eigenschaften ausblenden')]).toEqual([true, false]);
  });

  it('with a name shows the name as written: this site’s content writes the whole label', () => {
    prose([['collapsible', { name: 'Show the generated SQL' }, ['p', {}, 'SELECT 1']]]);
    const trigger = screen.getByText('Show the generated SQL');
    expect([trigger.tagName, trigger.className]).toEqual(['SUMMARY', 'collapsible-trigger']);
  });
});
