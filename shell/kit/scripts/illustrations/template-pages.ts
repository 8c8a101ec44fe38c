/**
 * Pages built in a template's style, drawn at 1280×720 like a screenshot of the running
 * template: its header, then a docs page, a landing page, a help center, an API endpoint, a
 * post list, an article, a magazine front page, a portfolio, a pricing page or a changelog.
 * Each takes the template's palette and its own words, so every preview reads as that site.
 */
import type { Language } from './code.ts';
import { button, callout, codeCard, navTree, type NavSection, searchBox, textBars } from './parts.ts';
import { type Palette, circle, icon, line, path, pill, rect, text, textWidth } from './svg.ts';
import { mix } from './template-theme.ts';

export const W = 1280;
export const H = 720;

export interface Site {
  name: string;
  /** The logo: an icon name (`lucide:book-open`). */
  mark: string;
  nav: string[];
  active?: number;
  serif?: boolean;
}

/** The template's header: logo and name, centre links, search or a button, colour mode. */
function siteHeader(p: Palette, site: Site, opts: { search?: boolean; cta?: string; rtl?: boolean } = {}): string {
  const rtl = opts.rtl ?? false;
  const out = [rect(0, 0, W, 64, { fill: p.bg }), line(0, 64, W, 64, p.border)];
  const nameW = textWidth(site.name, 18, { bold: true });
  out.push(icon(site.mark, rtl ? W - 62 : 40, 21, 22, p.primaryText));
  out.push(text(rtl ? W - 72 - nameW : 72, 39, site.name, { size: 18, weight: 700, fill: p.heading, serif: site.serif }));
  let nx = site.nav.length > 3 ? 420 : 480;
  const labels = rtl ? [...site.nav].reverse() : site.nav;
  labels.forEach((label, i) => {
    const index = rtl ? site.nav.length - 1 - i : i;
    out.push(text(nx, 37, label, { size: 14, weight: 500, fill: index === site.active ? p.primaryText : p.text }));
    nx += textWidth(label, 14) + 36;
  });
  // colour mode and search (or a button) at the inline end
  out.push(icon(p.mode === 'light' ? 'lucide:moon' : 'lucide:sun', rtl ? 40 : W - 58, 23, 18, p.dim));
  if (opts.cta) {
    const b = button(p, 0, 0, opts.cta, { size: 13, h: 34 });
    out.push(button(p, rtl ? 74 : W - 74 - b.w, 15, opts.cta, { size: 13, h: 34 }).svg);
  } else if (opts.search !== false) {
    out.push(searchBox(p, rtl ? 74 : W - 290, 18, 210));
  }
  return out.join('');
}

/** Lines of running text from `x`, each given, in the page's body size. */
function lines(
  p: Palette,
  x: number,
  y: number,
  list: string[],
  opts: { size?: number; lh?: number; fill?: string; serif?: boolean } = {},
): string {
  const size = opts.size ?? 15;
  const lh = opts.lh ?? Math.round(size * 1.7);
  return list.map((l, i) => text(x, y + i * lh, l, { size, fill: opts.fill ?? p.text, serif: opts.serif })).join('');
}

/** A picture placeholder drawn as a scene (hills and a sun), in the template's tint. */
export function scene(p: Palette, x: number, y: number, w: number, h: number, tint: string, rx = 8): string {
  // hills a shade deeper than the sky, a pale sun: a whole picture in either mode
  const ground = mix(tint, p.mode === 'light' ? '#0f172a' : '#ffffff', 0.78);
  const sun = p.mode === 'light' ? '#ffffff' : mix(tint, '#ffffff', 0.35);
  const id = `c${Math.round(x)}-${Math.round(y)}-${Math.round(w)}`;
  return [
    `<clipPath id="${id}">${rect(x, y, w, h, { fill: '#000', rx })}</clipPath>`,
    `<g clip-path="url(#${id})">`,
    rect(x, y, w, h, { fill: tint }),
    circle(x + w * 0.74, y + h * 0.3, Math.min(w, h) * 0.09, { fill: sun, opacity: 0.9 }),
    path(
      `M${x} ${y + h * 0.8}L${x + w * 0.3} ${y + h * 0.48}L${x + w * 0.52} ${y + h * 0.7}L${x + w * 0.7} ${y + h * 0.55}L${x + w} ${y + h * 0.85}V${y + h}H${x}z`,
      {
        fill: ground,
      },
    ),
    '</g>',
  ].join('');
}

export interface DocsPageContent {
  section: string;
  title: string;
  description: string;
  paragraphs: string[];
  code?: { name: string; source: string; language: Language };
  tip?: string[];
  nav: NavSection[];
  toc: string[];
  /** The previous and next pages' titles. */
  neighbours?: [string, string];
  rtl?: boolean;
}

