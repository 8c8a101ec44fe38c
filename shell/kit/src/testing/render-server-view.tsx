/**
 * Shows a view as the server sends it, never hydrated: what a reader gets before the page's
 * script runs (or without it). The server HTML is parsed into the test DOM (happy-dom), so
 * tests query it by role and text through `screen` and `within`, as with `renderView`, and
 * `cleanup` removes it.
 */
import type { ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { renderToHtml } from './render-to-html.tsx';

/** Same arguments as `renderView`; `container` holds exactly the server's markup. */
export function renderServerView(node: ReactNode, locale?: string, path = '/'): RenderResult {
  // A static element holding the markup: React never hydrates it, so it stays the server's.
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the test's own server render, shown as the browser receives it
  const result = render(<div dangerouslySetInnerHTML={{ __html: renderToHtml(node, locale, path) }} />);
  return { ...result, container: result.container.firstElementChild as HTMLElement };
}
