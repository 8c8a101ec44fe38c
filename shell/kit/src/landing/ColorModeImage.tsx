/**
 * `color-mode-image` (`u-color-mode-image`): one image for the light theme, another for the
 * dark theme (the kit's ColorModeImg). Width and height (or a 16:9 box) keep the layout from
 * shifting. Images load lazily (the hidden variant is then never fetched); `loading: eager` is
 * for an image above the fold, such as a hero's.
 */
import { ColorModeImg } from '../ColorModeImg.tsx';
import { str } from '../prose/nodes.ts';
import type { ProseComponentProps } from '../prose/types.ts';

export function ColorModeImage({ props }: ProseComponentProps) {
  const width = Number(props.width) || undefined;
  const height = Number(props.height) || undefined;
  return (
    <ColorModeImg
      light={str(props.light)}
      dark={str(props.dark)}
      alt={str(props.alt) ?? ''}
      loading={props.loading === 'eager' ? 'eager' : 'lazy'}
      {...(width && height ? { width, height } : { style: { aspectRatio: '16 / 9' } })}
    />
  );
}