/** A three-column docs page: navigation, the page, its table of contents. */
export function docsPage(p: Palette, site: Site, c: DocsPageContent): string[] {
  const rtl = c.rtl ?? false;
  const out = [rect(0, 0, W, H, { fill: p.bg }), siteHeader(p, site, { rtl })];
  const navX = rtl ? W - 280 : 40;
  out.push(searchBox(p, navX, 92, 230));
  out.push(navTree(p, navX, 160, c.nav, { size: 14, gap: 14, rtl, width: 230 }).svg);
  const x = 330;
  const anchor = rtl ? ({ anchor: 'start', rtl: true } as const) : ({} as const);
  const tx = rtl ? 950 : x;
  out.push(text(tx, 110, c.section, { size: 13, weight: 600, fill: p.primaryText, ...anchor }));
  out.push(text(tx, 150, c.title, { size: 34, weight: 700, fill: p.heading, ...anchor }));
  out.push(text(tx, 186, c.description, { size: 17, fill: p.dim, ...anchor }));
  out.push(line(x, 210, 950, 210, p.border));
  let y = 246;
  c.paragraphs.forEach((para) => {
    out.push(text(tx, y, para, { size: 15, fill: p.text, ...anchor }));
    y += 26;
  });
  y += 10;
  if (c.code) {
    const card = codeCard(p, x, y, 620, { name: c.code.name, source: c.code.source, language: c.code.language, size: 13, lineHeight: 22 });
    out.push(card.svg);
    y += card.h + 18;
  }
  if (c.tip) out.push(callout(p, x, y, 620, c.tip).svg);
  // previous and next pages at the foot of the column
  const [prev, next] = c.neighbours ?? ['Introduction', 'Configuration'];
  const cards: Array<[string, string, number]> = rtl
    ? [
        [next, 'التالي', x],
        [prev, 'السابق', x + 320],
      ]
    : [
        [prev, 'Previous', x],
        [next, 'Next', x + 320],
      ];
  cards.forEach(([label, kicker, cx], i) => {
    const end = (i === 1) !== rtl;
    out.push(rect(cx + 0.5, 610.5, 299, 70, { fill: p.bg, stroke: p.border, rx: 8 }));
    const tx2 = end ? cx + 280 : cx + 20;
    out.push(text(tx2, 638, kicker, { size: 12, fill: p.dim, anchor: end ? 'end' : 'start' }));
    out.push(text(tx2, 662, label, { size: 15, weight: 600, fill: p.heading, anchor: end ? 'end' : 'start' }));
  });
  // table of contents
  const tocX = rtl ? 40 : 1000;
  const tocEnd = tocX + 220;
  out.push(
    text(rtl ? tocEnd : tocX, 110, rtl ? 'في هذه الصفحة' : 'On this page', {
      size: 13,
      weight: 600,
      fill: p.heading,
      anchor: rtl ? 'end' : 'start',
    }),
  );
  c.toc.forEach((entry, i) => {
    const ey = 142 + i * 30;
    out.push(rect(rtl ? tocEnd - 2 : tocX, ey - 15, 2, 24, { fill: i === 0 ? p.primary : p.border }));
    out.push(
      text(rtl ? tocEnd - 14 : tocX + 14, ey + 2, entry, {
        size: 13,
        fill: i === 0 ? p.primaryText : p.text,
        anchor: rtl ? 'end' : 'start',
      }),
    );
  });
  return out;
}

export interface LandingContent {
  badge?: string;
  title: string[];
  highlight?: string;
  description: string[];
  primary: string;
  secondary?: string;
  install?: string;
  features: Array<{ icon: string; title: string; text: string[] }>;
  /** What sits beside the hero text: a product window, a code sample, or nothing (centred hero). */
  visual?: 'product' | 'code' | 'none';
  code?: { name: string; source: string; language: Language };
  cta?: string;
}

/** A hero title whose highlighted word is in the accent colour. */
function heroTitle(
  p: Palette,
  x: number,
  y: number,
  linesList: string[],
  highlight: string | undefined,
  size: number,
  anchor: 'start' | 'middle',
  serif?: boolean,
): string {
  return linesList
    .map((l, i) => {
      const ly = y + i * size * 1.15;
      if (!highlight || !l.includes(highlight)) return text(x, ly, l, { size, weight: 800, fill: p.heading, anchor, serif });
      const [before, after] = l.split(highlight) as [string, string];
      return `<text x="${x}" y="${ly}" font-size="${size}" font-weight="800"${anchor === 'middle' ? ' text-anchor="middle"' : ''}${serif ? ' class="s"' : ''}><tspan fill="${p.heading}">${before}</tspan><tspan fill="${p.primaryText}">${highlight}</tspan><tspan fill="${p.heading}">${after}</tspan></text>`;
    })
    .join('');
}

