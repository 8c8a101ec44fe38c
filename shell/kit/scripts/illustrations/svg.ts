/**
 * Drawing primitives for the site's illustrations: SVG strings built from the theme's
 * palettes, so each picture is written once and comes out in a light and a dark variant.
 * Text is real text in the site's font stacks (legible, selectable when opened alone);
 * widths are estimated from DejaVu Sans, the widest common system-ui face, so text laid out
 * here has room wherever it is shown.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export type Mode = 'light' | 'dark';

export interface Palette {
  mode: Mode;
  /** Page background, the panels on it, and two raised steps. */
  bg: string;
  muted: string;
  elevated: string;
  accented: string;
  border: string;
  borderStrong: string;
  text: string;
  heading: string;
  dim: string;
  primary: string;
  /** Green for text and thin strokes (AA on bg). */
  primaryText: string;
  primarySoft: string;
  onPrimary: string;
  sky: string;
  skySoft: string;
  amber: string;
  amberSoft: string;
  red: string;
  redSoft: string;
  violet: string;
  violetSoft: string;
  code: { keyword: string; string: string; fn: string; property: string; number: string; punct: string; comment: string; plain: string };
}

/** The site's tokens (shell/kit/src/styles.css): primary green, slate neutrals, sky secondary. */
export const PALETTES: Record<Mode, Palette> = {
  light: {
    mode: 'light',
    bg: '#ffffff',
    muted: '#f8fafc',
    elevated: '#f1f5f9',
    accented: '#e2e8f0',
    border: '#e2e8f0',
    borderStrong: '#cbd5e1',
    text: '#334155',
    heading: '#0f172a',
    dim: '#64748b',
    primary: '#00c16a',
    primaryText: '#007f45',
    primarySoft: '#e0f8ed',
    onPrimary: '#ffffff',
    sky: '#0284c7',
    skySoft: '#e0f2fe',
    amber: '#b45309',
    amberSoft: '#fef3c7',
    red: '#dc2626',
    redSoft: '#fee2e2',
    violet: '#7c3aed',
    violetSoft: '#ede9fe',
    code: {
      keyword: '#7c3aed',
      string: '#3f7d20',
      fn: '#2f5bb7',
      property: '#b4451b',
      number: '#c2410c',
      punct: '#0e7490',
      comment: '#64748b',
      plain: '#334155',
    },
  },
  dark: {
    mode: 'dark',
    bg: '#0f172a',
    muted: '#1e293b',
    elevated: '#1e293b',
    accented: '#334155',
    border: '#334155',
    borderStrong: '#475569',
    text: '#cbd5e1',
    heading: '#ffffff',
    dim: '#94a3b8',
    primary: '#00dc82',
    primaryText: '#00dc82',
    primarySoft: '#0d3437',
    onPrimary: '#020617',
    sky: '#7dd3fc',
    skySoft: '#0c2d48',
    amber: '#fcd34d',
    amberSoft: '#3b2f14',
    red: '#fca5a5',
    redSoft: '#3f1d25',
    violet: '#c4b5fd',
    violetSoft: '#2e2455',
    code: {
      keyword: '#c792ea',
      string: '#c3e88d',
      fn: '#82aaff',
      property: '#f07178',
      number: '#f78c6c',
      punct: '#89ddff',
      comment: '#8b93bd',
      plain: '#cbd5e1',
    },
  },
};

const SANS = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', Arial, sans-serif";
const MONO = "ui-monospace, SFMono-Regular, Menlo, Monaco, Consolas, 'Liberation Mono', monospace";
const SERIF = "Georgia, 'DejaVu Serif', 'Times New Roman', serif";

