/**
 * Avatar image; when it fails to load (or has no src) it shows the initials of the first
 * two words of its alt text, or an icon when there is no alt text (spec §4). A deferred
 * avatar's picture waits for the page to be interactive (`AfterHydration`): until then its
 * circle holds the place, as for any picture still loading.
 */
import { useEffect, useRef, useState } from 'react';
import { checkUrl } from '@site/contracts';
import { AfterHydration } from './AfterHydration.tsx';
import { Icon } from './Icon.tsx';

export interface AvatarProps {
  src?: string;
  alt?: string;
  /** 16 to 48 px (spec §9). */
  size?: number;
  icon?: string;
  className?: string;
  /**
   * The picture waits for the page to be interactive: for small faces in a list (a card
   * grid's authors), which are not what a reader comes for and would otherwise each be one
   * more request, per distinct author, before the page can be used.
   */
  defer?: boolean;
}

export function initials(alt: string | undefined): string {
  return (alt ?? '')
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
    .toUpperCase();
}

export function Avatar({ src: rawSrc, alt, size = 32, icon = 'i-lucide-user', className, defer = false }: AvatarProps) {
  const src = rawSrc === undefined ? undefined : (checkUrl(rawSrc, 'image') ?? undefined);
  const [failed, setFailed] = useState(false);
  const img = useRef<HTMLImageElement>(null);
  const px = Math.min(48, Math.max(16, size));

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new image source resets the fallback.
  useEffect(() => {
    setFailed(false);
    // The image may have failed before hydration attached onError.
    const el = img.current;
    if (el?.complete && el.naturalWidth === 0) setFailed(true);
  }, [src]);

  const text = initials(alt);
  const picture = src && !failed && (
    <img ref={img} src={src} alt={alt ?? ''} width={px} height={px} loading="lazy" decoding="async" onError={() => setFailed(true)} />
  );
  return (
    <span className={className ? `avatar ${className}` : 'avatar'} style={{ ['--avatar-size' as string]: `${px}px` }}>
      {picture ? (
        defer ? (
          <AfterHydration>{picture}</AfterHydration>
        ) : (
          picture
        )
      ) : text ? (
        <span role="img" aria-label={alt}>
          {text}
        </span>
      ) : (
        <Icon name={icon} />
      )}
    </span>
  );
}
