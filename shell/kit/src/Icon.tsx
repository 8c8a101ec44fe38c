/**
 * Inline SVG icons from the locally generated icon map (no icon API, no network).
 * Icons are decorative: they are hidden from assistive technology, and the control that
 * holds one carries the accessible name.
 */
import { icons } from './icons.generated.ts';

const warned = new Set<string>();

export interface IconProps {
  /** `i-lucide-rocket`, `i-simple-icons-github`, … */
  name: string;
  className?: string;
}

export function hasIcon(name: string | undefined): boolean {
  return !!name && name in icons;
}

export function Icon({ name, className }: IconProps) {
  const icon = icons[name];
  if (!icon) {
    if (!warned.has(name)) {
      warned.add(name);
      console.warn(
        `Icon "${name}" is not in the icon map (shell/kit/src/icons.generated.ts); ` +
          'run `node --import tsx shell/kit/scripts/generate-icons.ts` after using a new icon.',
      );
    }
    return null;
  }
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${icon.w ?? 24} ${icon.h ?? 24}`}
      width="1em"
      height="1em"
      aria-hidden="true"
      focusable="false"
      className={className ? `icon ${className}` : 'icon'}
      // Trusted markup: generated at development time from the installed icon sets, never from content.
      dangerouslySetInnerHTML={{ __html: icon.body }}
    />
  );
}