/** A product landing page: hero (centred, or beside a product window or code), then three features. */
export function landingPage(p: Palette, site: Site, c: LandingContent): string[] {
  const out = [rect(0, 0, W, H, { fill: p.bg }), siteHeader(p, site, { cta: c.cta })];
  const centred = (c.visual ?? 'none') === 'none';
  const x = centred ? W / 2 : 80;
  const anchor = centred ? 'middle' : 'start';
  let y = 130;
  if (c.badge) {
    const b = pill(0, 0, c.badge, { fill: p.primarySoft, color: p.primaryText, size: 12, h: 26, weight: 600, pad: 12 });
    out.push(
      pill(centred ? x - b.w / 2 : x, y - 18, c.badge, { fill: p.primarySoft, color: p.primaryText, size: 12, h: 26, weight: 600, pad: 12 })
        .svg,
    );
    y += 48;
  }
  const size = centred ? 52 : 46;
  out.push(heroTitle(p, x, y, c.title, c.highlight, size, anchor, site.serif));
  y += c.title.length * size * 1.15 + 4;
  c.description.forEach((d, i) => {
    out.push(text(x, y + i * 28, d, { size: 18, fill: p.dim, anchor }));
  });
  y += c.description.length * 28 + 18;
  const first = button(p, 0, 0, c.primary, { size: 14, h: 40, icon: 'lucide:arrow-right' });
  const second = c.secondary ? button(p, 0, 0, c.secondary, { size: 14, h: 40, kind: 'outline' }) : null;
  const total = first.w + (second ? second.w + 12 : 0);
  const bx = centred ? x - total / 2 : x;
  out.push(button(p, bx, y, c.primary, { size: 14, h: 40, icon: 'lucide:arrow-right' }).svg);
  if (second && c.secondary) out.push(button(p, bx + first.w + 12, y, c.secondary, { size: 14, h: 40, kind: 'outline' }).svg);
  y += 58;
  if (c.install) {
    const w = textWidth(c.install, 13, { mono: true }) + 60;
    const ix = centred ? x - w / 2 : x;
    out.push(rect(ix, y, w, 34, { fill: p.muted, stroke: p.border, rx: 6 }));
    out.push(text(ix + 14, y + 22, `$ ${c.install}`, { size: 13, mono: true, fill: p.heading }));
    out.push(icon('lucide:copy', ix + w - 26, y + 10, 14, p.dim));
  }
  if (c.visual === 'product') {
    // the product in a browser window, at the inline end of the hero
    const wx = 680;
    out.push(rect(wx, 110, 540, 330, { fill: p.muted, stroke: p.border, rx: 12 }));
    out.push(
      circle(wx + 18, 128, 5, { fill: p.borderStrong }),
      circle(wx + 34, 128, 5, { fill: p.borderStrong }),
      circle(wx + 50, 128, 5, { fill: p.borderStrong }),
    );
    out.push(rect(wx + 16, 148, 150, 276, { fill: p.bg, stroke: p.border, rx: 8 }));
    out.push(textBars(p, wx + 32, 170, [90, 70, 110, 60, 96, 80], { gap: 20, h: 7 }));
    out.push(rect(wx + 32, 208, 110, 22, { fill: p.primarySoft, rx: 5 }));
    out.push(rect(wx + 180, 148, 344, 120, { fill: p.bg, stroke: p.border, rx: 8 }));
    out.push(text(wx + 198, 178, 'Active readers', { size: 12, fill: p.dim }));
    out.push(text(wx + 198, 212, '12,480', { size: 28, weight: 700, fill: p.heading }));
    out.push(
      path(`M${wx + 330} 250L${wx + 360} 232L${wx + 392} 240L${wx + 428} 210L${wx + 460} 218L${wx + 504} 180`, {
        stroke: p.primary,
        sw: 3,
      }),
    );
    out.push(rect(wx + 180, 284, 166, 140, { fill: p.bg, stroke: p.border, rx: 8 }));
    out.push(rect(wx + 358, 284, 166, 140, { fill: p.bg, stroke: p.border, rx: 8 }));
    out.push(
      text(wx + 196, 312, 'Docs pages', { size: 12, fill: p.dim }),
      text(wx + 196, 342, '214', { size: 24, weight: 700, fill: p.heading }),
    );
    out.push(
      text(wx + 374, 312, 'Languages', { size: 12, fill: p.dim }),
      text(wx + 374, 342, '4', { size: 24, weight: 700, fill: p.heading }),
    );
    out.push(textBars(p, wx + 196, 370, [120, 90, 104], { gap: 16, h: 6 }), textBars(p, wx + 374, 370, [110, 130, 80], { gap: 16, h: 6 }));
  } else if (c.visual === 'code' && c.code) {
    out.push(
      codeCard(p, 700, 120, 500, { name: c.code.name, source: c.code.source, language: c.code.language, size: 14, lineHeight: 24 }).svg,
    );
  }
  // features
  const fy = 500;
  const fw = (W - 160 - 48) / 3;
  c.features.forEach((f, i) => {
    const fx = 80 + i * (fw + 24);
    out.push(rect(fx + 0.5, fy + 0.5, fw - 1, 170, { fill: p.bg, stroke: p.border, rx: 10 }));
    out.push(rect(fx + 24, fy + 24, 36, 36, { fill: p.primarySoft, rx: 8 }));
    out.push(icon(f.icon, fx + 32, fy + 32, 20, p.primaryText));
    out.push(text(fx + 24, fy + 92, f.title, { size: 17, weight: 700, fill: p.heading }));
    out.push(lines(p, fx + 24, fy + 120, f.text, { size: 14, lh: 22, fill: p.dim }));
  });
  return out;
}

