/**
 * Copies a code block's raw text; works once hydrated (the server renders the same button).
 * The result (copied, or refused by the browser) is read out through the page's one polite
 * live region; the icon shows it for two seconds.
 */
import { useEffect, useRef, useState } from 'react';
import { announce } from '../announce.ts';
import { Icon } from '../Icon.tsx';
import { useT } from '../i18n/useT.ts';

export function CopyButton({ code }: { code: string }) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
    } catch (error) {
      console.warn('Copy to clipboard failed: the browser refused clipboard access (it needs a secure context and focus).', error);
      announce(t('copy.failed'));
      return;
    }
    announce(t('code.copied'));
    setCopied(true);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), 2000);
  };

  return (
    <button
      type="button"
      className="copy-button"
      aria-label={t('code.copy')}
      title={t('code.copy')}
      data-copied={copied || undefined}
      onClick={copy}
    >
      <Icon name={copied ? 'i-lucide-copy-check' : 'i-lucide-copy'} />
    </button>
  );
}
