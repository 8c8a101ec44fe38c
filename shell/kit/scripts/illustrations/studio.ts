/**
 * Studio's illustrations: the whole interface (files, the visual editor, the live preview,
 * publishing) for the hero, and one picture per feature: the visual editor with a component
 * block, a form generated from a schema, the preview on the site, the media library, a
 * publish as a commit, and editors working together.
 */
import { codeBlock } from './code.ts';
import type { Illustration } from './illustration.ts';
import { avatar, button, callout, field, panel, textBars } from './parts.ts';
import { type Palette, circle, icon, line, path, pill, rect, runs, text, textWidth, windowFrame } from './svg.ts';

type FileRow = [depth: number, name: string, kind: 'folder' | 'file', change?: 'M' | 'A'];

const FILES: FileRow[] = [
  [0, 'docs', 'folder'],
  [1, '1.getting-started', 'folder'],
  [2, 'index.md', 'file'],
  [2, 'installation.md', 'file', 'M'],
  [1, '2.collections', 'folder'],
  [0, 'blog', 'folder'],
  [1, 'launch.md', 'file', 'A'],
  [1, 'hello-world.md', 'file'],
  [0, '_images', 'folder'],
  [1, 'cover.png', 'file', 'A'],
];

function changeMark(p: Palette, x: number, y: number, change: 'M' | 'A'): string {
  const colour = change === 'A' ? p.primaryText : p.amber;
  const soft = change === 'A' ? p.primarySoft : p.amberSoft;
  return rect(x, y - 11, 16, 15, { fill: soft, rx: 3 }) + text(x + 8, y, change, { size: 10, weight: 700, fill: colour, anchor: 'middle' });
}

/** A mountain-and-sun picture standing for an image (a cover, an upload). */
function picture(p: Palette, x: number, y: number, w: number, h: number, tint: string): string {
  return [
    rect(x, y, w, h, { fill: tint, rx: 6 }),
    circle(x + w * 0.72, y + h * 0.32, Math.min(w, h) * 0.1, { fill: p.bg }),
    path(
      `M${x} ${y + h * 0.85}L${x + w * 0.35} ${y + h * 0.45}L${x + w * 0.6} ${y + h * 0.75}L${x + w * 0.75} ${y + h * 0.6}L${x + w} ${y + h * 0.9}V${y + h - 6}a6 6 0 0 1-6 6H${x + 6}a6 6 0 0 1-6-6z`,
      {
        fill: p.mode === 'light' ? '#ffffff' : '#0f172a',
      },
    ),
  ].join('');
}