export interface HelpHomeContent {
  title: string;
  placeholder: string;
  topics: Array<{ icon: string; title: string; count: string }>;
  popular: string[];
}

/** A help center's home: a search-first hero on a tinted band, topic cards, popular articles. */
export function helpHome(p: Palette, site: Site, c: HelpHomeContent): string[] {
  const out = [rect(0, 0, W, H, { fill: p.bg }), rect(0, 64, W, 240, { fill: p.primarySoft }), siteHeader(p, site, { search: false })];
  out.push(text(W / 2, 150, c.title, { size: 40, weight: 800, fill: p.heading, anchor: 'middle' }));
  out.push(rect(W / 2 - 320, 182, 640, 56, { fill: p.bg, stroke: p.borderStrong, rx: 10 }));
  out.push(icon('lucide:search', W / 2 - 300, 199, 22, p.dim));
  out.push(text(W / 2 - 266, 217, c.placeholder, { size: 17, fill: p.dim }));
  out.push(rect(W / 2 + 240, 194, 64, 32, { fill: p.elevated, rx: 6 }));
  out.push(text(W / 2 + 272, 215, '⌘ K', { size: 13, weight: 600, fill: p.heading, anchor: 'middle' }));
  const cw = 356;
  c.topics.forEach((t, i) => {
    const x = 80 + (i % 3) * (cw + 26);
    const y = 336 + Math.floor(i / 3) * 118;
    out.push(rect(x + 0.5, y + 0.5, cw - 1, 100, { fill: p.bg, stroke: p.border, rx: 10 }));
    out.push(rect(x + 20, y + 22, 40, 40, { fill: p.primarySoft, rx: 8 }));
    out.push(icon(t.icon, x + 29, y + 31, 22, p.primaryText));
    out.push(text(x + 76, y + 40, t.title, { size: 17, weight: 700, fill: p.heading }));
    out.push(text(x + 76, y + 64, t.count, { size: 14, fill: p.dim }));
  });
  out.push(text(80, 598 + 36, 'Popular articles', { size: 15, weight: 700, fill: p.heading }));
  c.popular.forEach((a, i) => {
    const x = 80 + i * 380;
    out.push(icon('lucide:file-text', x, 656, 16, p.primaryText));
    out.push(text(x + 24, 669, a, { size: 14, fill: p.text }));
  });
  return out;
}

export interface ArticleContent {
  breadcrumb?: string;
  category?: string;
  title: string[];
  meta: string;
  paragraphs: string[];
  serif?: boolean;
  cover?: string;
  dropCap?: boolean;
  quote?: string;
  code?: { name: string; source: string; language: Language };
  feedback?: boolean;
  related?: string[];
  author?: { initials: string; name: string; colour: string };
}

