/**
 * Copies a code block's raw text (copy-code.ts). Both icons are in the markup and CSS shows
 * the one for `data-copied`, so the button works the same in server HTML that is never
 * re-rendered (server-html-behaviour.ts sets the attribute there). The code to copy is the
 * text shown beside the button; `code` differing from it (`shown`) is carried in `data-copy`.
 */
import { useEffect, useRef, useState } from 'react';
import { Icon } from '../Icon.tsx';
import { useT } from '../i18n/useT.ts';
import { useInterfaceLanguage } from '../ContentRegion.tsx';
import { COPIED_MS, copyCode } from './copy-code.ts';

export function CopyButton({ code, shown }: { code: string; shown: string }) {
  const t = useT();
  // Its name and tooltip are the interface's, also beside English code on a Russian page.
  const language = useInterfaceLanguage();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const copy = async () => {
    if (!(await copyCode(code, { copied: t('code.copied'), failed: t('copy.failed') }))) return;
    setCopied(true);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_MS);
  };

  return (
    <button
      type="button"
      className="copy-button"
      aria-label={t('code.copy')}
      title={t('code.copy')}
      {...language}
      data-copied={copied || undefined}
      data-copy={code === shown ? undefined : code}
      onClick={copy}
    >
      <Icon name="i-lucide-copy" className="copy-icon" />
      <Icon name="i-lucide-copy-check" className="copied-icon" />
    </button>
  );
}