export const studioHero: Illustration = {
  file: 'illustrations/studio-hero',
  title:
    'The Studio interface: the content folder with changed files marked, a blog post open in the visual editor with a tip component block, its live preview on the site, and the Publish button with three changes',
  width: 1200,
  height: 680,
  draw(p: Palette) {
    const out = [windowFrame(p, 0, 0, 1200, 680, 'studio.nuxt.com/acme/docs')];
    // Studio's own top bar
    const top = 36;
    out.push(line(1, top + 48, 1199, top + 48, p.border));
    out.push(icon('simple-icons:nuxt', 18, top + 14, 20, p.primaryText));
    out.push(text(46, top + 30, 'Studio', { size: 15, weight: 700, fill: p.heading }));
    out.push(rect(118, top + 11, 1, 26, { fill: p.border }));
    out.push(icon('lucide:folder-git-2', 134, top + 16, 16, p.dim));
    out.push(text(156, top + 29, 'acme/docs', { size: 13, weight: 600, fill: p.heading }));
    const branch = pill(238, top + 13, 'main', { fill: p.elevated, color: p.text, size: 11, h: 22, pad: 24, mono: true });
    out.push(branch.svg, icon('lucide:git-branch', 244, top + 17, 13, p.dim));
    out.push(avatar(p, 880, top + 24, 13, 'ML', '#6ee7b7'));
    out.push(avatar(p, 912, top + 24, 13, 'PR', '#7dd3fc'));
    out.push(button(p, 944, top + 10, 'Preview', { kind: 'outline', icon: 'lucide:eye', h: 28 }).svg);
    out.push(button(p, 1050, top + 10, 'Publish · 3', { kind: 'primary', icon: 'lucide:rocket', h: 28 }).svg);
    // Files
    const body = top + 48;
    out.push(rect(1, body + 0.5, 239, 680 - body - 29, { fill: p.muted }));
    out.push(line(240, body, 240, 652, p.border));
    out.push(rect(14, body + 14, 212, 28, { fill: p.bg, stroke: p.border, rx: 5 }));
    out.push(icon('lucide:search', 22, body + 21, 14, p.dim));
    out.push(text(42, body + 32, 'Search files', { size: 12, fill: p.dim }));
    out.push(text(16, body + 66, 'CONTENT', { size: 10.5, weight: 700, fill: p.dim }));
    FILES.forEach(([depth, name, kind, change], i) => {
      const y = body + 92 + i * 28;
      const x = 16 + depth * 16;
      const active = name === 'launch.md';
      if (active) out.push(rect(8, y - 18, 224, 26, { fill: p.primarySoft, rx: 5 }));
      out.push(
        icon(
          kind === 'folder' ? 'lucide:folder' : 'lucide:file-text',
          x,
          y - 12,
          14,
          kind === 'folder' ? p.dim : active ? p.primaryText : p.dim,
        ),
      );
      out.push(
        text(x + 20, y, name, { size: 12.5, fill: active ? p.primaryText : p.text, weight: active || kind === 'folder' ? 600 : 400 }),
      );
      if (change) out.push(changeMark(p, 212, y, change));
    });
    out.push(line(1, 612, 239, 612, p.border));
    out.push(icon('lucide:git-commit-horizontal', 16, 624, 16, p.dim));
    out.push(text(40, 636, '3 changes ready to publish', { size: 12, fill: p.text }));
    // Editor
    const ex = 240;
    const ew = 520;
    out.push(rect(ex + 1, body + 1, ew - 1, 40, { fill: p.bg }));
    out.push(line(ex, body + 40, ex + ew, body + 40, p.border));
    out.push(icon('lucide:file-text', ex + 16, body + 13, 14, p.primaryText));
    out.push(text(ex + 36, body + 25, 'blog/launch.md', { size: 12.5, weight: 600, fill: p.heading }));
    // Visual | Markdown switch
    out.push(rect(ex + ew - 180, body + 8, 164, 24, { fill: p.elevated, rx: 6 }));
    out.push(rect(ex + ew - 178, body + 10, 72, 20, { fill: p.bg, stroke: p.border, rx: 5 }));
    out.push(text(ex + ew - 142, body + 24, 'Visual', { size: 11.5, weight: 600, fill: p.heading, anchor: 'middle' }));
    out.push(text(ex + ew - 62, body + 24, 'Markdown', { size: 11.5, fill: p.dim, anchor: 'middle' }));
    // toolbar
    const tb = body + 40;
    out.push(line(ex, tb + 38, ex + ew, tb + 38, p.border));
    const tools = [
      'lucide:heading-1',
      'lucide:heading-2',
      'lucide:bold',
      'lucide:italic',
      'lucide:link',
      'lucide:list',
      'lucide:code',
      'lucide:image',
    ];
    tools.forEach((t, i) => {
      out.push(icon(t, ex + 18 + i * 34, tb + 11, 16, p.text));
    });
    out.push(button(p, ex + ew - 128, tb + 6, 'Component', { kind: 'soft', icon: 'lucide:plus', h: 26, size: 11.5 }).svg);
    // the document
    const dx = ex + 48;
    let y = tb + 84;
    out.push(text(dx, y, 'Studio is live', { size: 28, weight: 700, fill: p.heading }));
    y += 26;
    out.push(pill(dx, y, 'release', { fill: p.primarySoft, color: p.primaryText, size: 11, h: 20 }).svg);
    out.push(text(dx + 62, y + 14, 'June 18, 2026', { size: 12, fill: p.dim }));
    y += 50;
    out.push(text(dx, y, 'Edit your content/ folder visually and publish', { size: 14, fill: p.text }));
    out.push(text(dx, y + 24, 'with a commit. Your files stay plain Markdown.', { size: 14, fill: p.text }));
    out.push(rect(dx + textWidth('with a commit. Your files stay plain Markdown.', 14) + 2, y + 9, 1.5, 19, { fill: p.primaryText }));
    y += 62;
    // a component block, selected
    const bw = ew - 96;
    out.push(rect(dx - 8, y - 8, bw + 16, 92, { stroke: p.primary, sw: 1.5, rx: 8 }));
    out.push(pill(dx - 8, y - 20, '::tip', { fill: p.primary, color: p.onPrimary, size: 10.5, h: 18, mono: true, weight: 700 }).svg);
    out.push(icon('lucide:grip-vertical', dx - 34, y + 22, 16, p.dim));
    const tip = callout(p, dx, y + 4, bw, ['Every change is checked against your', 'collection schema before it is saved.']);
    out.push(tip.svg);
    y += 122;
    out.push(text(dx, y, 'What you get', { size: 19, weight: 700, fill: p.heading }));
    y += 30;
    for (const item of ['A visual editor for Markdown and YAML', 'Forms generated from your schemas', 'A live preview on your own site']) {
      out.push(circle(dx + 4, y - 5, 2.5, { fill: p.dim }));
      out.push(text(dx + 16, y, item, { size: 14, fill: p.text }));
      y += 26;
    }
    // Preview
    const px = ex + ew;
    const pw = 1200 - px;
    out.push(rect(px + 0.5, body + 0.5, pw - 1.5, 40, { fill: p.muted }));
    out.push(line(px, body, px, 652, p.border));
    out.push(line(px, body + 40, 1199, body + 40, p.border));
    out.push(icon('lucide:monitor', px + 16, body + 13, 14, p.dim));
    out.push(rect(px + 40, body + 8, pw - 96, 24, { fill: p.bg, stroke: p.border, rx: 6 }));
    out.push(text(px + 52, body + 24, 'acme.dev/blog/launch?preview', { size: 11.5, fill: p.dim, mono: true }));
    out.push(icon('lucide:refresh-cw', 1200 - 40, body + 13, 14, p.dim));
    // the site, in preview mode
    const sy = body + 41;
    out.push(rect(px + 1, sy, pw - 2, 26, { fill: p.amberSoft }));
    out.push(icon('lucide:eye', px + 16, sy + 6, 14, p.amber));
    out.push(text(px + 36, sy + 17, 'Preview: showing your draft', { size: 11.5, weight: 600, fill: p.amber }));
    out.push(text(1200 - 20, sy + 17, 'Exit', { size: 11.5, weight: 600, fill: p.amber, anchor: 'end' }));
    const hy = sy + 26;
    out.push(line(px + 1, hy + 40, 1199, hy + 40, p.border));
    out.push(icon('lucide:triangle', px + 20, hy + 13, 16, p.primaryText));
    out.push(text(px + 44, hy + 26, 'Acme', { size: 14, weight: 700, fill: p.heading }));
    for (const [i, label] of ['Docs', 'Blog', 'Pricing'].entries())
      out.push(text(px + 220 + i * 64, hy + 26, label, { size: 12, fill: i === 1 ? p.primaryText : p.text, weight: 500 }));
    const cx = px + 28;
    const cw = pw - 56;
    let cy = hy + 72;
    out.push(pill(cx, cy - 14, 'release', { fill: p.primarySoft, color: p.primaryText, size: 10.5, h: 18 }).svg);
    cy += 28;
    out.push(text(cx, cy, 'Studio is live', { size: 22, weight: 700, fill: p.heading }));
    cy += 14;
    out.push(picture(p, cx, cy, cw, 128, p.mode === 'light' ? '#bbf7d0' : '#14532d'));
    cy += 152;
    out.push(text(cx, cy, 'Edit your content/ folder visually and', { size: 12.5, fill: p.text }));
    out.push(text(cx, cy + 20, 'publish with a commit. Your files stay', { size: 12.5, fill: p.text }));
    out.push(text(cx, cy + 40, 'plain Markdown.', { size: 12.5, fill: p.text }));
    cy += 58;
    const previewTip = callout(p, cx, cy, cw, ['Every change is checked against', 'your collection schema.']);
    out.push(previewTip.svg);
    // status bar
    out.push(line(1, 652, 1199, 652, p.border));
    out.push(icon('lucide:circle-check', 16, 659, 14, p.primaryText));
    out.push(text(36, 670, 'Draft saved · valid against the posts schema', { size: 11.5, fill: p.dim }));
    out.push(text(1184, 670, 'Last publish 2 h ago by Priya', { size: 11.5, fill: p.dim, anchor: 'end' }));
    return out;
  },
};

