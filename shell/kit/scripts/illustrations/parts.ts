/**
 * Pieces of the site's own interface, drawn small: buttons, fields, a code card, a callout,
 * the docs navigation tree, avatars, a text paragraph. Illustrations of the product and the
 * template previews are put together from these, so they look like the real thing.
 */
import { codeBlock, type Language } from './code.ts';
import { circle, icon, line, type Palette, pill, rect, text, textWidth } from './svg.ts';

/** A button: primary (filled green), outline or ghost. Returns its markup and width. */
export function button(
  p: Palette,
  x: number,
  y: number,
  label: string,
  opts: { kind?: 'primary' | 'outline' | 'soft'; icon?: string; size?: number; h?: number } = {},
): { svg: string; w: number } {
  const size = opts.size ?? 12;
  const h = opts.h ?? 28;
  const iconSize = size + 2;
  const labelW = textWidth(label, size, { bold: true });
  const w = Math.round(labelW + 24 + (opts.icon ? iconSize + 6 : 0));
  const kind = opts.kind ?? 'primary';
  const fill = kind === 'primary' ? (p.mode === 'light' ? p.primaryText : p.primary) : kind === 'soft' ? p.primarySoft : p.bg;
  const colour = kind === 'primary' ? p.onPrimary : kind === 'soft' ? p.primaryText : p.heading;
  const parts = [rect(x, y, w, h, { fill, stroke: kind === 'outline' ? p.borderStrong : undefined, rx: 5 })];
  let tx = x + 12;
  if (opts.icon) {
    parts.push(icon(opts.icon, tx, y + (h - iconSize) / 2, iconSize, colour));
    tx += iconSize + 6;
  }
  parts.push(text(tx, y + h / 2 + size * 0.36, label, { size, weight: 600, fill: colour }));
  return { svg: parts.join(''), w };
}

/** A labelled form field; `error` draws it red with the message below. */
export function field(
  p: Palette,
  x: number,
  y: number,
  w: number,
  label: string,
  value: string,
  opts: { placeholder?: boolean; error?: string; trailingIcon?: string; focus?: boolean; mono?: boolean } = {},
): string {
  const border = opts.error ? p.red : opts.focus ? p.primary : p.borderStrong;
  const parts = [
    text(x, y + 12, label, { size: 12, weight: 600, fill: p.heading }),
    rect(x, y + 20, w, 32, { fill: p.bg, stroke: border, sw: opts.focus || opts.error ? 1.5 : 1, rx: 5 }),
    text(x + 10, y + 41, value, { size: 13, fill: opts.placeholder ? p.dim : p.text, mono: opts.mono }),
  ];
  if (opts.trailingIcon) parts.push(icon(opts.trailingIcon, x + w - 26, y + 28, 16, p.dim));
  if (opts.error) {
    parts.push(icon('lucide:circle-alert', x, y + 60, 14, p.red));
    parts.push(text(x + 20, y + 71, opts.error, { size: 12, fill: p.red }));
  }
  return parts.join('');
}

/** A code block as the site renders it: bordered card, header strip with the file's name, code. */
export function codeCard(
  p: Palette,
  x: number,
  y: number,
  w: number,
  opts: {
    name: string;
    fileIcon?: string;
    source: string;
    language: Language;
    size?: number;
    lineHeight?: number;
    highlightLines?: number[];
  },
): { svg: string; h: number } {
  const header = 32;
  const code = codeBlock(p, x + 14, y + header + 12 + (opts.size ?? 12), opts.source, opts.language, {
    size: opts.size,
    lineHeight: opts.lineHeight,
    highlightLines: opts.highlightLines,
    width: w - 12,
  });
  const h = header + code.h + 18;
  return {
    h,
    svg: [
      rect(x + 0.5, y + 0.5, w - 1, h - 1, { fill: p.muted, stroke: p.border, rx: 7 }),
      line(x + 1, y + header, x + w - 1, y + header, p.border),
      icon(opts.fileIcon ?? 'lucide:file-code', x + 12, y + 9, 14, p.dim),
      text(x + 32, y + 20, opts.name, { size: 12, weight: 500, fill: p.heading }),
      rect(x + w - 30, y + 6, 20, 20, { fill: p.bg, stroke: p.borderStrong, rx: 4 }),
      icon('lucide:copy', x + w - 26, y + 10, 12, p.dim),
      code.svg,
    ].join(''),
  };
}

/** A tip/note callout: tinted box, leading icon, one or two lines of text. */
export function callout(
  p: Palette,
  x: number,
  y: number,
  w: number,
  lines: string[],
  kind: 'tip' | 'note' | 'warning' = 'tip',
): { svg: string; h: number } {
  const colour = kind === 'tip' ? p.primaryText : kind === 'note' ? p.sky : p.amber;
  const soft = kind === 'tip' ? p.primarySoft : kind === 'note' ? p.skySoft : p.amberSoft;
  const glyph = kind === 'tip' ? 'lucide:lightbulb' : kind === 'note' ? 'lucide:info' : 'lucide:triangle-alert';
  const h = 20 + lines.length * 18;
  return {
    h,
    svg: [
      rect(x + 0.5, y + 0.5, w - 1, h - 1, { fill: soft, stroke: colour, rx: 6, opacity: 1 }),
      icon(glyph, x + 12, y + 11, 16, colour),
      ...lines.map((l, i) => text(x + 36, y + 24 + i * 18, l, { size: 13, fill: colour, weight: 500 })),
    ].join(''),
  };
}

