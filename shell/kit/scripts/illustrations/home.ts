/**
 * The home page's illustrations: the product at work. The hero shows a Markdown file in the
 * editor beside the page it becomes; the sections show the content folder turning into the
 * navigation tree (with the build's own report), a query in code with the rows it returns,
 * and one docs page in English and in Arabic.
 */
import { codeBlock } from './code.ts';
import type { Illustration } from './illustration.ts';
import { callout, codeCard, navTree, panel, paragraph } from './parts.ts';
import { type Palette, circle, icon, line, pill, rect, text, textWidth, windowFrame } from './svg.ts';

const HERO_SOURCE = `---
title: Installation
description: Set up in a minute.
---

# Installation

Install the module with your
package manager:

\`\`\`bash [terminal]
npm install @nuxt/content
\`\`\`

::tip
Restart the dev server after.
::`;

export const homeHero: Illustration = {
  file: 'illustrations/home-hero',
  title: 'The editor with a Markdown file (front matter, a heading, a code block and a tip component) beside the docs page it renders',
  width: 640,
  height: 500,
  draw(p: Palette) {
    const split = 300;
    const bar = 36;
    const strip = 30;
    const status = 28;
    const out = [windowFrame(p, 0, 0, 640, 500, 'docs — Nuxt Content')];
    // Source pane
    out.push(rect(1, bar + 0.5, split - 1, 500 - bar - status - 1, { fill: p.muted }));
    out.push(line(split, bar, split, 500 - status, p.border));
    out.push(line(1, bar + strip, 639, bar + strip, p.border));
    out.push(rect(1, bar + 0.5, 150, strip - 0.5, { fill: p.bg }));
    out.push(rect(1, bar + 0.5, 150, 2, { fill: p.primary }));
    out.push(icon('lucide:file-text', 12, bar + 8, 14, p.primaryText));
    out.push(text(32, bar + 20, 'installation.md', { size: 12, weight: 600, fill: p.heading }));
    out.push(line(151, bar, 151, bar + strip, p.border));
    const code = codeBlock(p, 14, bar + strip + 24, HERO_SOURCE, 'md', {
      size: 12,
      lineHeight: 20,
      gutter: 26,
      highlightLines: [16],
      width: split - 8,
    });
    out.push(code.svg);
    // the caret at the end of the edited line
    const caretX = 14 + 26 + textWidth('Restart the dev server after.', 12, { mono: true }) + 1;
    const caretY = bar + strip + 24 + 15 * 20;
    out.push(rect(caretX, caretY - 12, 1.5, 15, { fill: p.primaryText }));
    // Preview pane
    out.push(icon('lucide:eye', split + 14, bar + 8, 14, p.dim));
    out.push(text(split + 34, bar + 20, 'Preview', { size: 12, weight: 600, fill: p.heading }));
    out.push(circle(640 - 58, bar + 15, 4, { fill: p.primary }));
    out.push(text(640 - 48, bar + 19, 'Live', { size: 11, weight: 600, fill: p.primaryText }));
    const px = split + 24;
    const pw = 640 - px - 24;
    let y = bar + strip + 30;
    out.push(text(px, y, 'Getting Started', { size: 11, weight: 600, fill: p.primaryText }));
    y += 30;
    out.push(text(px, y, 'Installation', { size: 24, weight: 700, fill: p.heading }));
    y += 24;
    out.push(text(px, y, 'Set up in a minute.', { size: 13, fill: p.dim }));
    y += 16;
    out.push(line(px, y, px + pw, y, p.border));
    y += 26;
    const para = paragraph(p, px, y, ['Install the module with your', 'package manager:'], { size: 13, lh: 20 });
    out.push(para.svg);
    y += para.h;
    const card = codeCard(p, px, y - 4, pw, {
      name: 'terminal',
      fileIcon: 'lucide:terminal',
      source: 'npm install @nuxt/content',
      language: 'sh',
      size: 12,
    });
    out.push(card.svg);
    y += card.h + 10;
    const tip = callout(p, px, y, pw, ['Restart the dev server after.']);
    out.push(rect(px - 3, y - 3, pw + 6, tip.h + 6, { stroke: p.primary, sw: 1.5, rx: 8, dash: '4 3' }));
    out.push(tip.svg);
    y += tip.h + 18;
    // the next page card, as the docs show it
    out.push(rect(px + 0.5, y + 0.5, pw - 1, 50, { fill: p.bg, stroke: p.border, rx: 7 }));
    out.push(text(px + 14, y + 20, 'Next', { size: 11, fill: p.dim }));
    out.push(text(px + 14, y + 38, 'Configuration', { size: 13, weight: 600, fill: p.heading }));
    out.push(icon('lucide:arrow-right', px + pw - 30, y + 17, 16, p.primaryText));
    // Status bar
    const sy = 500 - status;
    out.push(line(1, sy, 639, sy, p.border));
    out.push(icon('lucide:circle-check', 12, sy + 7, 14, p.primaryText));
    out.push(text(32, sy + 18, 'Saved · rebuilt in 38 ms', { size: 11, fill: p.dim }));
    out.push(text(split + 14, sy + 18, 'localhost:3000/docs/installation', { size: 11, fill: p.dim, mono: true }));
    return out;
  },
};