/** A feature picture's frame: an app panel with a title bar naming what it shows. */
function featureFrame(p: Palette, title: string, glyph: string): string[] {
  return [panel(p, 0, 0, 600, 420, title, glyph)];
}

export const studioEditor: Illustration = {
  file: 'illustrations/studio-editor',
  title:
    'The visual Markdown editor: a heading and a paragraph with a selected phrase and its formatting menu, a note component as an editable block, and the slash menu offering components',
  width: 600,
  height: 420,
  draw(p: Palette) {
    const out = featureFrame(p, 'docs/getting-started.md', 'lucide:pencil-line');
    out.push(rect(420, 8, 164, 22, { fill: p.elevated, rx: 6 }));
    out.push(rect(422, 10, 72, 18, { fill: p.bg, stroke: p.border, rx: 5 }));
    out.push(text(458, 23, 'Visual', { size: 11, weight: 600, fill: p.heading, anchor: 'middle' }));
    out.push(text(540, 23, 'Markdown', { size: 11, fill: p.dim, anchor: 'middle' }));
    const x = 40;
    out.push(text(x, 72, 'Getting started', { size: 24, weight: 700, fill: p.heading }));
    const before = 'Install the module, then ';
    const selected = 'write your first page';
    out.push(text(x, 134, before, { size: 14, fill: p.text }));
    const sx = x + textWidth(before, 14);
    const sw = textWidth(selected, 14);
    out.push(rect(sx - 2, 118, sw + 4, 22, { fill: p.skySoft, rx: 3 }));
    out.push(text(sx, 134, selected, { size: 14, fill: p.heading }));
    out.push(text(sx + sw + 2, 134, ' in', { size: 14, fill: p.text }));
    out.push(text(x, 158, 'content/. It shows up at its path at once.', { size: 14, fill: p.text }));
    // formatting bubble over the selection
    const bx = sx + sw / 2 - 84;
    out.push(rect(bx, 82, 168, 28, { fill: p.heading, rx: 6 }));
    ['lucide:bold', 'lucide:italic', 'lucide:link', 'lucide:code', 'lucide:highlighter'].forEach((g, i) => {
      out.push(icon(g, bx + 14 + i * 31, 88, 16, p.bg));
    });
    // a note block
    const ny = 190;
    out.push(rect(x - 8, ny - 8, 528, 74, { stroke: p.primary, sw: 1.5, rx: 8 }));
    out.push(pill(x - 8, ny - 20, '::note', { fill: p.primary, color: p.onPrimary, size: 10.5, h: 18, mono: true, weight: 700 }).svg);
    out.push(icon('lucide:grip-vertical', x - 32, ny + 18, 16, p.dim));
    out.push(callout(p, x, ny + 4, 512, ['Pages are rebuilt one file at a time while', 'npm run dev is running.'], 'note').svg);
    // slash menu
    const my = 290;
    out.push(text(x, my, '/', { size: 14, fill: p.heading }));
    out.push(rect(x + 8, my - 14, 1.5, 18, { fill: p.primaryText }));
    const menuY = my + 12;
    out.push(rect(x, menuY, 250, 112, { fill: p.bg, stroke: p.borderStrong, rx: 8 }));
    out.push(text(x + 14, menuY + 20, 'Insert a component', { size: 11, weight: 700, fill: p.dim }));
    const items: Array<[string, string]> = [
      ['lucide:info', 'Note'],
      ['lucide:lightbulb', 'Tip'],
      ['lucide:list-ordered', 'Steps'],
    ];
    items.forEach(([g, label], i) => {
      const iy = menuY + 28 + i * 26;
      if (i === 1) out.push(rect(x + 4, iy, 242, 26, { fill: p.elevated, rx: 5 }));
      out.push(icon(g, x + 14, iy + 6, 14, i === 1 ? p.primaryText : p.dim));
      out.push(text(x + 38, iy + 17, label, { size: 13, fill: p.heading, weight: i === 1 ? 600 : 400 }));
      out.push(text(x + 234, iy + 17, `::${label.toLowerCase()}`, { size: 11, fill: p.dim, mono: true, anchor: 'end' }));
    });
    out.push(text(310, 320, 'The file stays plain Markdown:', { size: 12, fill: p.dim }));
    out.push(rect(310, 330, 250, 66, { fill: p.muted, stroke: p.border, rx: 6 }));
    out.push(
      runs(
        322,
        352,
        [
          ['::', p.code.punct],
          ['note', p.code.keyword],
        ],
        { size: 12, mono: true },
      ),
    );
    out.push(runs(322, 370, [['Pages are rebuilt one file…', p.code.plain]], { size: 12, mono: true }));
    out.push(runs(322, 388, [['::', p.code.punct]], { size: 12, mono: true }));
    return out;
  },
};

