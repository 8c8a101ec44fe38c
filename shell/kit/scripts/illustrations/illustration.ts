/** What every illustration is: a name (its file), a description (its title), a size and a drawing per palette. */
import { PALETTES, type Mode, type Palette, svgDocument } from './svg.ts';

export interface Illustration {
  /** File path under content/_images, without the extension: `illustrations/home-hero`. */
  file: string;
  title: string;
  width: number;
  height: number;
  draw(p: Palette): string[];
}

/** The file name of a variant: `x.svg` for light, `x.dark.svg` for dark. */
export function variantFile(file: string, mode: Mode): string {
  return mode === 'light' ? `${file}.svg` : `${file}.dark.svg`;
}

export function render(illustration: Illustration, mode: Mode): string {
  const p = PALETTES[mode];
  return svgDocument(illustration.width, illustration.height, illustration.title, illustration.draw(p));
}
