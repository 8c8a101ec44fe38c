/**
 * An image with a variant per colour mode: both are in the markup and CSS shows the one that
 * matches `.dark`, so the server's HTML never depends on the reader's mode (`color-mode-image`
 * in content, template screenshots). Without a dark variant the light one shows in both modes.
 * A lazy image that CSS hides is never fetched, so a reader downloads one variant.
 * An eager image (a hero, a first card) is eager in its light variant only, the mode a page
 * opens in unless the reader or the system chose dark: an eager image is fetched even when
 * hidden, and an SVG one is parsed and laid out on the main thread as well, work and a
 * request a light page had for a picture it never shows. In dark mode the dark variant, lazy
 * and in view, loads at the first layout.
 */
import type { CSSProperties } from 'react';
import { checkUrl } from '@site/contracts';
import { useInterfaceLanguage } from './ContentRegion.tsx';

export interface ColorModeImgProps {
  light?: string | null | undefined;
  dark?: string | null | undefined;
  alt: string;
  /** The alt text is the interface's ("Screenshot 1 of 3"), not the content's: it keeps the reader's language inside content of another. */
  interfaceAlt?: boolean;
  width?: number | undefined;
  height?: number | undefined;
  className?: string;
  loading?: 'eager' | 'lazy';
  fetchPriority?: 'high' | 'auto';
  style?: CSSProperties;
}

export function ColorModeImg({ light, dark, alt, interfaceAlt, className, loading = 'lazy', fetchPriority, ...size }: ColorModeImgProps) {
  const interfaceLanguage = useInterfaceLanguage();
  const language = interfaceAlt ? interfaceLanguage : {};
  const lightSrc = light ? checkUrl(light, 'image') : null;
  const darkSrc = dark ? checkUrl(dark, 'image') : null;
  const img = (src: string, mode: 'light' | 'dark' | 'any') => {
    const eager = loading === 'eager' && mode !== 'dark';
    return (
      <img
        src={src}
        alt={alt}
        {...language}
        className={`${className ? `${className} ` : ''}color-mode-image color-mode-image--${mode}`}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? fetchPriority : fetchPriority && 'auto'}
        decoding="async"
        {...size}
      />
    );
  };
  return (
    <>
      {lightSrc ? img(lightSrc, darkSrc ? 'light' : 'any') : null}
      {darkSrc ? img(darkSrc, lightSrc ? 'dark' : 'any') : null}
    </>
  );
}
