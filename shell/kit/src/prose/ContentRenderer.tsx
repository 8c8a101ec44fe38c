/**
 * Renders a page body. On the server (and for bodies of client navigation) the prose
 * renderer draws the tree (prose-tree.tsx, loaded on demand: prose-loader.ts); a body the
 * inline state gives as the server's HTML (`serverHtml`, CONTRACTS.md §6) keeps that HTML
 * (ServerHtml.tsx), so a first load renders no body and loads no renderer.
 */
import type { PageBody } from '@site/contracts';
import { proseTree } from './prose-loader.ts';
import { ServerHtml } from './ServerHtml.tsx';
import type { ProseComponent } from './types.ts';

export interface ContentRendererProps {
  body: PageBody | null | undefined;
  className?: string;
  /** Extra or replacement components, by tag name. */
  components?: Record<string, ProseComponent>;
}

export function ContentRenderer({ body, className, components }: ContentRendererProps) {
  const classes = className ? `prose ${className}` : 'prose';
  const tree = proseTree();
  // A whole body without the renderer can only be met while hydrating (every page render
  // prepares it first): the server's HTML is kept as for an outlined body.
  if (body?.serverHtml || (body && !tree)) return <ServerHtml id={body.serverHtml ?? ''} className={classes} />;
  return (
    <div className={classes} data-server-html={body?.htmlId}>
      {body && tree ? tree.renderBody(body, components) : null}
    </div>
  );
}
