/**
 * The second fixture corpus (test/fixtures/third-party): 35 pages written the way third-party
 * docs sites write for the reference module, with their pictures in a public folder beside
 * it (test/fixtures/third-party-public): landing pages built from page components,
 * prose components under their `prose-` names, steps holding tabs holding code that shows
 * component syntax, mis-closed fences, map-shaped pricing yaml, markdown templates, remote
 * images and avatars without alt text. It must build with no errors, and say what it
 * recovered from with file and line.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pricingComparison, pricingPlans, type MinimarkNode, type PlanInput } from '@site/contracts';
import { buildContent } from '../src/index.ts';
import { rows as readRows, sandbox, type Sandbox } from './helpers.ts';

let box: Sandbox;
let result: Awaited<ReturnType<typeof buildContent>>;

beforeAll(async () => {
  box = sandbox('third-party');
  result = await buildContent({ contentDir: box.contentDir, dataDir: box.dataDir, site: box.site, quiet: true });
});
afterAll(() => box.cleanup());

const rows = (sql: string) => readRows(result.dbPath, sql);

/** Every text of a body, components' slots included; code samples (which show syntax on purpose) left out. */
function texts(nodes: MinimarkNode[]): string[] {
  return nodes.flatMap((n) => (typeof n === 'string' ? [n] : n[0] === 'pre' || n[0] === 'code' ? [] : texts(n.slice(2) as MinimarkNode[])));
}

describe('a third-party style corpus', () => {
  it('builds every page with no errors', () => {
    const tables = ['landing', 'docs_en', 'pricing', 'templates', 'posts'];
    const count = tables.reduce((sum, t) => sum + Number(rows(`SELECT COUNT(*) AS n FROM _content_${t}`)[0]!.n), 0);
    // 37 pages plus the three list intros (blog, changelog, templates) in the landing table.
    expect(count).toBe(40);
  });

  it('reports each recovery as a warning with file and line', () => {
    const texts = result.warnings.map((w) => `${w.file}:${w.line}: ${w.message}`);
    expect(texts).toEqual(
      expect.arrayContaining([
        'content/docs/1.getting-started/4.migration.md:10: component "prose-note" (line 8) is opened with "::" but closed with ":::"; it is closed here.',
        'content/docs/5.advanced/3.recovery.md:9: the closing fence "::" closes no component, so it is ignored.',
        'content/docs/5.advanced/3.recovery.md:19: component "prose-tip" is never closed, so it is closed at the end of the file.',
        'content/docs/5.advanced/4.unknown-components.md:8: component "hero-background" is not one the site draws, so only its content is shown.',
        'content/blog/harbor-2.md:14: the post image has no alt text',
        'content/docs/5.advanced/4.unknown-components.md:22: icon "i-lucide-no-such-icon-anywhere" is not in the installed "lucide" collection',
      ]),
    );
    expect(texts.some((t) => t.startsWith('content/docs/2.writing/3.images.md:') && t.includes('missing-diagram.png'))).toBe(true);
    // Root-relative pictures resolve against the public folder; a missing one is named too.
    expect(texts).toContain(
      'content/docs/2.writing/3.images.md:20: image /images/missing-chart.png does not resolve (no file public/images/missing-chart.png exists)',
    );
    expect(texts.filter((t) => t.includes('/images/') && !t.includes('missing-chart'))).toEqual([]);
    // A page wins over a public file at its path.
    expect(texts).toContain(
      'public/docs/writing/flow.svg:1: this file is not served: the page content/docs/2.writing/5.flow.svg.md has the path /docs/writing/flow.svg, and a page wins over a public file',
    );
  });

  it('leaves no component syntax in any body text', () => {
    for (const table of ['landing', 'docs_en', 'templates', 'posts']) {
      for (const row of rows(`SELECT path, body FROM _content_${table}`)) {
        const body = JSON.parse(String(row.body)) as { value: MinimarkNode[] };
        for (const text of texts(body.value)) {
          expect(text, `${row.path}`).not.toMatch(/^\s*:{2,}[a-z-]*\s*$|(^|\n)#[a-z]+\n|\{[.#:]?[a-z-]+=/m);
        }
      }
    }
  });

  it('keeps the shapes authors wrote and maps them for the page', () => {
    const pricing = rows("SELECT plans, features, onboarding FROM _content_pricing WHERE path = '/studio/pricing'")[0]!;
    const plans = JSON.parse(String(pricing.plans)) as Record<string, PlanInput>;
    expect(Object.keys(plans)).toEqual(['solo', 'team']);
    expect(pricing.onboarding === null ? null : JSON.parse(String(pricing.onboarding))).toBeNull();
    const list = pricingPlans(plans);
    expect(list.map((p) => [p.id, p.title, p.features])).toEqual([
      ['solo', 'Solo', ['One project', 'Visual editor']],
      ['team', 'Team', ['Unlimited projects', 'Review comments']],
    ]);
    const comparison = pricingComparison(JSON.parse(String(pricing.features)), list);
    expect(comparison.title).toBe('Compare plans');
    expect(comparison.themes.map((t) => t.title)).toEqual(['Solo', 'Team', 'Everyone']);
    expect(comparison.themes[2]!.items[0]).toEqual({ title: 'Git-based publishing', plans: { solo: true, team: true } });

    const templates = rows('SELECT slug, licenseType, category, image2, body FROM _content_templates ORDER BY slug');
    expect(templates.map((t) => [t.slug, t.licenseType, t.category, t.image2])).toEqual([
      ['harbor-blog', 'MIT', 'blog', null],
      ['harbor-docs', 'nuxt-ui', 'documentation', null],
      ['harbor-shop', 'premium', 'ecommerce', null],
      ['minimal', 'free', 'minimal', null],
    ]);
    expect(texts(JSON.parse(String(templates[1]!.body)).value).join('')).toContain('Search over every heading');
    expect(texts(JSON.parse(String(templates[1]!.body)).value).join('')).toContain('to start from this template');

    const post = rows("SELECT authors, image FROM _content_posts WHERE path = '/blog/harbor-2'")[0]!;
    expect(JSON.parse(String(post.authors))[0].avatar).toEqual({ src: 'https://avatars.example.com/u/1001?v=4' });
  });
});