export const studioForms: Illustration = {
  file: 'illustrations/studio-forms',
  title:
    'A front matter form generated from the posts schema: title, date, category and authors filled in, and the cover image held back because its alt text is required',
  width: 600,
  height: 420,
  draw(p: Palette) {
    const out = featureFrame(p, 'Front matter · blog/launch.md', 'lucide:form-input');
    const x = 24;
    const w = 330;
    out.push(field(p, x, 52, w, 'Title', 'Studio is live'));
    out.push(field(p, x, 112, 156, 'Date', '2026-06-18', { trailingIcon: 'lucide:calendar', mono: true }));
    out.push(field(p, x + 174, 112, 156, 'Category', 'release', { trailingIcon: 'lucide:chevron-down' }));
    out.push(text(x, 186, 'Authors', { size: 12, weight: 600, fill: p.heading }));
    out.push(rect(x, 194, w, 32, { fill: p.bg, stroke: p.borderStrong, rx: 5 }));
    out.push(avatar(p, x + 18, 210, 9, 'ML', '#6ee7b7'));
    out.push(text(x + 32, 214, 'Mara', { size: 12, fill: p.text }));
    out.push(avatar(p, x + 84, 210, 9, 'PR', '#7dd3fc'));
    out.push(text(x + 98, 214, 'Priya', { size: 12, fill: p.text }));
    out.push(icon('lucide:plus', x + w - 26, 202, 16, p.dim));
    out.push(text(x, 250, 'Cover image', { size: 12, weight: 600, fill: p.heading }));
    out.push(picture(p, x, 258, 88, 56, p.mode === 'light' ? '#bbf7d0' : '#14532d'));
    out.push(
      field(p, x + 100, 240, w - 100, 'Alt text', 'Describe the image', { placeholder: true, error: 'Required by the posts schema' }),
    );
    out.push(line(1, 352, 599, 352, p.border));
    out.push(icon('lucide:circle-alert', x, 374, 14, p.red));
    out.push(text(x + 20, 385, '1 field to fix before saving', { size: 12, fill: p.red }));
    const save = button(p, 0, 0, 'Save', { kind: 'primary', icon: 'lucide:check' });
    out.push(`<g opacity="0.45">${button(p, 600 - 24 - save.w, 368, 'Save', { kind: 'primary', icon: 'lucide:check' }).svg}</g>`);
    // the schema the form comes from
    const sx = 378;
    out.push(rect(sx, 52, 198, 286, { fill: p.muted, stroke: p.border, rx: 8 }));
    out.push(icon('lucide:file-code', sx + 12, 64, 14, p.dim));
    out.push(text(sx + 32, 75, 'content.config.ts', { size: 11.5, weight: 600, fill: p.heading }));
    const schema: Array<[string, string, boolean]> = [
      ['title', 'string', false],
      ['date', 'date', false],
      ['category', 'enum', false],
      ['authors', 'array', false],
      ['image.src', 'string', false],
      ['image.alt', 'string', true],
    ];
    out.push(codeBlock(p, sx + 12, 108, 'posts: z.object({', 'ts', { size: 11.5 }).svg);
    schema.forEach(([name, type, flagged], i) => {
      const y = 134 + i * 30;
      if (flagged) out.push(rect(sx + 6, y - 16, 186, 24, { fill: p.redSoft, rx: 4 }));
      out.push(
        runs(
          sx + 22,
          y,
          [
            [name, p.code.property],
            [': ', p.code.punct],
            [type, p.code.keyword],
          ],
          { size: 11.5, mono: true },
        ),
      );
    });
    out.push(runs(sx + 12, 322, [['})', p.code.punct]], { size: 11.5, mono: true }));
    return out;
  },
};

