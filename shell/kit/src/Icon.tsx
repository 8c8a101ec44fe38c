/**
 * Inline SVG icons, from two generated maps loaded on demand (icon-maps.ts): the interface's
 * icons, and those only content names; any other `i-{collection}-{name}` (also written
 * `collection:name`) is loaded from the icon API after mount, in a box of the same size so
 * nothing moves. Icons are decorative: they are hidden from assistive technology, and the
 * control that holds one carries the name.
 *
 * An icon hydrated before its map is loaded keeps the server's markup (React never writes
 * an element's `dangerouslySetInnerHTML` content while hydrating, nor later while the value
 * stays the same), and asks nothing of the icon API meanwhile, so a first load carries no
 * map: the interface's map is loaded once the page is idle (then the content map, if the
 * icon is in neither), and at once for an icon first drawn after hydration.
 */
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { iconKey, memoizeString, parseIconName } from '@site/contracts';
import { contentIcons, interfaceIcons, type IconBody } from './icon-maps.ts';
import { isHydrating, whenIdle } from './hydration.ts';
import { iconPrefixes } from './icon-prefixes.generated.ts';
import { useRemoteIcon } from './useRemoteIcon.ts';

export interface IconProps {
  /** `i-lucide-rocket`, `i-simple-icons-github`, `ph:rocket-launch`, … */
  name: string;
  className?: string;
}

type IconMap = Readonly<Record<string, IconBody>>;

/**
 * Answers kept by name (a page draws dozens of icons, most of them a few names): the names
 * read, and each map's lookups. Bounded: names come from content too.
 */
const KEPT_NAMES = 2048;
const iconRef = memoizeString((name) => parseIconName(name, iconPrefixes), KEPT_NAMES);
const lookups = new WeakMap<IconMap, (name: string) => IconBody | null>();

function lookup(map: IconMap | null, name: string | undefined): IconBody | null {
  if (!map || !name) return null;
  let inMap = lookups.get(map);
  if (!inMap) {
    inMap = memoizeString((wanted) => {
      if (map[wanted]) return map[wanted];
      const ref = iconRef(wanted);
      return ref ? (map[iconKey(ref)] ?? null) : null;
    }, KEPT_NAMES);
    lookups.set(map, inMap);
  }
  return inMap(name);
}

export function Icon({ name, className }: IconProps) {
  const ui = useStore(interfaceIcons.$icons);
  const content = useStore(contentIcons.$icons);
  // Drawn by the server and not redrawn here: the markup stays until the icon changes.
  const [hydratedName] = useState(() => (isHydrating() ? name : null));
  const local = lookup(ui, name) ?? lookup(content, name);
  // The map the icon may still be in: the interface's first, then content's.
  const pending = local ? null : !ui ? interfaceIcons : !content ? contentIcons : null;
  const waiting = pending !== null;
  const ref = local || waiting ? null : iconRef(name);
  const remote = useRemoteIcon(ref);
  const icon = local ?? remote;
  useEffect(() => {
    if (!pending) return;
    const load = () => void pending.prepare().catch(() => undefined);
    if (hydratedName === name) whenIdle(load);
    else load();
  }, [pending, hydratedName, name]);
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
