// @vitest-environment happy-dom
/**
 * Names a screen reader hears for what the kit renders: focusable scroll areas (code blocks,
 * tables) are named groups, tablists are named, sidebar folders and their groups are named
 * by their label, and the palette's shortcut follows the platform.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { MinimarkNode, NavigationNode } from '@site/contracts';
import { packNodes, siteConfig, visibleNavigation } from '@site/contracts';
import { cleanup, renderView, screen, within } from '../../src/testing/index.ts';
import { ContentRenderer } from '../../src/prose/ContentRenderer.tsx';
import { DocsNavigation } from '../../src/DocsNavigation.tsx';
import { SearchButton } from '../../src/SearchButton.tsx';
import { shortcutModifier } from '../../src/platform.ts';

afterEach(cleanup);

const body = (...value: MinimarkNode[]) => <ContentRenderer body={{ type: 'minimark', value }} />;

describe('focusable scroll areas', () => {
  it('names a code block "Code: file name", else by its language', () => {
    renderView(
      body(
        ['pre', { filename: 'nuxt.config.ts', language: 'ts', code: 'x' }, ['code', {}, 'x']],
        ['pre', { language: 'bash', code: 'y' }, ['code', {}, 'y']],
      ),
    );
    for (const name of ['Code: nuxt.config.ts', 'Code: bash']) {
      const group = screen.getByRole('group', { name });
      expect(group.tagName).toBe('PRE');
      expect(group.tabIndex).toBe(0);
    }
  });

  it('names a table by its caption, else by its column headers', () => {
    renderView(
      body(
        ['table', {}, ['caption', {}, 'Plans'], ['tbody', {}, ['tr', {}, ['td', {}, 'a']]]],
        ['table', {}, ['thead', {}, ['tr', {}, ['th', {}, 'Name'], ['th', {}, 'Type']]], ['tbody', {}, ['tr', {}, ['td', {}, 'x']]]],
      ),
    );
    expect(within(screen.getByRole('group', { name: 'Plans' })).getByRole('table')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Table: Name, Type' })).getByRole('table')).toBeTruthy();
  });

  it('names code-group and tabs tablists after their tabs', () => {
    renderView(
      body(
        [
          'code-group',
          {},
          ['pre', { filename: 'npm', language: 'bash', code: 'a' }, ['code', {}, 'a']],
          ['pre', { filename: 'pnpm', language: 'bash', code: 'b' }, ['code', {}, 'b']],
        ],
        ['tabs', {}, ['tabs-item', { label: 'Vue' }, ['p', {}, 'v']], ['tabs-item', { label: 'React' }, ['p', {}, 'r']]],
      ),
    );
    expect(within(screen.getByRole('tablist', { name: 'Code: npm, pnpm' })).getAllByRole('tab')).toHaveLength(2);
    expect(within(screen.getByRole('tablist', { name: 'Tabs: Vue, React' })).getAllByRole('tab')).toHaveLength(2);
  });
});

describe('docs navigation', () => {
  it('names each folder, and the group of its children, by its label', () => {
    const navigation: NavigationNode[] = [
      {
        title: 'Docs',
        path: '/docs',
        stem: 'docs',
        children: [
          {
            title: 'Getting started',
            path: '/docs/getting-started',
            stem: 'docs/1.getting-started',
            children: [
              { title: 'Installation', path: '/docs/getting-started/installation', stem: 'i' },
              {
                title: 'Advanced',
                path: '/docs/getting-started/advanced',
                stem: 'a',
                children: [{ title: 'Hooks', path: '/docs/getting-started/advanced/hooks', stem: 'h' }],
              },
            ],
          },
        ],
      },
    ];
    const path = '/docs/getting-started/installation';
    const sidebar = { nodes: packNodes(visibleNavigation(navigation, path, 3)), collection: 'docs_en', fallbacks: true, version: 'b' };
    renderView(<DocsNavigation navigation={sidebar} path={path} config={siteConfig} locale="en" />);
    expect(screen.getByRole('treeitem', { name: 'Getting started', expanded: true })).toBeTruthy();
    const section = screen.getByRole('group', { name: 'Getting started' });
    expect(within(section).getByRole('treeitem', { name: 'Installation' })).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Advanced' })).getByRole('treeitem', { name: 'Hooks' })).toBeTruthy();
  });
});

describe('palette shortcut', () => {
  it('uses ⌘ on Apple platforms and Ctrl elsewhere', () => {
    for (const platform of ['MacIntel', 'iPhone', 'iPad', 'Macintosh']) expect(shortcutModifier(platform)).toBe('meta');
    for (const platform of ['Win32', 'Linux x86_64', 'Linux armv8l', '']) expect(shortcutModifier(platform)).toBe('ctrl');
  });

  it('declares both shortcuts on the search button', () => {
    renderView(<SearchButton />);
    expect(screen.getByRole('button', { name: /Search…/ }).getAttribute('aria-keyshortcuts')).toBe('Meta+K Control+K');
  });
});