export const studioPreview: Illustration = {
  file: 'illustrations/studio-preview',
  title:
    'A draft opened on the deployed site in preview mode: the preview bar with its exit button, and the edited paragraph rendered with the site’s own components',
  width: 600,
  height: 420,
  draw(p: Palette) {
    const out = [windowFrame(p, 0, 0, 600, 420, 'acme.dev/docs/install?preview')];
    out.push(rect(1, 36, 598, 32, { fill: p.amberSoft }));
    out.push(icon('lucide:eye', 16, 45, 14, p.amber));
    out.push(text(38, 56, 'Preview mode: drafts and fresh content, past every cache', { size: 12, weight: 600, fill: p.amber }));
    out.push(rect(528, 42, 56, 20, { fill: p.bg, stroke: p.amber, rx: 4 }));
    out.push(text(556, 56, 'Exit', { size: 11.5, weight: 600, fill: p.amber, anchor: 'middle' }));
    // the site
    out.push(line(1, 108, 599, 108, p.border));
    out.push(icon('lucide:triangle', 20, 80, 16, p.primaryText));
    out.push(text(44, 93, 'Acme docs', { size: 14, weight: 700, fill: p.heading }));
    out.push(rect(420, 76, 160, 24, { fill: p.bg, stroke: p.borderStrong, rx: 5 }));
    out.push(icon('lucide:search', 428, 81, 14, p.dim));
    out.push(text(448, 92, 'Search…', { size: 11.5, fill: p.dim }));
    out.push(textBars(p, 24, 136, [96, 80, 110, 70, 90], { gap: 22, h: 7 }));
    out.push(line(150, 108, 150, 419, p.border));
    const x = 176;
    out.push(text(x, 142, 'Getting Started', { size: 11, weight: 600, fill: p.primaryText }));
    out.push(text(x, 170, 'Installation', { size: 22, weight: 700, fill: p.heading }));
    out.push(text(x, 196, 'Install the module and run your first build.', { size: 12.5, fill: p.text }));
    // the edited paragraph
    out.push(rect(x - 10, 212, 412, 62, { fill: p.primarySoft, rx: 6 }));
    out.push(rect(x - 10, 212, 3, 62, { fill: p.primary }));
    out.push(text(x, 234, 'Studio saves to a draft first: readers see the', { size: 12.5, fill: p.heading }));
    out.push(text(x, 254, 'change only once it is published with a commit.', { size: 12.5, fill: p.heading }));
    out.push(pill(x + 322, 218, 'edited', { fill: p.primary, color: p.onPrimary, size: 10, h: 16, weight: 700 }).svg);
    out.push(callout(p, x, 290, 400, ['Your components, your styles: this is', 'the real page, not an imitation.']).svg);
    out.push(rect(x, 356, 400, 44, { fill: p.muted, stroke: p.border, rx: 6 }));
    out.push(codeBlock(p, x + 14, 383, 'npm run dev', 'sh', { size: 12 }).svg);
    return out;
  },
};

