/**
 * The colours content may give a badge or a callout (`:badge[New]{color="success"}`): Nuxt UI
 * 3's semantic names, and the palette names content written for Nuxt UI 2 still uses
 * (`green`, `red`, `orange`, …), read as the semantic colour they were used for. An unknown
 * name is undefined, so the component keeps its default look.
 */
export type UiColor = 'primary' | 'secondary' | 'success' | 'info' | 'warning' | 'error' | 'neutral';

const SEMANTIC: readonly string[] = ['primary', 'secondary', 'success', 'info', 'warning', 'error', 'neutral'];

const PALETTE: Readonly<Record<string, UiColor>> = {
  green: 'success',
  emerald: 'success',
  lime: 'success',
  teal: 'success',
  red: 'error',
  rose: 'error',
  pink: 'error',
  orange: 'warning',
  amber: 'warning',
  yellow: 'warning',
  blue: 'info',
  sky: 'info',
  cyan: 'info',
  indigo: 'info',
  violet: 'secondary',
  purple: 'secondary',
  fuchsia: 'secondary',
  gray: 'neutral',
  grey: 'neutral',
  slate: 'neutral',
  zinc: 'neutral',
  stone: 'neutral',
  black: 'neutral',
  white: 'neutral',
};

export function uiColor(name: string | undefined): UiColor | undefined {
  if (!name) return undefined;
  const key = name.trim().toLowerCase();
  if (SEMANTIC.includes(key)) return key as UiColor;
  return Object.hasOwn(PALETTE, key) ? PALETTE[key] : undefined;
}
