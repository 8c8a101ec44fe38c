/**
 * The site's own content (content/) as readers get it: it builds with zero warnings (every
 * internal link, anchor and image resolves; every front matter matches its schema), and it
 * has what issue 5 asks for. A broken link in it fails the strict build with file and line.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildContent, type BuildResult } from '../src/index.ts';

const CONTENT = path.resolve(import.meta.dirname, '../../content');
let tmp: string;
let result: BuildResult;
let db: Database.Database;

const rows = <T>(sql: string, ...params: unknown[]) => db.prepare(sql).all(...params) as T[];

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'real-content-'));
  result = await buildContent({ contentDir: CONTENT, dataDir: path.join(tmp, 'data'), strictLinks: true, quiet: true });
  db = new Database(result.dbPath, { readonly: true });
}, 120_000);

afterAll(() => {
  db?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('content/ builds cleanly', () => {
  it('with zero warnings under strict link, anchor and image checks', () => {
    expect(result.warnings.map((w) => `${w.file}:${w.line}: ${w.message}`)).toEqual([]);
    expect(result.pages).toBeGreaterThan(100);
  });

  it('fails the strict build, naming file and line, when a link breaks', async () => {
    const copy = path.join(tmp, 'broken');
    fs.cpSync(CONTENT, copy, { recursive: true });
    const page = path.join(copy, 'docs/1.getting-started/1.installation.md');
    const lines = fs.readFileSync(page, 'utf8').split('\n');
    lines.push('', 'See [a page that does not exist](/docs/no-such-page).');
    fs.writeFileSync(page, lines.join('\n'));
    await expect(
      buildContent({ contentDir: copy, dataDir: path.join(tmp, 'broken-data'), strictLinks: true, quiet: true }),
    ).rejects.toThrow(new RegExp(`docs/1\\.getting-started/1\\.installation\\.md:${lines.length}:.*no-such-page`));
  }, 120_000);
});

describe('what the site ships (issue 5)', () => {
  it('has at least 40 docs pages in at least 8 sections, each with an index page and a .navigation.yml', () => {
    const docs = rows<{ path: string }>('SELECT path FROM _content_docs_en');
    expect(docs.length).toBeGreaterThanOrEqual(40);
    const sections = fs.readdirSync(path.join(CONTENT, 'docs')).filter((d) => fs.statSync(path.join(CONTENT, 'docs', d)).isDirectory());
    expect(sections.length).toBeGreaterThanOrEqual(8);
    for (const section of sections) {
      expect(fs.existsSync(path.join(CONTENT, 'docs', section, 'index.md')), `${section}/index.md`).toBe(true);
      expect(fs.existsSync(path.join(CONTENT, 'docs', section, '.navigation.yml')), `${section}/.navigation.yml`).toBe(true);
    }
  });

  it('has at least 6 blog posts with one draft, and at least 8 dated changelog entries', () => {
    const posts = rows<{ draft: number; authors: string; image: string }>(
      "SELECT draft, authors, image FROM _content_posts WHERE path LIKE '/blog/%'",
    );
    expect(posts.length).toBeGreaterThanOrEqual(6);
    expect(posts.filter((p) => p.draft === 1)).toHaveLength(1);
    for (const post of posts) {
      expect(JSON.parse(post.authors).length).toBeGreaterThan(0);
      expect(JSON.parse(post.image).alt).toBeTruthy();
    }
    const entries = rows<{ date: string }>("SELECT date FROM _content_posts WHERE path LIKE '/changelog/%'");
    expect(entries.length).toBeGreaterThanOrEqual(8);
    expect(entries.every((e) => /^\d{4}-\d{2}-\d{2}/.test(e.date))).toBe(true);
  });

  it('has at least 12 templates across docs, blog, minimal and saas, one of them a draft', () => {
    const templates = rows<{ category: string; draft: number }>('SELECT category, draft FROM _content_templates');
    expect(templates.length).toBeGreaterThanOrEqual(12);
    expect(new Set(templates.map((t) => t.category))).toEqual(new Set(['docs', 'blog', 'minimal', 'saas']));
    expect(templates.filter((t) => t.draft === 1)).toHaveLength(1);
  });

  it('has the home, Studio and pricing content', () => {
    const landing = rows<{ path: string }>('SELECT path FROM _content_landing').map((r) => r.path);
    expect(landing).toEqual(expect.arrayContaining(['/', '/ar', '/studio', '/blog', '/changelog', '/templates']));
    const [pricing] = rows<{ plans: string; features: string }>(
      "SELECT plans, features FROM _content_pricing WHERE path = '/studio/pricing'",
    );
    expect(JSON.parse(pricing!.plans)).toHaveLength(3);
    expect(JSON.parse(pricing!.features).length).toBeGreaterThan(0);
  });

  it('translates getting-started and querying into fr and ja, and getting-started into ar', () => {
    const english = (prefix: string) =>
      rows<{ path: string }>(`SELECT path FROM _content_docs_en WHERE path LIKE ?`, `${prefix}%`)
        .map((r) => r.path)
        .sort();
    const inLocale = (locale: string, prefix: string) =>
      rows<{ path: string }>(`SELECT path FROM _content_docs_${locale} WHERE path LIKE ?`, `${prefix}%`)
        .map((r) => r.path)
        .sort();
    for (const locale of ['fr', 'ja']) {
      expect(inLocale(locale, '/docs/getting-started')).toEqual(english('/docs/getting-started'));
      expect(inLocale(locale, '/docs/querying')).toEqual(english('/docs/querying'));
    }
    expect(inLocale('ar', '/docs/getting-started')).toEqual(english('/docs/getting-started'));
  });

  it('serves every image it references from the site itself', () => {
    const referenced = new Set<string>();
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (/\.(md|ya?ml|json)$/.test(entry.name)) {
          // Examples inside fenced or inline code are not references.
          const text = fs
            .readFileSync(full, 'utf8')
            .replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1\s*$/gm, '')
            .replace(/`[^`\n]+`/g, '');
          for (const m of text.matchAll(/\/_content\/[\w./-]+\.(svg|png|webp|jpe?g)/g)) referenced.add(m[0]);
          expect(fs.readFileSync(full, 'utf8'), `${full} loads an image from another host`).not.toMatch(
            /\]\(https?:\/\/[^)]+\.(png|jpe?g|svg|webp|gif)\)/,
          );
        }
      }
    };
    walk(CONTENT);
    expect(referenced.size).toBeGreaterThan(20);
    for (const ref of referenced) expect(fs.existsSync(path.join(CONTENT, ref.replace('/_content/', ''))), ref).toBe(true);
  });
});
