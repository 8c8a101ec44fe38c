/**
 * `color-mode-image` (`u-color-mode-image`): one image for the light theme, another for the
 * dark theme; CSS shows the one matching `.dark`, so the server markup never depends on the
 * reader's mode. Width and height (or a 16:9 box) keep the layout from shifting. Images load
 * lazily (the hidden variant, `display: none`, is then never fetched); `loading: eager` is for
 * an image above the fold, such as a hero's.
 */
import { checkUrl } from '@site/contracts';
import { str } from '../prose/nodes.ts';
import type { ProseComponentProps } from '../prose/types.ts';

export function ColorModeImage({ props }: ProseComponentProps) {
  const lightSrc = str(props.light);
  const darkSrc = str(props.dark);
  const light = lightSrc ? checkUrl(lightSrc, 'image') : null;
  const dark = darkSrc ? checkUrl(darkSrc, 'image') : null;
  const alt = str(props.alt) ?? '';
  const width = Number(props.width) || undefined;
  const height = Number(props.height) || undefined;
  const sized = width && height ? { width, height } : { style: { aspectRatio: '16 / 9' } };
  const loading = props.loading === 'eager' ? 'eager' : 'lazy';
  const img = (src: string, mode: string) => (
    <img src={src} alt={alt} className={`color-mode-image color-mode-image--${mode}`} loading={loading} decoding="async" {...sized} />
  );
  return (
    <>
      {light ? img(light, dark ? 'light' : 'any') : null}
      {dark ? img(dark, light ? 'dark' : 'any') : null}
    </>
  );
}