/** An article: a readable centred column (or with a related-articles aside), its title, meta and body. */
export function articlePage(p: Palette, site: Site, c: ArticleContent): string[] {
  const out = [rect(0, 0, W, H, { fill: p.bg }), siteHeader(p, site, { search: !site.serif })];
  const aside = !!c.related;
  const x = aside ? 120 : 300;
  const w = 680;
  let y = 112;
  if (c.breadcrumb) {
    out.push(text(x, y, c.breadcrumb, { size: 13, fill: p.dim }));
    y += 36;
  }
  if (c.category) {
    out.push(text(x, y, c.category.toUpperCase(), { size: 12, weight: 700, fill: p.primaryText }));
    y += 40;
  }
  const size = c.serif ? 42 : 34;
  c.title.forEach((t, i) => {
    out.push(text(x, y + i * size * 1.15, t, { size, weight: c.serif ? 700 : 800, fill: p.heading, serif: c.serif }));
  });
  y += c.title.length * size * 1.15 - 8;
  if (c.author) {
    out.push(circle(x + 14, y + 10, 14, { fill: c.author.colour }));
    out.push(text(x + 14, y + 15, c.author.initials, { size: 11, weight: 700, fill: '#0f172a', anchor: 'middle' }));
    out.push(text(x + 38, y + 15, `${c.author.name} · ${c.meta}`, { size: 14, fill: p.dim }));
  } else {
    out.push(text(x, y + 15, c.meta, { size: 14, fill: p.dim }));
  }
  y += 48;
  if (c.cover) {
    out.push(scene(p, x, y, w, 190, c.cover, 10));
    y += 220;
  }
  c.paragraphs.forEach((para, i) => {
    if (i === 0 && c.dropCap) {
      out.push(text(x, y + 32, para[0]!, { size: 62, weight: 700, fill: p.primaryText, serif: true }));
      out.push(text(x + 52, y, para.slice(1), { size: 17, fill: p.text, serif: c.serif }));
    } else if (i === 1 && c.dropCap) {
      out.push(text(x + 52, y, para, { size: 17, fill: p.text, serif: c.serif }));
    } else {
      out.push(text(x, y, para, { size: c.serif ? 17 : 15, fill: p.text, serif: c.serif }));
    }
    y += c.serif ? 30 : 26;
  });
  if (c.quote) {
    y += 12;
    out.push(rect(x, y - 4, 3, 56, { fill: p.primary }));
    out.push(text(x + 24, y + 20, c.quote, { size: 22, fill: p.heading, serif: true, italic: true }));
    y += 76;
  }
  if (c.code) {
    y += 6;
    out.push(codeCard(p, x, y, w, { name: c.code.name, source: c.code.source, language: c.code.language, size: 13, lineHeight: 22 }).svg);
  }
  if (c.feedback) {
    out.push(rect(x, 600, w, 76, { fill: p.muted, stroke: p.border, rx: 10 }));
    out.push(text(x + 24, 645, 'Was this article helpful?', { size: 16, weight: 600, fill: p.heading }));
    out.push(button(p, x + w - 220, 622, 'Yes', { kind: 'outline', icon: 'lucide:thumbs-up', size: 13, h: 34 }).svg);
    out.push(button(p, x + w - 120, 622, 'No', { kind: 'outline', icon: 'lucide:thumbs-down', size: 13, h: 34 }).svg);
  }
  if (c.related) {
    const rx = 880;
    out.push(text(rx, 120, 'Related articles', { size: 14, weight: 700, fill: p.heading }));
    c.related.forEach((r, i) => {
      out.push(icon('lucide:file-text', rx, 148 + i * 36, 16, p.primaryText));
      out.push(text(rx + 26, 161 + i * 36, r, { size: 14, fill: p.text }));
    });
  }
  return out;
}

export interface ApiContent {
  groups: Array<{ title: string; endpoints: Array<[method: string, label: string]> }>;
  method: string;
  route: string;
  title: string;
  description: string;
  params: Array<[name: string, type: string, required: boolean, text: string]>;
  request: string;
  response: string;
}

function methodColour(p: Palette, method: string): string {
  if (method === 'GET') return p.mode === 'light' ? '#047857' : '#34d399';
  if (method === 'POST') return p.mode === 'light' ? '#0369a1' : '#38bdf8';
  if (method === 'DELETE') return p.mode === 'light' ? '#b91c1c' : '#f87171';
  return p.mode === 'light' ? '#b45309' : '#fbbf24';
}

/** An API reference page: endpoints by group, one endpoint with its parameters, a request and its response. */
export function apiPage(p: Palette, site: Site, c: ApiContent): string[] {
  const out = [rect(0, 0, W, H, { fill: p.bg }), siteHeader(p, site)];
  let y = 104;
  for (const group of c.groups) {
    out.push(text(40, y, group.title, { size: 13, weight: 700, fill: p.heading }));
    y += 28;
    for (const [method, label] of group.endpoints) {
      const active = label === c.title;
      if (active) out.push(rect(32, y - 18, 236, 26, { fill: p.primarySoft, rx: 5 }));
      out.push(text(44, y, method, { size: 10, weight: 700, fill: methodColour(p, method), mono: true }));
      out.push(text(94, y, label, { size: 13, fill: active ? p.primaryText : p.text, weight: active ? 600 : 400 }));
      y += 28;
    }
    y += 14;
  }
  out.push(line(290, 64, 290, H, p.border));
  const x = 330;
  const m = pill(x, 96, c.method, { fill: p.elevated, color: methodColour(p, c.method), size: 12, h: 24, weight: 700, mono: true });
  out.push(m.svg, text(x + m.w + 10, 113, c.route, { size: 14, mono: true, fill: p.text }));
  out.push(text(x, 162, c.title, { size: 30, weight: 700, fill: p.heading }));
  out.push(text(x, 194, c.description, { size: 15, fill: p.dim }));
  out.push(text(x, 244, 'Body parameters', { size: 16, weight: 700, fill: p.heading }));
  c.params.forEach(([name, type, required, desc], i) => {
    const py = 276 + i * 74;
    out.push(line(x, py - 16, x + 400, py - 16, p.border));
    out.push(text(x, py + 4, name, { size: 14, weight: 600, fill: p.heading, mono: true }));
    const typeX = x + textWidth(name, 14, { mono: true }) + 12;
    out.push(text(typeX, py + 4, type, { size: 12, fill: p.dim, mono: true }));
    if (required)
      out.push(text(typeX + textWidth(type, 12, { mono: true }) + 10, py + 4, 'required', { size: 12, weight: 600, fill: p.red }));
    out.push(text(x, py + 30, desc, { size: 14, fill: p.text }));
  });
  // request and response
  const cx = 770;
  const request = codeCard(p, cx, 96, 470, {
    name: 'Request',
    fileIcon: 'lucide:terminal',
    source: c.request,
    language: 'sh',
    size: 12.5,
    lineHeight: 21,
  });
  out.push(request.svg);
  out.push(
    codeCard(p, cx, 96 + request.h + 18, 470, {
      name: 'Response · 201',
      fileIcon: 'lucide:braces',
      source: c.response,
      language: 'ts',
      size: 12.5,
      lineHeight: 21,
    }).svg,
  );
  return out;
}

