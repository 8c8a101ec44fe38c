/**
 * A page body the server rendered, kept as it is (CONTRACTS.md §6): React is given the
 * element with `dangerouslySetInnerHTML`, whose content hydration never touches, so the
 * server's markup stays and React owns only the wrapper; its copy buttons, tabs and API icons
 * are enhanced in the DOM (server-html-behaviour.ts). Were the element ever rendered afresh
 * (React re-rendering the whole root after a hydration mismatch elsewhere), the server's
 * nodes, captured before hydration (`captureServerHtml`), are moved into it.
 */
import { useCallback } from 'react';
import { useT } from '../i18n/useT.ts';
import { enhanceServerHtml } from './server-html-behaviour.ts';

/** Constant, so React never sees the content change and never writes it. */
const KEEP = { __html: '' };
const captured = new Map<string, Element>();

/** Remembers the server-rendered bodies under `root` by id; call before hydrating it. */
export function captureServerHtml(root: ParentNode): void {
  for (const el of root.querySelectorAll('[data-server-html]')) captured.set(el.getAttribute('data-server-html') ?? '', el);
}

export function ServerHtml({ id, className }: { id: string; className: string }) {
  const t = useT();
  const copied = t('code.copied');
  const failed = t('copy.failed');
  const keep = useCallback(
    (el: HTMLDivElement | null) => {
      if (!el) return;
      const server = captured.get(id);
      if (server && server !== el && el.childNodes.length === 0) el.replaceChildren(...server.childNodes);
      captured.set(id, el);
      enhanceServerHtml(el, { copied, failed });
    },
    [id, copied, failed],
  );
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty, constant value: it tells React to leave the server's sanitized markup as it is
    <div className={className} data-server-html={id} ref={keep} suppressHydrationWarning dangerouslySetInnerHTML={KEEP} />
  );
}
