/** A docs page the way real content is written: every part the renderer has to handle. */
import { describe, expect, it } from 'vitest';
import type { MinimarkNode } from '@site/contracts';
import { parseMarkdown } from '../../src/markdown/index.ts';

const PAGE = `---
title: Installation
description: Get started with the content module.
navigation:
  icon: i-lucide-download
---

# Installation

Add the module to a **new** or existing project.

::tip
Use the starter template to skip these steps.
::

## Install the package

::code-group
\`\`\`bash [npm]
npm install @nuxt/content
\`\`\`

\`\`\`bash [pnpm]
pnpm add @nuxt/content
\`\`\`
::

## Configure

::steps{level="4"}
#### Register the module

\`\`\`ts [nuxt.config.ts] {2}
export default defineNuxtConfig({
  modules: ['@nuxt/content']
})
\`\`\`

#### Create content

Write \`content/index.md\`.
::

| Option | Default |
| --- | --- |
| \`watch\` | \`true\` |

::warning{to="https://nuxt.com"}
Restart the dev server. :badge[v3]{color="neutral"}
::
`;

type El = [string, Record<string, unknown>, ...MinimarkNode[]];

/** Replaces highlighted code children by a marker so the expected tree stays readable. */
function withoutTokens(nodes: MinimarkNode[]): MinimarkNode[] {
  return nodes.map((node) => {
    if (typeof node === 'string') return node;
    const [tag, props, ...children] = node;
    if (tag === 'pre') {
      const { style, ...rest } = props;
      expect(style).toMatch(/^--shiki-light:/);
      return ['pre', rest, '<tokens>'];
    }
    return [tag, props, ...withoutTokens(children)] as El;
  });
}

describe('a realistic docs page', () => {
  it('produces the expected tree, toc, sections and links', async () => {
    const parsed = await parseMarkdown(PAGE, { file: 'content/docs/1.getting-started/2.installation.md' });

    expect(parsed.frontmatter).toEqual({
      title: 'Installation',
      description: 'Get started with the content module.',
      navigation: { icon: 'i-lucide-download' },
    });
    expect(parsed.title).toBe('Installation');
    expect(parsed.description).toBe('Add the module to a new or existing project.');
    expect(parsed.warnings).toEqual([]);

    expect(withoutTokens(parsed.body.value)).toEqual([
      ['h1', { id: 'installation' }, 'Installation'],
      ['p', {}, 'Add the module to a ', ['strong', {}, 'new'], ' or existing project.'],
      ['tip', {}, ['p', {}, 'Use the starter template to skip these steps.']],
      ['h2', { id: 'install-the-package' }, 'Install the package'],
      [
        'code-group',
        {},
        ['pre', { language: 'bash', filename: 'npm', code: 'npm install @nuxt/content' }, '<tokens>'],
        ['pre', { language: 'bash', filename: 'pnpm', code: 'pnpm add @nuxt/content' }, '<tokens>'],
      ],
      ['h2', { id: 'configure' }, 'Configure'],
      [
        'steps',
        { level: '4' },
        ['h4', { id: 'register-the-module' }, 'Register the module'],
        [
          'pre',
          {
            language: 'ts',
            filename: 'nuxt.config.ts',
            highlights: [2],
            code: "export default defineNuxtConfig({\n  modules: ['@nuxt/content']\n})",
          },
          '<tokens>',
        ],
        ['h4', { id: 'create-content' }, 'Create content'],
        ['p', {}, 'Write ', ['code', {}, 'content/index.md'], '.'],
      ],
      [
        'table',
        {},
        ['thead', {}, ['tr', {}, ['th', {}, 'Option'], ['th', {}, 'Default']]],
        ['tbody', {}, ['tr', {}, ['td', {}, ['code', {}, 'watch']], ['td', {}, ['code', {}, 'true']]]],
      ],
      ['warning', { to: 'https://nuxt.com' }, ['p', {}, 'Restart the dev server. ', ['badge', { color: 'neutral' }, 'v3']]],
    ]);

    expect(parsed.body.toc).toEqual({
      title: '',
      searchDepth: 2,
      depth: 3,
      links: [
        { id: 'install-the-package', depth: 2, text: 'Install the package', children: [] },
        { id: 'configure', depth: 2, text: 'Configure', children: [] },
      ],
    });

    expect(parsed.sections.map(({ id, title, titles, level }) => ({ id, title, titles, level }))).toEqual([
      { id: '', title: 'Installation', titles: [], level: 1 },
      { id: '#install-the-package', title: 'Install the package', titles: ['Installation'], level: 2 },
      { id: '#configure', title: 'Configure', titles: ['Installation'], level: 2 },
      { id: '#register-the-module', title: 'Register the module', titles: ['Installation', 'Configure'], level: 4 },
      { id: '#create-content', title: 'Create content', titles: ['Installation', 'Configure'], level: 4 },
    ]);
    // The leading # Installation is the page's title: the words under it are the page section's,
    // after the page's description.
    expect(parsed.sections[0]?.content).toBe(
      'Get started with the content module. Add the module to a new or existing project. Use the starter template to skip these steps.',
    );
    expect(parsed.sections[1]?.content).toBe('npm install @nuxt/content pnpm add @nuxt/content');
    expect(parsed.sections[4]?.content).toBe('Write content/index.md. Option Default watch true Restart the dev server. v3');

    expect(parsed.links).toEqual([{ href: 'https://nuxt.com', line: 48 }]);
  });
});