export interface PostListContent {
  title: string;
  intro: string;
  posts: Array<{ title: string; date: string; tag: string; excerpt: string; tint?: string }>;
  layout: 'grid' | 'list';
  serif?: boolean;
}

/** A blog's list: a grid of cards with covers, or a typographic list of dated titles. */
export function postList(p: Palette, site: Site, c: PostListContent): string[] {
  const out = [rect(0, 0, W, H, { fill: p.bg }), siteHeader(p, site, { search: false })];
  if (c.layout === 'grid') {
    out.push(text(W / 2, 142, c.title, { size: 44, weight: 800, fill: p.heading, anchor: 'middle', serif: c.serif }));
    out.push(text(W / 2, 180, c.intro, { size: 17, fill: p.dim, anchor: 'middle' }));
    const cw = 360;
    c.posts.slice(0, 3).forEach((post, i) => {
      const x = 80 + i * (cw + 40);
      const y = 226;
      out.push(rect(x + 0.5, y + 0.5, cw - 1, 460, { fill: p.bg, stroke: p.border, rx: 12 }));
      out.push(scene(p, x + 1, y + 1, cw - 2, 200, post.tint ?? p.primarySoft, 11));
      out.push(pill(x + 20, y + 222, post.tag, { fill: p.primarySoft, color: p.primaryText, size: 11, h: 22 }).svg);
      out.push(text(x + 20 + textWidth(post.tag, 11) + 36, y + 238, post.date, { size: 13, fill: p.dim }));
      const words = post.title.split(' ');
      const half = Math.ceil(words.length / 2);
      out.push(text(x + 20, y + 280, words.slice(0, half).join(' '), { size: 19, weight: 700, fill: p.heading }));
      out.push(text(x + 20, y + 306, words.slice(half).join(' '), { size: 19, weight: 700, fill: p.heading }));
      out.push(text(x + 20, y + 340, post.excerpt, { size: 14, fill: p.dim }));
      out.push(circle(x + 34, y + 420, 12, { fill: p.primary }));
    });
  } else {
    out.push(text(240, 150, c.title, { size: 44, weight: 700, fill: p.heading, serif: c.serif }));
    out.push(text(240, 188, c.intro, { size: 18, fill: p.dim, serif: c.serif }));
    c.posts.forEach((post, i) => {
      const y = 250 + i * 112;
      out.push(line(240, y - 26, 1040, y - 26, p.border));
      out.push(text(240, y, post.date, { size: 13, fill: p.dim, mono: !c.serif }));
      out.push(text(240, y + 34, post.title, { size: 24, weight: 700, fill: p.heading, serif: c.serif }));
      out.push(text(240, y + 62, post.excerpt, { size: 15, fill: p.text, serif: c.serif }));
      out.push(
        pill(1040 - textWidth(post.tag, 12) - 20, y - 14, post.tag, { fill: p.primarySoft, color: p.primaryText, size: 12, h: 22 }).svg,
      );
    });
  }
  return out;
}

export interface FrontPageContent {
  sections: string[];
  lead: { kicker: string; title: string[]; standfirst: string; byline: string; tint: string };
  side: Array<{ kicker: string; title: string; byline: string }>;
  date: string;
}