const TREE: Array<[depth: number, name: string, kind: 'folder' | 'md' | 'yml']> = [
  [0, '1.getting-started/', 'folder'],
  [1, '.navigation.yml', 'yml'],
  [1, '1.index.md', 'md'],
  [1, '2.installation.md', 'md'],
  [0, '2.collections/', 'folder'],
  [1, '1.define.md', 'md'],
  [1, '2.sources.md', 'md'],
  [0, 'blog/', 'folder'],
  [1, 'launch.md', 'md'],
];

export const homeContentTree: Illustration = {
  file: 'illustrations/home-content-tree',
  title:
    'The content folder on the left becomes the docs navigation tree on the right; below, the content build reports each collection and stops at a file with a missing date, naming its line',
  width: 600,
  height: 440,
  draw(p: Palette) {
    const out = [panel(p, 0, 0, 258, 296, 'content/', 'lucide:folder-open')];
    TREE.forEach(([depth, name, kind], i) => {
      const x = 16 + depth * 18;
      const y = 62 + i * 25;
      const glyph = kind === 'folder' ? 'lucide:folder' : kind === 'yml' ? 'lucide:file-cog' : 'lucide:file-text';
      const colour = kind === 'folder' ? p.primaryText : p.dim;
      out.push(icon(glyph, x, y - 11, 14, colour));
      const active = name === '2.installation.md';
      if (active) out.push(rect(x - 6, y - 16, 258 - x - 8, 22, { fill: p.primarySoft, rx: 4 }));
      out.push(
        text(x + 20, y, name, {
          size: 12,
          mono: true,
          fill: kind === 'folder' ? p.heading : p.text,
          weight: kind === 'folder' ? 600 : 400,
        }),
      );
      if (depth === 1 && i > 0) out.push(line(x - 10, y - 20, x - 10, y + 4, p.border));
    });
    // the build in between
    out.push(circle(277, 148, 16, { fill: p.primarySoft, stroke: p.primary }));
    out.push(icon('lucide:arrow-right', 268, 139, 18, p.primaryText));
    out.push(panel(p, 296, 0, 304, 296, 'Navigation', 'lucide:list-tree'));
    const nav = navTree(
      p,
      316,
      70,
      [
        { title: 'Getting Started', icon: 'lucide:rocket', pages: ['Introduction', 'Installation'], active: 1 },
        { title: 'Collections', icon: 'lucide:database', pages: ['Defining Collections', 'Sources'] },
      ],
      { size: 13, gap: 16 },
    );
    out.push(nav.svg);
    out.push(pill(316, 248, 'from folders · titles · icons', { fill: p.elevated, color: p.dim, size: 11, h: 22 }).svg);
    // the content build's report
    const ty = 312;
    out.push(rect(0.5, ty + 0.5, 599, 127, { fill: p.mode === 'light' ? p.muted : '#020617', stroke: p.border, rx: 10 }));
    out.push(icon('lucide:terminal', 14, ty + 12, 14, p.dim));
    out.push(text(34, ty + 24, 'Terminal', { size: 12, weight: 600, fill: p.heading }));
    const report = codeBlock(
      p,
      16,
      ty + 52,
      [
        '$ npm run build:content',
        '✓ docs   42 files · navigation · search sections',
        '✗ content/blog/launch.md:4  date: Required (YYYY-MM-DD)',
        '  the previous build keeps serving',
      ].join('\n'),
      'sh',
      { size: 12, lineHeight: 21 },
    );
    out.push(report.svg);
    return out;
  },
};

