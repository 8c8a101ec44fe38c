/**
 * A landing page's markdown body (home, Studio, any page-type document), rendered with the
 * landing components (page hero, sections, grids, CTA). When the body has no hero or h1 of
 * its own, the page title is its h1, so every page keeps one heading.
 */
import type { PageBody } from '@site/contracts';
import { ContentRenderer } from '../prose/ContentRenderer.tsx';
import { bodyHasTitle } from './landing-props.ts';

export interface LandingBodyProps {
  body: PageBody;
  title: string;
  /** False when blocks above (a front matter hero) already show the h1. */
  needsTitle?: boolean;
}

export function LandingBody({ body, title, needsTitle = true }: LandingBodyProps) {
  const nodes = Array.isArray(body.value) ? body.value : [];
  if (nodes.length === 0) return null;
  return (
    <div className="landing-body">
      {needsTitle && !bodyHasTitle(nodes) ? <h1 className="page-hero__title landing-body__title">{title}</h1> : null}
      <ContentRenderer body={body} />
    </div>
  );
}
