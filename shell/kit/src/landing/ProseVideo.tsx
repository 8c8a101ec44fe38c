/**
 * `video`: a video file with the author's attributes (controls, autoplay, loop, muted,
 * poster). It keeps its box from the start (width and height, or 16:9), so nothing moves.
 */
import { checkUrl } from '@site/contracts';
import { bool, isElement, propsOf, str } from '../prose/nodes.ts';
import type { ProseComponentProps } from '../prose/types.ts';

export function ProseVideo({ props, nodes }: ProseComponentProps) {
  // `<video><source src="…"></video>` as raw HTML: the first source stands in for `src`.
  const source = nodes.find((n) => isElement(n) && n[0] === 'source');
  const rawSrc = str(props.src) ?? (isElement(source) ? str(propsOf(source).src) : undefined);
  const rawPoster = str(props.poster);
  const src = rawSrc ? checkUrl(rawSrc, 'image') : null;
  if (!src) return null;
  const poster = rawPoster ? (checkUrl(rawPoster, 'image') ?? undefined) : undefined;
  const width = Number(props.width) || undefined;
  const height = Number(props.height) || undefined;
  const autoplay = bool(props.autoplay);
  return (
    <video
      className="prose-video"
      src={src}
      poster={poster}
      controls={props.controls === undefined ? !autoplay : bool(props.controls)}
      autoPlay={autoplay}
      loop={bool(props.loop)}
      // Browsers only autoplay muted videos.
      muted={bool(props.muted) || autoplay}
      playsInline
      preload="metadata"
      width={width}
      height={height}
      style={width && height ? undefined : { aspectRatio: '16 / 9' }}
    />
  );
}
