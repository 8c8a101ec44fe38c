/**
 * Inline SVG icons. The interface's icons are inlined from the generated map
 * (icons.generated.ts); icons only content names come from a second map loaded on demand
 * (content-icons.ts); any other `i-{collection}-{name}` (also written `collection:name`) is
 * loaded from the icon API after mount, in a box of the same size so nothing moves. Icons
 * are decorative: they are hidden from assistive technology, and the control that holds
 * one carries the name.
 *
 * An icon hydrated before its map is loaded keeps the server's markup (React never writes
 * an element's `dangerouslySetInnerHTML` content while hydrating, nor later while the value
 * stays the same), and asks nothing of the icon API meanwhile; the map is loaded once the
 * page is idle, and at once for an icon first drawn after hydration.
 */
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { iconKey, parseIconName } from '@site/contracts';
import { $contentIcons, prepareContentIcons, type IconBody } from './content-icons.ts';
import { isHydrating, whenIdle } from './hydration.ts';
import { iconPrefixes, icons } from './icons.generated.ts';
import { useRemoteIcon } from './useRemoteIcon.ts';

export interface IconProps {
  /** `i-lucide-rocket`, `i-simple-icons-github`, `ph:rocket-launch`, … */
  name: string;
  className?: string;
}

function lookup(map: Readonly<Record<string, IconBody>> | null, name: string | undefined): IconBody | null {
  if (!map || !name) return null;
  const exact = map[name];
  if (exact) return exact;
  const ref = parseIconName(name, iconPrefixes);
  return ref ? (map[iconKey(ref)] ?? null) : null;
}

export function Icon({ name, className }: IconProps) {
  const contentIcons = useStore($contentIcons);
  // Drawn by the server and not redrawn here: the markup stays until the icon changes.
  const [hydratedName] = useState(() => (isHydrating() ? name : null));
  const local = lookup(icons, name) ?? lookup(contentIcons, name);
  const waiting = !local && !contentIcons;
  const ref = local || waiting ? null : parseIconName(name, iconPrefixes);
  const remote = useRemoteIcon(ref);
  const icon = local ?? remote;
  useEffect(() => {
    if (!waiting) return;
    const load = () => void prepareContentIcons().catch(() => undefined);
    if (hydratedName === name) whenIdle(load);
    else load();
  }, [waiting, hydratedName, name]);
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
      suppressHydrationWarning={waiting || undefined}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: trusted markup from the installed icon sets (inlined, or served by our own icon API), never from content
      dangerouslySetInnerHTML={{ __html: icon?.body ?? '' }}
    />
  );
}