const QUERY = `// pages/blog.ts: the three latest posts
const posts = await content
  .queryCollection('posts')
  .where('draft', '=', false)
  .select('title', 'date', 'path')
  .order('date', 'DESC')
  .limit(3)
  .all()`;

const ROWS: Array<[string, string, string]> = [
  ['One grammar, every query checked', '2026-06-18', '/blog/safe-sql-endpoint'],
  ['Case study: how this site is built', '2026-03-12', '/blog/how-this-site-is-built'],
  ['Docs in four languages', '2025-11-13', '/blog/multilingual-docs'],
];

export const homeQuery: Illustration = {
  file: 'illustrations/home-query',
  title:
    'A query in code: queryCollection posts, filtered, ordered and limited to three, answered in the browser by sql.js with the SQL it composed and the three rows it returned',
  width: 600,
  height: 440,
  draw(p: Palette) {
    const out: string[] = [];
    const card = codeCard(p, 0, 0, 600, {
      name: 'pages/blog.ts',
      fileIcon: 'lucide:file-code',
      source: QUERY,
      language: 'ts',
      size: 12.5,
      lineHeight: 21,
    });
    out.push(card.svg);
    let y = card.h + 18;
    // where it ran
    const where = pill(0, y, 'sql.js · in the browser', {
      fill: p.primarySoft,
      color: p.primaryText,
      size: 11,
      h: 24,
      weight: 600,
      pad: 28,
    });
    out.push(where.svg, icon('lucide:cpu', 9, y + 5, 14, p.primaryText));
    const time = pill(where.w + 8, y, '0.4 ms · 3 rows', { fill: p.elevated, color: p.text, size: 11, h: 24 });
    out.push(time.svg);
    const version = pill(where.w + time.w + 16, y, 'posts v3.5.0--8f2c', { fill: p.elevated, color: p.dim, size: 11, h: 24, mono: true });
    out.push(version.svg);
    y += 42;
    out.push(
      codeBlock(p, 0, y, 'SELECT title, date, path FROM _content_posts WHERE draft = ? ORDER BY date DESC LIMIT 3', 'sql', { size: 11 })
        .svg,
    );
    y += 16;
    // the rows
    const cols = [14, 276, 380];
    out.push(rect(0.5, y + 0.5, 599, 134, { fill: p.bg, stroke: p.border, rx: 8 }));
    out.push(`<path d="M8.5 ${y + 0.5}H591.5a8 8 0 0 1 8 8V${y + 32}H0.5V${y + 8.5}a8 8 0 0 1 8-8z" fill="${p.muted}"/>`);
    out.push(line(1, y + 32, 599, y + 32, p.border));
    ['title', 'date', 'path'].forEach((h, i) => {
      out.push(text(cols[i]!, y + 21, h, { size: 12, weight: 600, fill: p.heading, mono: true }));
    });
    ROWS.forEach(([title, date, pathName], r) => {
      const ry = y + 32 + r * 34;
      if (r > 0) out.push(line(1, ry, 599, ry, p.border));
      out.push(text(cols[0]!, ry + 22, title, { size: 12.5, fill: p.heading }));
      out.push(text(cols[1]!, ry + 22, date, { size: 12, fill: p.text, mono: true }));
      out.push(text(cols[2]!, ry + 22, pathName, { size: 11.5, fill: p.primaryText, mono: true }));
    });
    return out;
  },
};

