import { describe, expect, it } from 'vitest';
import type { NavigationNode } from '@site/contracts';
import { docsRootTitle } from '../src/server/docs-root-title.ts';

const page = (path: string, title: string): NavigationNode => ({ title, path, stem: path.slice(1) });
const root = (title: string, children: NavigationNode[], extra: Partial<NavigationNode> = {}): NavigationNode[] => [
  { title, path: '/docs', stem: 'docs', page: false, children, ...extra },
];
const section: NavigationNode = {
  title: 'Start',
  path: '/docs/start',
  stem: 'docs/1.start',
  page: false,
  children: [page('/docs/start/a', 'A')],
};

describe("the docs root's own title (its .navigation.yml)", () => {
  it('is the heading when written for the folder, with its language when shown untranslated', () => {
    expect(docsRootTitle(root('The Handbook', [section]))).toEqual({ title: 'The Handbook' });
    expect(docsRootTitle(root('The Handbook', [section], { lang: 'en' }))).toEqual({ title: 'The Handbook', lang: 'en' });
  });

  it('is no heading when the build made it from the folder name or its index page, or when there is no single root', () => {
    expect(docsRootTitle(root('Docs', [section]))).toBeNull();
    expect(docsRootTitle(root('Welcome', [page('/docs', 'Welcome'), section]))).toBeNull();
    expect(docsRootTitle([section, { ...section, path: '/docs/other', stem: 'docs/2.other' }])).toBeNull();
    expect(docsRootTitle([])).toBeNull();
  });
});
