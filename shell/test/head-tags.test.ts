import { parseFragment } from 'parse5';
import { describe, expect, it } from 'vitest';
import { siteConfig, type PageHead } from '@site/contracts';
import { socialHeadTags } from '../src/app/head-tags.ts';
import { headTagHtml } from '../src/server/head-tag-html.ts';

const config = { ...siteConfig, origin: 'https://docs.example.org' };

interface El {
  nodeName: string;
  attrs: Array<{ name: string; value: string }>;
  childNodes: Array<{ nodeName: string; value?: string }>;
}

/** The head tags as a crawler reads them: meta name/property → content, and parsed JSON-LD. */
function read(head: PageHead) {
  const html = socialHeadTags(config, 'en', head, `${config.origin}/en/blog/launch`, `${head.title} - Nuxt Content`)
    .map(headTagHtml)
    .join('');
  const nodes = parseFragment(html).childNodes as unknown as El[];
  const meta = new Map<string, string>();
  const jsonLd: Array<Record<string, unknown>> = [];
  for (const node of nodes) {
    const attr = (name: string) => node.attrs.find((a) => a.name === name)?.value;
    if (node.nodeName === 'meta') meta.set(attr('property') ?? attr('name') ?? '', attr('content') ?? '');
    if (node.nodeName === 'script' && attr('type') === 'application/ld+json') jsonLd.push(JSON.parse(node.childNodes[0]?.value ?? 'null'));
  }
  return { meta, jsonLd };
}

describe('social and structured data head tags', () => {
  it('every page gets Open Graph and Twitter cards with absolute URLs on the configured origin', () => {
    const { meta, jsonLd } = read({ title: 'Pricing', description: 'Plans & prices "today"' });
    expect(meta.get('og:type')).toBe('website');
    expect(meta.get('og:url')).toBe('https://docs.example.org/en/blog/launch');
    expect(meta.get('og:description')).toBe('Plans & prices "today"');
    expect(meta.get('twitter:card')).toBe('summary');
    expect(jsonLd).toEqual([]);
  });

  it('an article gets a BlogPosting with date, authors and an absolute image, and its breadcrumbs', () => {
    const { meta, jsonLd } = read({
      title: 'Launch',
      description: 'We launched',
      type: 'article',
      image: '/_content/_images/launch.svg',
      article: { published: '2025-01-31', authors: ['Ada', 'Lin'] },
      breadcrumbs: [
        { title: 'Blog', path: '/blog' },
        { title: 'Launch', path: '/blog/launch' },
      ],
    });
    expect(meta.get('og:type')).toBe('article');
    expect(meta.get('og:image')).toBe('https://docs.example.org/_content/_images/launch.svg');
    expect(meta.get('twitter:card')).toBe('summary_large_image');
    const [article, crumbs] = jsonLd;
    expect(article).toMatchObject({ '@type': 'BlogPosting', headline: 'Launch', datePublished: '2025-01-31' });
    expect(article!.author).toEqual([
      { '@type': 'Person', name: 'Ada' },
      { '@type': 'Person', name: 'Lin' },
    ]);
    expect(crumbs).toMatchObject({ '@type': 'BreadcrumbList' });
    expect((crumbs!.itemListElement as Array<{ item: string }>).map((i) => i.item)).toEqual([
      'https://docs.example.org/en/blog',
      'https://docs.example.org/en/blog/launch',
    ]);
  });

  it("links a page's picture only when it is one: a path or a web address, never another scheme", () => {
    for (const [image, expected] of [
      ["javascript:alert('img')", undefined],
      ['  JaVaScRiPt:alert(1)', undefined],
      ['data:image/svg+xml;base64,PHN2Zz4=', undefined],
      ['//cdn.example.org/cover.png', 'https://cdn.example.org/cover.png'],
      ['https://cdn.example.org/cover.png', 'https://cdn.example.org/cover.png'],
      ['covers/launch.png', 'https://docs.example.org/covers/launch.png'],
    ] as const) {
      const { meta, jsonLd } = read({ title: 'Launch', type: 'article', image });
      expect(meta.get('og:image'), image).toBe(expected);
      expect(meta.get('twitter:image'), image).toBe(expected);
      expect(jsonLd[0]!.image, image).toBe(expected);
    }
  });

  it('content cannot close the structured-data script', () => {
    const { jsonLd } = read({ title: '</script><script>alert(1)</script>', type: 'article' });
    expect(jsonLd[0]).toMatchObject({ headline: '</script><script>alert(1)</script>' });
  });
});