/** A small docs page in a browser window, left to right or right to left. */
function docsWindow(
  p: Palette,
  x: number,
  y: number,
  opts: { url: string; rtl: boolean; title: string; section: string; lines: string[]; nav: Parameters<typeof navTree>[3]; locale: string },
): string {
  const w = 440;
  const h = 196;
  const out = [windowFrame(p, x, y, w, h, opts.url, 30)];
  const top = y + 30;
  const rtl = opts.rtl;
  // the site's header row
  out.push(line(x + 1, top + 32, x + w - 1, top + 32, p.border));
  const wordmarkX = rtl ? x + w - 132 : x + 14;
  out.push(icon('simple-icons:nuxt', wordmarkX, top + 8, 16, p.primaryText));
  out.push(text(wordmarkX + 22, top + 21, 'Nuxt', { size: 13, weight: 700, fill: p.heading }));
  out.push(text(wordmarkX + 58, top + 21, 'Content', { size: 13, weight: 700, fill: p.primaryText }));
  const localeX = rtl ? x + 14 : x + w - 44;
  out.push(rect(localeX, top + 7, 30, 18, { fill: p.bg, stroke: p.borderStrong, rx: 4 }));
  out.push(text(localeX + 15, top + 20, opts.locale, { size: 10, weight: 700, fill: p.heading, anchor: 'middle' }));
  // sidebar and page; right-to-left text is anchored at its start, its right edge
  const navX = rtl ? x + w - 164 : x + 14;
  out.push(navTree(p, navX, top + 58, opts.nav, { size: 11.5, gap: 8, rtl, width: 150 }).svg);
  if (rtl) out.push(line(x + w - 176, top + 40, x + w - 176, y + h - 12, p.border));
  else out.push(line(x + 176, top + 40, x + 176, y + h - 12, p.border));
  const pageX = rtl ? x + w - 192 : x + 192;
  const style = rtl ? ({ anchor: 'start', rtl: true } as const) : ({ anchor: 'start' } as const);
  out.push(text(pageX, top + 56, opts.section, { size: 10.5, weight: 600, fill: p.primaryText, ...style }));
  out.push(text(pageX, top + 80, opts.title, { size: 18, weight: 700, fill: p.heading, ...style }));
  opts.lines.forEach((l, i) => {
    out.push(text(pageX, top + 102 + i * 17, l, { size: 11.5, fill: p.text, ...style }));
  });
  return out.join('');
}

export const homeLanguages: Illustration = {
  file: 'illustrations/home-languages',
  title:
    'One docs page in English, left to right, and in Arabic, right to left, at the same path; in the Arabic navigation the pages without a translation are marked EN',
  width: 600,
  height: 440,
  draw(p: Palette) {
    const out: string[] = [];
    let lx = 0;
    for (const [code, active] of [
      ['en', false],
      ['fr', false],
      ['ja', false],
      ['ar', true],
    ] as const) {
      const chip = pill(lx, 0, code.toUpperCase(), {
        fill: active ? p.primarySoft : p.bg,
        color: active ? p.primaryText : p.text,
        stroke: active ? p.primary : p.border,
        size: 11,
        h: 24,
        weight: 700,
        pad: 12,
      });
      out.push(chip.svg);
      lx += chip.w + 8;
    }
    out.push(text(lx + 6, 16, 'one collection per locale, same paths', { size: 12, fill: p.dim }));
    out.push(
      docsWindow(p, 0, 36, {
        url: '/en/docs/getting-started/installation',
        rtl: false,
        locale: 'EN',
        section: 'Getting Started',
        title: 'Installation',
        lines: ['Install the dependencies, build', 'the content, then start the site.'],
        nav: [{ title: 'Getting Started', icon: 'lucide:rocket', pages: ['Introduction', 'Installation', 'Configuration'], active: 1 }],
      }),
    );
    out.push(
      docsWindow(p, 160, 244, {
        url: '/ar/docs/getting-started/installation',
        rtl: true,
        locale: 'AR',
        section: 'البدء',
        title: 'التثبيت',
        lines: ['ثبّت الاعتمادات، وابنِ المحتوى،', 'ثم شغّل الموقع كاملًا.'],
        nav: [
          { title: 'البدء', icon: 'lucide:rocket', pages: ['مقدمة', 'التثبيت'], active: 1 },
          { title: 'Collections', icon: 'lucide:database', pages: ['Sources'], english: [0] },
        ],
      }),
    );
    return out;
  },
};