/** A magazine's front page: masthead, section bar, a lead story with its picture, a column of stories. */
export function frontPage(p: Palette, site: Site, c: FrontPageContent): string[] {
  const out = [rect(0, 0, W, H, { fill: p.bg })];
  out.push(text(40, 34, c.date, { size: 13, fill: p.dim }));
  out.push(icon(p.mode === 'light' ? 'lucide:moon' : 'lucide:sun', W - 58, 20, 18, p.dim));
  out.push(icon('lucide:search', W - 96, 20, 18, p.dim));
  out.push(text(W / 2, 94, site.name, { size: 56, weight: 700, fill: p.heading, anchor: 'middle', serif: true }));
  out.push(line(40, 120, W - 40, 120, p.heading, 2));
  let sx = 40;
  c.sections.forEach((s, i) => {
    out.push(text(sx, 150, s, { size: 14, weight: 600, fill: i === 0 ? p.primaryText : p.text }));
    sx += textWidth(s, 14, { bold: true }) + 34;
  });
  out.push(line(40, 168, W - 40, 168, p.border));
  out.push(scene(p, 40, 194, 760, 300, c.lead.tint, 4));
  out.push(text(40, 530, c.lead.kicker.toUpperCase(), { size: 12, weight: 700, fill: p.primaryText }));
  c.lead.title.forEach((t, i) => {
    out.push(text(40, 570 + i * 40, t, { size: 36, weight: 700, fill: p.heading, serif: true }));
  });
  out.push(text(40, 570 + c.lead.title.length * 40 + 6, c.lead.standfirst, { size: 16, fill: p.text, serif: true }));
  out.push(line(830, 194, 830, 690, p.border));
  c.side.forEach((story, i) => {
    const y = 214 + i * 160;
    out.push(text(860, y, story.kicker.toUpperCase(), { size: 11, weight: 700, fill: p.primaryText }));
    const words = story.title.split(' ');
    const half = Math.ceil(words.length / 2);
    out.push(text(860, y + 32, words.slice(0, half).join(' '), { size: 23, weight: 700, fill: p.heading, serif: true }));
    out.push(text(860, y + 60, words.slice(half).join(' '), { size: 23, weight: 700, fill: p.heading, serif: true }));
    out.push(text(860, y + 90, story.byline, { size: 13, fill: p.dim }));
    if (i < c.side.length - 1) out.push(line(860, y + 124, W - 40, y + 124, p.border));
  });
  return out;
}

export interface PortfolioContent {
  name: string;
  role: string[];
  projects: Array<{ title: string; year: string; tint: string }>;
}

/** A portfolio: a big name and role, then projects as pictures first, title and year under each. */
export function portfolio(p: Palette, site: Site, c: PortfolioContent): string[] {
  const out = [rect(0, 0, W, H, { fill: p.bg }), siteHeader(p, site, { search: false })];
  out.push(text(80, 170, c.name, { size: 64, weight: 800, fill: p.heading }));
  c.role.forEach((r, i) => {
    out.push(text(80, 214 + i * 30, r, { size: 20, fill: p.dim }));
  });
  const pw = 360;
  c.projects.slice(0, 3).forEach((proj, i) => {
    const x = 80 + i * (pw + 20);
    out.push(scene(p, x, 300, pw, 300, proj.tint, 12));
    out.push(text(x, 636, proj.title, { size: 18, weight: 700, fill: p.heading }));
    out.push(text(x + pw, 636, proj.year, { size: 15, fill: p.dim, anchor: 'end', mono: true }));
  });
  return out;
}

export interface ProjectContent {
  title: string;
  summary: string[];
  facts: Array<[string, string]>;
  tint: string;
  tint2: string;
}

/** One portfolio project: its title and facts beside the text, pictures below. */
export function projectPage(p: Palette, site: Site, c: ProjectContent): string[] {
  const out = [rect(0, 0, W, H, { fill: p.bg }), siteHeader(p, site, { search: false })];
  out.push(text(80, 116, '← All projects', { size: 14, fill: p.dim }));
  out.push(text(80, 176, c.title, { size: 48, weight: 800, fill: p.heading }));
  out.push(lines(p, 80, 222, c.summary, { size: 18, lh: 30, fill: p.text }));
  c.facts.forEach(([k, v], i) => {
    const x = 820 + (i % 2) * 200;
    const y = 150 + Math.floor(i / 2) * 70;
    out.push(text(x, y, k, { size: 13, fill: p.dim }));
    out.push(text(x, y + 26, v, { size: 16, weight: 600, fill: p.heading }));
  });
  out.push(scene(p, 80, 340, 740, 350, c.tint, 12));
  out.push(scene(p, 840, 340, 360, 168, c.tint2, 12));
  out.push(scene(p, 840, 522, 360, 168, c.tint, 12));
  return out;
}

export interface PricingContent {
  title: string;
  intro: string;
  plans: Array<{ name: string; price: string; period: string; features: string[]; highlight?: boolean }>;
}

