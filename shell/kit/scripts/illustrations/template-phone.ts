/**
 * A template on phones: two handsets side by side on a tinted backdrop, each showing a page
 * as the template lays it out at 390 px (header with its menu, then the page's blocks stacked
 * in one column). Blocks are described, not drawn by hand, so each template lists what its
 * phone pages hold.
 */
import type { Language } from './code.ts';
import { button, callout, codeCard } from './parts.ts';
import { changeKind, H, type Site, scene, W } from './template-pages.ts';
import { type Palette, circle, fit, icon, line, pill, rect, text, textWidth } from './svg.ts';

export type PhoneBlock =
  | { kind: 'label'; text: string }
  | { kind: 'title'; lines: string[]; size?: number }
  | { kind: 'text'; lines: string[]; dim?: boolean }
  | { kind: 'image'; tint: string; h?: number }
  | { kind: 'code'; name: string; source: string; language: Language }
  | { kind: 'button'; label: string }
  | { kind: 'search'; placeholder: string }
  | { kind: 'card'; icon?: string; title: string; text: string }
  | { kind: 'tip'; lines: string[] }
  | { kind: 'toc' }
  | { kind: 'release'; version: string; date: string; items: Array<['New' | 'Fix' | 'Breaking', string]> }
  | { kind: 'plan'; name: string; price: string; period: string; features: string[] };

const SCREEN_W = 276;
const SCREEN_H = 596;

function block(p: Palette, site: Site, b: PhoneBlock, x: number, y: number, rtl: boolean): { svg: string; h: number } {
  const w = SCREEN_W - 32;
  const at = rtl ? ({ anchor: 'start', rtl: true } as const) : ({} as const);
  const tx = rtl ? x + w : x;
  switch (b.kind) {
    case 'label':
      return { svg: text(tx, y + 12, b.text, { size: 11, weight: 700, fill: p.primaryText, ...at }), h: 22 };
    case 'title': {
      // the widest line decides the size: a headline never runs off the screen
      const widest = Math.max(...b.lines.map((l) => textWidth(l, 1, { bold: true })));
      const size = Math.min(b.size ?? 24, Math.floor(w / widest));
      return {
        svg: b.lines
          .map((l, i) => text(tx, y + size + i * size * 1.2, l, { size, weight: 800, fill: p.heading, serif: site.serif, ...at }))
          .join(''),
        h: b.lines.length * size * 1.2 + 12,
      };
    }
    case 'text':
      return {
        svg: b.lines
          .map((l, i) =>
            text(tx, y + 14 + i * 21, fit(l, 13, w), { size: 13, fill: b.dim ? p.dim : p.text, serif: site.serif && !b.dim, ...at }),
          )
          .join(''),
        h: b.lines.length * 21 + 12,
      };
    case 'image': {
      const h = b.h ?? 130;
      return { svg: scene(p, x, y, w, h, b.tint, 8), h: h + 16 };
    }
    case 'code': {
      const card = codeCard(p, x, y, w, { name: b.name, source: b.source, language: b.language, size: 11, lineHeight: 18 });
      return { svg: card.svg, h: card.h + 14 };
    }
    case 'button': {
      const bt = button(p, x, y, b.label, { size: 13, h: 36, icon: 'lucide:arrow-right' });
      return { svg: bt.svg, h: 50 };
    }
    case 'search':
      return {
        svg:
          rect(x, y, w, 40, { fill: p.bg, stroke: p.borderStrong, rx: 8 }) +
          icon('lucide:search', x + 12, y + 11, 18, p.dim) +
          text(x + 40, y + 25, b.placeholder, { size: 13, fill: p.dim }),
        h: 54,
      };
    case 'card':
      return {
        svg: [
          rect(x + 0.5, y + 0.5, w - 1, 72, { fill: p.bg, stroke: p.border, rx: 8 }),
          b.icon ? icon(b.icon, x + 14, y + 14, 18, p.primaryText) : '',
          text(x + (b.icon ? 42 : 14), y + 28, fit(b.title, 14, w - (b.icon ? 56 : 28), { bold: true }), {
            size: 14,
            weight: 700,
            fill: p.heading,
          }),
          text(x + 14, y + 54, fit(b.text, 12, w - 28), { size: 12, fill: p.dim }),
        ].join(''),
        h: 84,
      };
    case 'tip': {
      const c = callout(p, x, y, w, b.lines);
      return { svg: c.svg, h: c.h + 14 };
    }
    case 'toc':
      return {
        svg: [
          line(x - 16, y, x + w + 16, y, p.border),
          icon('lucide:list', x, y + 12, 16, p.heading),
          text(x + 24, y + 25, rtl ? 'في هذه الصفحة' : 'On this page', { size: 13, weight: 600, fill: p.heading }),
          icon('lucide:chevron-down', x + w - 16, y + 12, 16, p.dim),
          line(x - 16, y + 40, x + w + 16, y + 40, p.border),
        ].join(''),
        h: 54,
      };
    case 'release': {
      const out = [
        circle(x + 5, y + 8, 5, { fill: p.primary }),
        text(x + 18, y + 13, b.version, { size: 14, weight: 700, fill: p.heading, mono: true }),
        text(x + w, y + 13, b.date, { size: 12, fill: p.dim, anchor: 'end' }),
      ];
      b.items.forEach(([kind, label], i) => {
        const chip = pill(x + 18, y + 26 + i * 28, kind, { ...changeKind(p, kind), size: 10, h: 20, weight: 700 });
        out.push(chip.svg, text(x + 18 + chip.w + 8, y + 40 + i * 28, label, { size: 12, fill: p.text }));
      });
      return { svg: out.join(''), h: 36 + b.items.length * 28 };
    }
    case 'plan': {
      const out = [rect(x + 1, y + 1, w - 2, 60 + b.features.length * 26 + 56, { fill: p.bg, stroke: p.primary, sw: 2, rx: 10 })];
      out.push(text(x + 18, y + 32, b.name, { size: 17, weight: 700, fill: p.heading }));
      out.push(
        text(x + 18, y + 66, b.price, { size: 28, weight: 800, fill: p.heading }),
        text(x + 26 + b.price.length * 17, y + 66, b.period, { size: 12, fill: p.dim }),
      );
      b.features.forEach((f, i) => {
        out.push(
          icon('lucide:circle-check', x + 18, y + 82 + i * 26, 15, p.primaryText),
          text(x + 40, y + 94 + i * 26, f, { size: 12, fill: p.text }),
        );
      });
      out.push(button(p, x + 18, y + 92 + b.features.length * 26, 'Get started', { size: 12, h: 30 }).svg);
      return { svg: out.join(''), h: 60 + b.features.length * 26 + 70 };
    }
  }
}