export const studioMedia: Illustration = {
  file: 'illustrations/studio-media',
  title:
    'The media library: images in content/_images as a gallery with one selected, and its details with the path Studio fills in and the alt text it asks for',
  width: 600,
  height: 420,
  draw(p: Palette) {
    const out = featureFrame(p, 'Media · content/_images/blog', 'lucide:image');
    out.push(button(p, 486, 5, 'Upload', { kind: 'outline', icon: 'lucide:upload', h: 26, size: 11.5 }).svg);
    const tints =
      p.mode === 'light'
        ? ['#bbf7d0', '#bae6fd', '#fde68a', '#ddd6fe', '#fecaca', '#e2e8f0']
        : ['#14532d', '#0c4a6e', '#713f12', '#3b0764', '#7f1d1d', '#334155'];
    const names = ['cover.png', 'editor.png', 'schema.png', 'team.png', 'preview.png', 'logo.svg'];
    tints.forEach((tint, i) => {
      const x = 20 + (i % 3) * 116;
      const y = 54 + Math.floor(i / 3) * 118;
      out.push(picture(p, x, y, 104, 74, tint));
      if (i === 0) {
        out.push(rect(x - 3, y - 3, 110, 80, { stroke: p.primary, sw: 2, rx: 8 }));
        out.push(circle(x + 92, y + 12, 9, { fill: p.primary }));
        out.push(icon('lucide:check', x + 85, y + 5, 14, p.onPrimary));
      }
      out.push(text(x, y + 94, names[i]!, { size: 11.5, fill: i === 0 ? p.heading : p.text, weight: i === 0 ? 600 : 400 }));
    });
    out.push(rect(20, 300, 336, 100, { fill: p.muted, stroke: p.borderStrong, rx: 8, dash: '5 4' }));
    out.push(icon('lucide:image-plus', 172, 320, 28, p.dim));
    out.push(text(188, 372, 'Drop images here', { size: 12, fill: p.dim, anchor: 'middle' }));
    // details
    const dx = 374;
    out.push(line(dx - 8, 37, dx - 8, 419, p.border));
    out.push(picture(p, dx + 8, 54, 196, 110, tints[0]!));
    out.push(text(dx + 8, 188, 'cover.png', { size: 13, weight: 600, fill: p.heading }));
    out.push(text(dx + 8, 206, '1600 × 900 · 182 KB', { size: 11.5, fill: p.dim }));
    out.push(text(dx + 8, 232, 'Path', { size: 12, weight: 600, fill: p.heading }));
    out.push(rect(dx + 8, 240, 196, 26, { fill: p.muted, stroke: p.border, rx: 5 }));
    out.push(text(dx + 16, 257, '/_images/blog/cover.png', { size: 11, fill: p.text, mono: true }));
    out.push(field(p, dx + 8, 272, 196, 'Alt text', 'Studio editor, tip block', { focus: true }));
    out.push(button(p, dx + 8, 342, 'Insert image', { kind: 'primary', icon: 'lucide:image-plus' }).svg);
    return out;
  },
};

