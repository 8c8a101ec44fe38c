/** `browser-frame`: its content (a screenshot, a video) inside a window with a title bar. */
import { str } from '../prose/nodes.ts';
import type { ProseComponentProps } from '../prose/types.ts';

export function BrowserFrame({ props, nodes, render }: ProseComponentProps) {
  const title = str(props.title) ?? str(props.url);
  return (
    <div className="browser-frame">
      <div className="browser-frame__bar" aria-hidden={title ? undefined : true}>
        <span className="browser-frame__dot" />
        <span className="browser-frame__dot" />
        <span className="browser-frame__dot" />
        {title ? <span className="browser-frame__title">{title}</span> : null}
      </div>
      <div className="browser-frame__body">{render(nodes)}</div>
    </div>
  );
}
