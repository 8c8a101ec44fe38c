/**
 * Inline SVG icons. Every icon the site's code and content name is inlined from the
 * generated map (icons.generated.ts, from the installed Iconify sets); any other
 * `i-{collection}-{name}` (also written `collection:name`) is loaded from the icon API
 * after mount, in a box of the same size so nothing moves. Icons are decorative: they are
 * hidden from assistive technology, and the control that holds one carries the name.
 */
import { iconKey, parseIconName } from '@site/contracts';
import { iconPrefixes, icons } from './icons.generated.ts';
import type { IconBody } from './remote-icons.ts';
import { useRemoteIcon } from './useRemoteIcon.ts';

export interface IconProps {
  /** `i-lucide-rocket`, `i-simple-icons-github`, `ph:rocket-launch`, … */
  name: string;
  className?: string;
}

function inlined(name: string | undefined): IconBody | null {
  if (!name) return null;
  const exact = icons[name];
  if (exact) return exact;
  const ref = parseIconName(name, iconPrefixes);
  return ref ? (icons[iconKey(ref)] ?? null) : null;
}

export function hasIcon(name: string | undefined): boolean {
  return inlined(name) !== null;
}

export function Icon({ name, className }: IconProps) {
  const local = inlined(name);
  const ref = local ? null : parseIconName(name, iconPrefixes);
  const remote = useRemoteIcon(ref);
  const icon = local ?? remote;
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${icon?.w ?? 24} ${icon?.h ?? 24}`}
      width="1em"
      height="1em"
      aria-hidden="true"
      focusable="false"
      className={className ? `icon ${className}` : 'icon'}
      // Names an icon left to the icon API, for server HTML the browser keeps (fillIconFromApi).
      data-icon={ref ? `${ref.prefix}:${ref.name}` : undefined}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: trusted markup from the installed icon sets (inlined, or served by our own icon API), never from content
      dangerouslySetInnerHTML={{ __html: icon?.body ?? '' }}
    />
  );
}