export const studioPublish: Illustration = {
  file: 'illustrations/studio-publish',
  title:
    'Publishing as a git commit: the changed files with their line counts, the commit message you write, and the commit on the branch with the content build passing in CI',
  width: 600,
  height: 420,
  draw(p: Palette) {
    const out = featureFrame(p, 'Publish changes', 'lucide:git-branch');
    out.push(pill(470, 7, 'main', { fill: p.bg, color: p.text, stroke: p.border, size: 11, h: 22, pad: 28, mono: true }).svg);
    out.push(icon('lucide:git-branch', 478, 11, 13, p.dim));
    const files: Array<['M' | 'A', string, string]> = [
      ['A', 'content/blog/launch.md', '+42'],
      ['A', 'content/_images/blog/cover.png', 'image'],
      ['M', 'content/docs/studio/setup.md', '+4 −1'],
    ];
    files.forEach(([change, name, stat], i) => {
      const y = 70 + i * 32;
      out.push(changeMark(p, 24, y, change));
      out.push(text(50, y, name, { size: 12.5, fill: p.heading, mono: true }));
      out.push(text(576, y, stat, { size: 12, fill: stat.startsWith('+') ? p.primaryText : p.dim, anchor: 'end', mono: stat !== 'image' }));
      out.push(line(16, y + 12, 584, y + 12, p.border));
    });
    out.push(text(24, 192, 'Commit message', { size: 12, weight: 600, fill: p.heading }));
    out.push(rect(24, 200, 552, 56, { fill: p.bg, stroke: p.primary, sw: 1.5, rx: 6 }));
    out.push(text(36, 222, 'Publish the Studio launch post', { size: 13, fill: p.heading }));
    out.push(text(36, 242, 'Adds the cover image and links it from the setup guide.', { size: 12, fill: p.dim }));
    const commit = button(p, 24, 270, 'Commit and publish', { kind: 'primary', icon: 'lucide:git-commit-horizontal' });
    out.push(commit.svg);
    out.push(text(24 + commit.w + 12, 289, 'as Mara, to main', { size: 12, fill: p.dim }));
    // the branch afterwards
    out.push(line(1, 316, 599, 316, p.border));
    const commits: Array<[string, string, boolean]> = [
      ['Publish the Studio launch post', 'Mara · now', true],
      ['Fix a typo in installation', 'Priya · 2 h ago', false],
    ];
    out.push(line(36, 342, 36, 398, p.borderStrong, 2));
    commits.forEach(([message, meta, latest], i) => {
      const y = 342 + i * 52;
      out.push(circle(36, y, 7, { fill: latest ? p.primary : p.bg, stroke: latest ? p.primary : p.borderStrong, sw: 2 }));
      out.push(text(56, y + 4, message, { size: 12.5, weight: latest ? 600 : 400, fill: p.heading }));
      out.push(text(56, y + 22, meta, { size: 11.5, fill: p.dim }));
    });
    const ciLabel = 'CI: content build passed';
    const ciW = textWidth(ciLabel, 11.5, { bold: true }) + 42;
    const ciX = 584 - ciW;
    out.push(rect(ciX, 330, ciW, 28, { fill: p.primarySoft, rx: 6 }));
    out.push(icon('lucide:circle-check', ciX + 10, 337, 14, p.primaryText));
    out.push(text(ciX + 30, 348, ciLabel, { size: 11.5, weight: 600, fill: p.primaryText }));
    return out;
  },
};