/** One handset at x, y showing the template's mobile header and `blocks`. */
function handset(p: Palette, site: Site, x: number, y: number, blocks: PhoneBlock[], rtl: boolean): string {
  const sx = x + 12;
  const sy = y + 14;
  const id = `screen${Math.round(x)}`;
  const out = [
    rect(x, y, 300, 624, { fill: p.mode === 'light' ? '#0f172a' : '#334155', rx: 40 }),
    `<clipPath id="${id}">${rect(sx, sy, SCREEN_W, SCREEN_H, { fill: '#000', rx: 30 })}</clipPath>`,
    `<g clip-path="url(#${id})">`,
    rect(sx, sy, SCREEN_W, SCREEN_H, { fill: p.bg }),
    // status bar and the template's header
    text(sx + 28, sy + 22, '9:41', { size: 12, weight: 700, fill: p.heading }),
    rect(sx + SCREEN_W - 50, sy + 12, 22, 11, { stroke: p.heading, rx: 3 }),
    rect(sx + SCREEN_W - 48, sy + 14, 14, 7, { fill: p.heading, rx: 1 }),
    line(sx, sy + 82, sx + SCREEN_W, sy + 82, p.border),
    icon(site.mark, rtl ? sx + SCREEN_W - 38 : sx + 16, sy + 46, 20, p.primaryText),
    text(rtl ? sx + SCREEN_W - 44 : sx + 44, sy + 62, site.name, {
      size: 16,
      weight: 700,
      fill: p.heading,
      serif: site.serif,
      anchor: rtl ? 'end' : 'start',
    }),
    icon('lucide:search', rtl ? sx + 52 : sx + SCREEN_W - 70, sy + 47, 18, p.text),
    icon('lucide:menu', rtl ? sx + 16 : sx + SCREEN_W - 36, sy + 47, 18, p.text),
  ];
  let cy = sy + 98;
  for (const b of blocks) {
    const drawn = block(p, site, b, sx + 16, cy, rtl);
    out.push(drawn.svg);
    cy += drawn.h;
    if (cy > sy + SCREEN_H) break;
  }
  out.push('</g>');
  out.push(rect(x + 110, y + 6, 80, 16, { fill: p.mode === 'light' ? '#0f172a' : '#334155', rx: 8 }));
  return out.join('');
}

/** Two phones on the template's tint: a home page and an inner page. */
export function phones(p: Palette, site: Site, left: PhoneBlock[], right: PhoneBlock[], opts: { rtlRight?: boolean } = {}): string[] {
  return [
    rect(0, 0, W, H, { fill: p.primarySoft }),
    circle(W * 0.16, H * 0.18, 220, { fill: p.bg, opacity: 0.4 }),
    circle(W * 0.86, H * 0.92, 180, { fill: p.bg, opacity: 0.4 }),
    handset(p, site, 300, 48, left, false),
    handset(p, site, 680, 48, right, opts.rtlRight ?? false),
  ];
}
