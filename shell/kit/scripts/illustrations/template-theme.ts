/**
 * A template's look: the site's palette with the template's own accent colour in place of the
 * green: shades 500 for fills, 700 for text on light, 400 for text on dark, and a soft tint
 * mixed into the background.
 */
import { PALETTES, type Mode, type Palette } from './svg.ts';

export interface Accent {
  /** Tailwind-style shades: 400, 500 and 700. */
  400: string;
  500: string;
  700: string;
}

export const ACCENTS = {
  green: { 400: '#00dc82', 500: '#00c16a', 700: '#007f45' },
  violet: { 400: '#a78bfa', 500: '#8b5cf6', 700: '#6d28d9' },
  sky: { 400: '#38bdf8', 500: '#0ea5e9', 700: '#0369a1' },
  amber: { 400: '#fbbf24', 500: '#f59e0b', 700: '#b45309' },
  emerald: { 400: '#34d399', 500: '#10b981', 700: '#047857' },
  rose: { 400: '#fb7185', 500: '#f43f5e', 700: '#be123c' },
  red: { 400: '#f87171', 500: '#ef4444', 700: '#b91c1c' },
  teal: { 400: '#2dd4bf', 500: '#14b8a6', 700: '#0f766e' },
  indigo: { 400: '#818cf8', 500: '#6366f1', 700: '#4338ca' },
  slate: { 400: '#94a3b8', 500: '#64748b', 700: '#334155' },
} satisfies Record<string, Accent>;

/** `a` mixed into `b` at `t` (0-1), both #rrggbb. */
export function mix(a: string, b: string, t: number): string {
  const channels = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  const [x, y] = [channels(a), channels(b)];
  return `#${x
    .map((v, i) =>
      Math.round(v * t + y[i]! * (1 - t))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

export function templatePalette(mode: Mode, accent: Accent): Palette {
  const base = PALETTES[mode];
  return mode === 'light'
    ? { ...base, primary: accent[500], primaryText: accent[700], primarySoft: mix(accent[500], base.bg, 0.12) }
    : { ...base, primary: accent[400], primaryText: accent[400], primarySoft: mix(accent[500], base.bg, 0.18) };
}