function esc(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

const n = (v: number) => (Number.isInteger(v) ? String(v) : v.toFixed(2).replace(/\.?0+$/, ''));

// Advance widths of DejaVu Sans in ems; anything else counts as a wide letter.
const WIDTHS: Record<string, number> = {
  ' ': 0.318,
  a: 0.613,
  b: 0.635,
  c: 0.55,
  d: 0.635,
  e: 0.615,
  f: 0.352,
  g: 0.635,
  h: 0.634,
  i: 0.278,
  j: 0.278,
  k: 0.579,
  l: 0.278,
  m: 0.974,
  n: 0.634,
  o: 0.612,
  p: 0.635,
  q: 0.635,
  r: 0.411,
  s: 0.521,
  t: 0.392,
  u: 0.634,
  v: 0.592,
  w: 0.818,
  x: 0.592,
  y: 0.592,
  z: 0.525,
  '.': 0.318,
  ',': 0.318,
  ':': 0.337,
  ';': 0.337,
  '-': 0.361,
  '/': 0.337,
  '(': 0.39,
  ')': 0.39,
  "'": 0.275,
  '"': 0.46,
  _: 0.5,
  '@': 1,
  '#': 0.838,
  '?': 0.531,
  '!': 0.401,
  '&': 0.78,
  '%': 0.95,
  '·': 0.318,
  '|': 0.337,
  I: 0.295,
  J: 0.295,
  M: 0.863,
  W: 0.989,
  '–': 0.5,
  '—': 1,
};

/** Estimated width of `value` at `size` px (bold adds 8%); monospace is 0.6 em a character. */
export function textWidth(value: string, size: number, opts: { mono?: boolean; bold?: boolean } = {}): number {
  if (opts.mono) return [...value].length * 0.6 * size;
  let em = 0;
  for (const ch of value) em += WIDTHS[ch] ?? (/[A-Z]/.test(ch) ? 0.7 : /[0-9]/.test(ch) ? 0.636 : 0.62);
  return em * size * (opts.bold ? 1.08 : 1);
}

/** `value`, cut with an ellipsis where it would be wider than `max` px. */
export function fit(value: string, size: number, max: number, opts: { mono?: boolean; bold?: boolean } = {}): string {
  if (textWidth(value, size, opts) <= max) return value;
  let cut = value;
  while (cut.length > 1 && textWidth(`${cut}…`, size, opts) > max) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

export interface Box {
  fill?: string;
  stroke?: string;
  sw?: number;
  rx?: number;
  opacity?: number;
  dash?: string;
}

export function rect(x: number, y: number, w: number, h: number, box: Box = {}): string {
  const attrs = [
    `x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"`,
    box.rx ? `rx="${n(box.rx)}"` : '',
    `fill="${box.fill ?? 'none'}"`,
    box.stroke ? `stroke="${box.stroke}" stroke-width="${n(box.sw ?? 1)}"` : '',
    box.dash ? `stroke-dasharray="${box.dash}"` : '',
    box.opacity !== undefined ? `opacity="${n(box.opacity)}"` : '',
  ];
  return `<rect ${attrs.filter(Boolean).join(' ')}/>`;
}

export function circle(cx: number, cy: number, r: number, box: Box = {}): string {
  const stroke = box.stroke ? ` stroke="${box.stroke}" stroke-width="${n(box.sw ?? 1)}"` : '';
  const opacity = box.opacity !== undefined ? ` opacity="${n(box.opacity)}"` : '';
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${box.fill ?? 'none'}"${stroke}${opacity}/>`;
}

export function line(x1: number, y1: number, x2: number, y2: number, stroke: string, sw = 1, dash?: string): string {
  return `<path d="M${n(x1)} ${n(y1)}L${n(x2)} ${n(y2)}" stroke="${stroke}" stroke-width="${n(sw)}"${dash ? ` stroke-dasharray="${dash}"` : ''} fill="none" stroke-linecap="round"/>`;
}

export function path(d: string, box: Box & { cap?: boolean } = {}): string {
  const stroke = box.stroke
    ? ` stroke="${box.stroke}" stroke-width="${n(box.sw ?? 1)}" stroke-linecap="round" stroke-linejoin="round"`
    : '';
  return `<path d="${d}" fill="${box.fill ?? 'none'}"${stroke}${box.dash ? ` stroke-dasharray="${box.dash}"` : ''}/>`;
}

export interface TextStyle {
  size?: number;
  weight?: number;
  fill: string;
  mono?: boolean;
  /** Editorial headings (the serif stack). */
  serif?: boolean;
  anchor?: 'start' | 'middle' | 'end';
  /** Right-to-left text (Arabic): the run is laid out from `x` leftwards with anchor start. */
  rtl?: boolean;
  italic?: boolean;
}

function textAttrs(style: TextStyle): string {
  return [
    `font-size="${n(style.size ?? 14)}"`,
    style.weight && style.weight !== 400 ? `font-weight="${style.weight}"` : '',
    style.mono ? 'class="m"' : style.serif ? 'class="s"' : '',
    style.anchor && style.anchor !== 'start' ? `text-anchor="${style.anchor}"` : '',
    style.rtl ? 'direction="rtl"' : '',
    style.italic ? 'font-style="italic"' : '',
  ]
    .filter(Boolean)
    .join(' ');
}

export function text(x: number, y: number, value: string, style: TextStyle): string {
  return `<text x="${n(x)}" y="${n(y)}" fill="${style.fill}" ${textAttrs(style)}>${esc(value)}</text>`;
}

/** One line of differently coloured runs (code tokens, a bold word in a sentence). */
export type Run = [value: string, fill: string, weight?: number];
export function runs(x: number, y: number, parts: Run[], style: Omit<TextStyle, 'fill'>): string {
  const spans = parts
    .map(([value, fill, weight]) => `<tspan fill="${fill}"${weight ? ` font-weight="${weight}"` : ''}>${esc(value)}</tspan>`)
    .join('');
  return `<text x="${n(x)}" y="${n(y)}" xml:space="preserve" ${textAttrs({ ...style, fill: '' })}>${spans}</text>`;
}

interface IconSet {
  icons: Record<string, { body: string }>;
  aliases?: Record<string, { parent: string }>;
}
const require = createRequire(import.meta.url);
const iconSets = new Map<string, IconSet>();
function iconBody(name: string): string {
  const [prefix, ...rest] = name.split(':');
  const icon = rest.join(':');
  if (!iconSets.has(prefix!)) {
    const dir = dirname(require.resolve(`@iconify-json/${prefix}/package.json`));
    iconSets.set(prefix!, JSON.parse(readFileSync(join(dir, 'icons.json'), 'utf8')) as IconSet);
  }
  const set = iconSets.get(prefix!)!;
  const found = set.icons[icon] ?? set.icons[set.aliases?.[icon]?.parent ?? ''];
  if (!found) throw new Error(`no icon ${name}`);
  return found.body;
}

/** An icon of a 24 px set (`lucide:rocket`) drawn at `size` px with its top-left at x, y. */
export function icon(name: string, x: number, y: number, size: number, color: string): string {
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${n(size / 24)})" color="${color}">${iconBody(name)}</g>`;
}

/** A pill: rounded box with a centred label. Returns the markup and its width. */
export function pill(
  x: number,
  y: number,
  label: string,
  style: { fill: string; color: string; stroke?: string; size?: number; h?: number; pad?: number; weight?: number; mono?: boolean },
): { svg: string; w: number } {
  const size = style.size ?? 11;
  const h = style.h ?? size + 10;
  const pad = style.pad ?? 8;
  const w = Math.round(textWidth(label, size, { bold: (style.weight ?? 500) >= 600, mono: style.mono }) + pad * 2);
  return {
    w,
    svg:
      rect(x, y, w, h, { fill: style.fill, stroke: style.stroke, rx: Math.min(h / 2, 6) }) +
      text(x + w / 2, y + h / 2 + size * 0.36, label, {
        size,
        fill: style.color,
        weight: style.weight ?? 500,
        anchor: 'middle',
        mono: style.mono,
      }),
  };
}

/** A window: rounded frame, title bar with three dots and a centred title (a file, a URL). */
export function windowFrame(p: Palette, x: number, y: number, w: number, h: number, title = '', bar = 36): string {
  const dots = [0, 1, 2].map((i) => circle(x + 18 + i * 16, y + bar / 2, 5, { fill: p.borderStrong })).join('');
  const pillW = title ? Math.min(w - 160, textWidth(title, 12) + 28) : 0;
  return [
    rect(x + 0.5, y + 0.5, w - 1, h - 1, { fill: p.bg, stroke: p.border, rx: 12 }),
    `<path d="M${x + 12.5} ${y + 0.5}H${x + w - 12.5}a12 12 0 0 1 12 12V${y + bar}H${x + 0.5}V${y + 12.5}a12 12 0 0 1 12-12z" fill="${p.muted}"/>`,
    line(x + 0.5, y + bar, x + w - 0.5, y + bar, p.border),
    rect(x + 0.5, y + 0.5, w - 1, h - 1, { stroke: p.border, rx: 12 }),
    dots,
    title ? rect(x + (w - pillW) / 2, y + 8, pillW, bar - 16, { fill: p.bg, stroke: p.border, rx: 6 }) : '',
    title ? text(x + w / 2, y + bar / 2 + 4, title, { size: 12, fill: p.dim, anchor: 'middle' }) : '',
  ].join('');
}

/**
 * The whole document: fonts as classes, a title for the image opened on its own. Text is
 * drawn with geometric precision: Chromium then shapes each run once at its own size and
 * scales the outlines with the picture, where it would otherwise shape it again at every
 * size the picture is drawn at, hinted; that work is most of what an illustration costs the
 * page's main thread (a hero's text took twice as long to lay out and paint).
 */
export function svgDocument(width: number, height: number, title: string, body: string[]): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-labelledby="t" text-rendering="geometricPrecision" font-family="${SANS}">`,
    `<title id="t">${esc(title)}</title>`,
    `<style>.m{font-family:${MONO}}.s{font-family:${SERIF}}</style>`,
    ...body,
    '</svg>\n',
  ].join('');
}
