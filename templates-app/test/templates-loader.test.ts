/**
 * The templates list's loader: the category chips in the alphabetical order of the reader's
 * language, by the names the reader sees. The order travels in the page's state, so the
 * browser hydrates the chips the server rendered even when its own locale data has no
 * collation for the language (Chromium's has none for Khmer, Kyrgyz or Uyghur).
 */
import { describe, expect, it } from 'vitest';
import { createContentClient, siteConfig, type ContentTransport, type LoadContext } from '@site/contracts';
import { loadTemplatesList } from '../src/loaders/templates.ts';

function transport(categories: string[]): ContentTransport {
  const rows = categories.map((category, i) => ({
    id: `t${i}`,
    name: `T${i}`,
    slug: `t${i}`,
    category,
    draft: false,
    path: `/templates/t${i}`,
  }));
  return {
    query: async (collection) => (collection === 'templates' ? rows : []),
    getJson: async <T>() => null as T,
    getText: async () => '',
  };
}

async function categoriesFor(locale: string, categories: string[]): Promise<string[]> {
  const result = await loadTemplatesList({
    path: '/templates',
    locale,
    params: {},
    config: { ...siteConfig, i18n: { ...siteConfig.i18n, enabled: true } },
    content: createContentClient(transport(categories)),
    island: () => Promise.reject(new Error('no islands')),
  } as LoadContext);
  if (!('data' in result) || !result.data) throw new Error('no list');
  return result.data.categories;
}

describe('the templates list loader', () => {
  it("orders the categories alphabetically in the reader's language, by the names shown", async () => {
    // Keys without a translation are shown title-cased: Apps, Äther, Zoo.
    expect(await categoriesFor('de', ['zoo', 'äther', 'apps', 'zoo'])).toEqual(['apps', 'äther', 'zoo']);
    expect(await categoriesFor('sv', ['zoo', 'äther', 'apps'])).toEqual(['apps', 'zoo', 'äther']);
  });

  it('orders by the translated names, not the keys', async () => {
    // English: Blog, Docs, Minimal, SaaS.
    expect(await categoriesFor('en', ['saas', 'minimal', 'docs', 'blog'])).toEqual(['blog', 'docs', 'minimal', 'saas']);
    // Arabic: التوثيق, بسيط, مدونة, then the Latin SaaS (Arabic's alphabet comes first).
    expect(await categoriesFor('ar', ['saas', 'minimal', 'docs', 'blog'])).toEqual(['docs', 'minimal', 'blog', 'saas']);
  });
});