/** A pricing page: title, a monthly/yearly switch and three plans, the recommended one ringed. */
export function pricingPage(p: Palette, site: Site, c: PricingContent): string[] {
  const out = [rect(0, 0, W, H, { fill: p.bg }), siteHeader(p, site, { cta: 'Sign in' })];
  out.push(text(W / 2, 140, c.title, { size: 44, weight: 800, fill: p.heading, anchor: 'middle' }));
  out.push(text(W / 2, 178, c.intro, { size: 17, fill: p.dim, anchor: 'middle' }));
  out.push(rect(W / 2 - 90, 200, 180, 34, { fill: p.muted, stroke: p.border, rx: 17 }));
  out.push(rect(W / 2 - 86, 204, 84, 26, { fill: p.bg, stroke: p.border, rx: 13 }));
  out.push(text(W / 2 - 44, 222, 'Monthly', { size: 13, weight: 600, fill: p.heading, anchor: 'middle' }));
  out.push(text(W / 2 + 44, 222, 'Yearly', { size: 13, fill: p.dim, anchor: 'middle' }));
  const cw = 340;
  c.plans.forEach((plan, i) => {
    const x = 110 + i * (cw + 20);
    const y = 264;
    out.push(
      rect(x + 1, y + 1, cw - 2, 420, { fill: p.bg, stroke: plan.highlight ? p.primary : p.border, sw: plan.highlight ? 2 : 1, rx: 12 }),
    );
    out.push(text(x + 32, y + 50, plan.name, { size: 22, weight: 700, fill: p.heading }));
    if (plan.highlight)
      out.push(pill(x + cw - 130, y + 30, 'Most popular', { fill: p.primarySoft, color: p.primaryText, size: 12, h: 24, weight: 600 }).svg);
    out.push(text(x + 32, y + 108, plan.price, { size: 40, weight: 800, fill: p.heading }));
    out.push(text(x + 40 + textWidth(plan.price, 40, { bold: true }), y + 108, plan.period, { size: 14, fill: p.dim }));
    plan.features.forEach((f, j) => {
      out.push(icon('lucide:circle-check', x + 32, y + 148 + j * 34, 18, p.primaryText));
      out.push(text(x + 60, y + 162 + j * 34, f, { size: 14, fill: p.text }));
    });
    const b = button(p, 0, 0, 'Get started', { size: 14, h: 40, kind: plan.highlight ? 'primary' : 'outline' });
    out.push(button(p, x + (cw - b.w) / 2, y + 356, 'Get started', { size: 14, h: 40, kind: plan.highlight ? 'primary' : 'outline' }).svg);
  });
  return out;
}

export interface ChangelogContent {
  title: string;
  intro: string;
  releases: Array<{ version: string; date: string; title: string; items: Array<[kind: 'New' | 'Fix' | 'Breaking', string]> }>;
}

export function changeKind(p: Palette, kind: 'New' | 'Fix' | 'Breaking'): { fill: string; color: string } {
  if (kind === 'New') return { fill: p.primarySoft, color: p.primaryText };
  if (kind === 'Fix') return { fill: p.skySoft, color: p.sky };
  return { fill: p.redSoft, color: p.red };
}

/** A changelog: releases on a timeline, version and date at the inline start, what changed beside. */
export function changelogPage(p: Palette, site: Site, c: ChangelogContent): string[] {
  const out = [rect(0, 0, W, H, { fill: p.bg }), siteHeader(p, site)];
  out.push(text(160, 140, c.title, { size: 44, weight: 800, fill: p.heading }));
  out.push(text(160, 178, c.intro, { size: 17, fill: p.dim }));
  out.push(line(340, 220, 340, H, p.border, 2));
  let y = 250;
  for (const release of c.releases) {
    out.push(circle(340, y - 6, 7, { fill: p.primary, stroke: p.bg, sw: 3 }));
    out.push(text(160, y, release.version, { size: 17, weight: 700, fill: p.heading, mono: true }));
    out.push(text(160, y + 24, release.date, { size: 13, fill: p.dim }));
    out.push(text(376, y, release.title, { size: 22, weight: 700, fill: p.heading }));
    release.items.forEach(([kind, label], i) => {
      const style = changeKind(p, kind);
      const iy = y + 34 + i * 34;
      const chip = pill(376, iy, kind, { ...style, size: 11, h: 22, weight: 700 });
      out.push(chip.svg);
      out.push(text(376 + 84, iy + 16, label, { size: 15, fill: p.text }));
    });
    y += 70 + release.items.length * 34;
  }
  return out;
}

export interface MinimalContent {
  title: string;
  paragraphs: string[];
  list: string[];
  code: { name: string; source: string; language: Language };
}

/** The smallest site: a narrow column of rendered Markdown under a one-line header. */
export function minimalPage(p: Palette, site: Site, c: MinimalContent): string[] {
  const out = [rect(0, 0, W, H, { fill: p.bg })];
  const x = 360;
  out.push(text(x, 60, site.name, { size: 16, weight: 700, fill: p.heading }));
  let nx = x + 560;
  for (const label of [...site.nav].reverse()) {
    nx -= textWidth(label, 14);
    out.push(text(nx, 60, label, { size: 14, fill: p.text }));
    nx -= 28;
  }
  out.push(line(x, 84, x + 560, 84, p.border));
  out.push(text(x, 148, c.title, { size: 36, weight: 800, fill: p.heading }));
  let y = 196;
  c.paragraphs.forEach((para) => {
    out.push(text(x, y, para, { size: 16, fill: p.text }));
    y += 28;
  });
  y += 12;
  c.list.forEach((item) => {
    out.push(circle(x + 6, y - 5, 3, { fill: p.primary }));
    out.push(text(x + 22, y, item, { size: 16, fill: p.text }));
    y += 30;
  });
  y += 12;
  out.push(codeCard(p, x, y, 560, { name: c.code.name, source: c.code.source, language: c.code.language, size: 13, lineHeight: 22 }).svg);
  return out;
}