export interface NavSection {
  title: string;
  icon: string;
  pages: string[];
  /** Index of the active page. */
  active?: number;
  /** Pages marked as shown in English (a locale without their translation). */
  english?: number[];
}

/** The docs sidebar: section headings with icons, their pages under a thin line, the active one in primary. */
export function navTree(
  p: Palette,
  x: number,
  y: number,
  sections: NavSection[],
  opts: { size?: number; gap?: number; rtl?: boolean; width?: number } = {},
): { svg: string; h: number } {
  const size = opts.size ?? 13;
  const step = Math.round(size * 2);
  const out: string[] = [];
  let cy = y;
  const rtl = opts.rtl ?? false;
  const w = opts.width ?? 200;
  const at = (dx: number) => (rtl ? x + w - dx : x + dx);
  for (const section of sections) {
    out.push(icon(section.icon, rtl ? at(16) : at(0), cy - size + 1, size + 2, p.heading));
    out.push(text(at(size + 10), cy + 1, section.title, { size, weight: 600, fill: p.heading, anchor: rtl ? 'end' : 'start' }));
    cy += step - 2;
    const top = cy - size;
    section.pages.forEach((page, i) => {
      const active = i === section.active;
      out.push(
        text(at(16), cy + 2, page, {
          size,
          fill: active ? p.primaryText : p.text,
          weight: active ? 600 : 400,
          anchor: rtl ? 'end' : 'start',
        }),
      );
      if (section.english?.includes(i)) {
        const label = pill(rtl ? at(16) - textWidth(page, size) - 30 : at(16) + textWidth(page, size) + 6, cy - size + 2, 'EN', {
          fill: p.elevated,
          color: p.dim,
          size: 9,
          h: 14,
          pad: 4,
        });
        out.push(label.svg);
      }
      if (active) out.push(rect(rtl ? at(2) - 2 : at(1), cy - size, 2, step - 6, { fill: p.primary }));
      cy += step - 4;
    });
    out.push(line(rtl ? at(2) : at(2), top, rtl ? at(2) : at(2), cy - size - 2, p.border));
    cy += opts.gap ?? 12;
  }
  return { svg: out.join(''), h: cy - y };
}

/** A round avatar with initials (the site's avatar fallback). */
export function avatar(p: Palette, cx: number, cy: number, r: number, initials: string, colour: string): string {
  return [
    circle(cx, cy, r + 2, { fill: p.bg }),
    circle(cx, cy, r, { fill: colour }),
    text(cx, cy + r * 0.36, initials, { size: Math.round(r * 0.95), weight: 700, fill: '#0f172a', anchor: 'middle' }),
  ].join('');
}

/** Lines of text: `lines` as given (no wrapping here, so each reads as written). */
export function paragraph(
  p: Palette,
  x: number,
  y: number,
  lines: string[],
  opts: { size?: number; lh?: number; fill?: string; anchor?: 'start' | 'end'; rtl?: boolean } = {},
): { svg: string; h: number } {
  const size = opts.size ?? 13;
  const lh = opts.lh ?? Math.round(size * 1.6);
  return {
    h: lines.length * lh,
    svg: lines.map((l, i) => text(x, y + i * lh, l, { size, fill: opts.fill ?? p.text, anchor: opts.anchor, rtl: opts.rtl })).join(''),
  };
}

/** Grey bars standing for text too small to read in a thumbnail. */
export function textBars(
  p: Palette,
  x: number,
  y: number,
  widths: number[],
  opts: { h?: number; gap?: number; fill?: string } = {},
): string {
  const h = opts.h ?? 6;
  const gap = opts.gap ?? 12;
  return widths.map((w, i) => rect(x, y + i * gap, w, h, { fill: opts.fill ?? p.accented, rx: h / 2 })).join('');
}

/** A search field as the site's header shows it: icon, placeholder, key caps. */
export function searchBox(p: Palette, x: number, y: number, w: number, placeholder = 'Search…'): string {
  return [
    rect(x, y, w, 28, { fill: p.bg, stroke: p.borderStrong, rx: 5 }),
    icon('lucide:search', x + 9, y + 7, 14, p.dim),
    text(x + 30, y + 18, placeholder, { size: 12, fill: p.dim }),
    rect(x + w - 46, y + 6, 18, 16, { fill: p.elevated, stroke: p.border, rx: 3 }),
    text(x + w - 37, y + 18, '⌘', { size: 10, fill: p.heading, anchor: 'middle' }),
    rect(x + w - 25, y + 6, 16, 16, { fill: p.elevated, stroke: p.border, rx: 3 }),
    text(x + w - 17, y + 18, 'K', { size: 10, weight: 600, fill: p.heading, anchor: 'middle' }),
  ].join('');
}

/** A card with a header line (icon and title) and its top-left at x, y. */
export function panel(p: Palette, x: number, y: number, w: number, h: number, title: string, glyph: string): string {
  return [
    rect(x + 0.5, y + 0.5, w - 1, h - 1, { fill: p.bg, stroke: p.border, rx: 10 }),
    `<path d="M${x + 10.5} ${y + 0.5}H${x + w - 10.5}a10 10 0 0 1 10 10V${y + 36}H${x + 0.5}V${y + 10.5}a10 10 0 0 1 10-10z" fill="${p.muted}"/>`,
    line(x + 1, y + 36, x + w - 1, y + 36, p.border),
    icon(glyph, x + 14, y + 11, 15, p.dim),
    text(x + 36, y + 23, title, { size: 12, weight: 600, fill: p.heading, mono: title.includes('/') }),
  ].join('');
}
