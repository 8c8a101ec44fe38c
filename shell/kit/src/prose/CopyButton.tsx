/** Copies a code block's raw text; works once hydrated (the server renders the same button). */
import { useEffect, useRef, useState } from 'react';
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
      return;
    }
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
      <span className="sr-only" aria-live="polite">
        {copied ? t('code.copied') : ''}
      </span>
    </button>
  );
}