export const studioTeam: Illustration = {
  file: 'illustrations/studio-team',
  title:
    'Editors working together: who is in the file, a teammate’s cursor in the text, and a review comment on a highlighted phrase with a reply and a resolve button',
  width: 600,
  height: 420,
  draw(p: Palette) {
    const out = featureFrame(p, 'docs/studio/setup.md', 'lucide:users');
    out.push(avatar(p, 472, 18, 10, 'ML', '#6ee7b7'));
    out.push(avatar(p, 497, 18, 10, 'TF', '#fcd34d'));
    out.push(avatar(p, 522, 18, 10, 'PR', '#7dd3fc'));
    out.push(text(540, 23, '3 editing', { size: 11, fill: p.dim }));
    const x = 28;
    out.push(text(x, 82, 'Set up Studio', { size: 22, weight: 700, fill: p.heading }));
    const lines = [
      'Sign in with GitHub and pick the repository.',
      'Studio reads your content/ folder and the',
      'schemas of your collections.',
      '',
      'Invite editors by email. Each one works on',
      'a draft until it is reviewed and published.',
    ];
    lines.forEach((l, i) => {
      out.push(text(x, 118 + i * 24, l, { size: 13.5, fill: p.text }));
    });
    // a highlighted phrase with a comment
    const phrase = 'Invite editors by email.';
    out.push(rect(x - 2, 118 + 4 * 24 - 16, textWidth(phrase, 13.5) + 4, 21, { fill: p.amberSoft, rx: 3 }));
    out.push(text(x, 118 + 4 * 24, phrase, { size: 13.5, fill: p.heading }));
    // Priya's cursor, at the end of the third line, with her name beside it
    const cx = x + textWidth('schemas of your collections.', 13.5) + 3;
    const cy = 118 + 2 * 24;
    const sky = p.mode === 'light' ? '#0284c7' : '#7dd3fc';
    out.push(rect(cx, cy - 15, 2, 20, { fill: sky }));
    out.push(rect(cx + 2, cy - 15, 42, 16, { fill: sky, rx: 3 }));
    out.push(text(cx + 23, cy - 3, 'Priya', { size: 10, weight: 700, fill: p.mode === 'light' ? '#ffffff' : '#0f172a', anchor: 'middle' }));
    // Tomás in the list
    out.push(rect(x, 292, 330, 96, { fill: p.muted, stroke: p.border, rx: 6 }));
    out.push(text(x + 12, 314, 'Who edits what', { size: 11.5, weight: 700, fill: p.dim }));
    const who: Array<[string, string, string]> = [
      ['TF', 'blog/launch.md', '#fcd34d'],
      ['PR', 'docs/studio/setup.md', '#7dd3fc'],
    ];
    who.forEach(([initials, file, colour], i) => {
      const y = 340 + i * 28;
      out.push(avatar(p, x + 22, y - 4, 9, initials, colour));
      out.push(text(x + 40, y, file, { size: 12, fill: p.text, mono: true }));
    });
    // the comment thread
    const tx = 376;
    out.push(rect(tx, 190, 204, 198, { fill: p.bg, stroke: p.borderStrong, rx: 8 }));
    out.push(avatar(p, tx + 22, 214, 10, 'ML', '#6ee7b7'));
    out.push(text(tx + 40, 218, 'Mara', { size: 12, weight: 600, fill: p.heading }));
    out.push(text(tx + 14, 244, 'Can we say which roles', { size: 12, fill: p.text }));
    out.push(text(tx + 14, 262, 'an editor can have?', { size: 12, fill: p.text }));
    out.push(line(tx + 1, 278, tx + 203, 278, p.border));
    out.push(avatar(p, tx + 22, 300, 10, 'PR', '#7dd3fc'));
    out.push(text(tx + 40, 304, 'Priya', { size: 12, weight: 600, fill: p.heading }));
    out.push(text(tx + 14, 330, 'Added a line on roles.', { size: 12, fill: p.text }));
    out.push(button(p, tx + 14, 346, 'Resolve', { kind: 'soft', icon: 'lucide:check', h: 26, size: 11.5 }).svg);
    // the thread belongs to the highlighted phrase: both carry the amber mark
    out.push(rect(tx, 196, 3, 186, { fill: p.amber, rx: 1.5 }));
    return out;
  },
};
