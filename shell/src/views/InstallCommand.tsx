/**
 * The hero's shell command with a copy button that says whether the copy worked: its icon,
 * and the page's one polite live region.
 */
import { useEffect, useRef, useState } from 'react';
import { announce, Icon, useInterfaceLanguage } from '@site/kit';
import { useHomeText } from './i18n/index.ts';

export function InstallCommand({ command }: { command: string }) {
  const text = useHomeText();
  // The button's name is the reader's, also on an English home page.
  const language = useInterfaceLanguage();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(command);
      setState('copied');
      announce(text('home.copied'));
    } catch {
      // Clipboard access can be refused (insecure origin, permissions): say so instead of pretending.
      setState('failed');
      announce(text('home.copyFailed'));
    }
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setState('idle'), 2000);
  };

  return (
    <div className="home-install">
      <code className="home-install__command">
        <span className="home-install__prompt" aria-hidden="true">
          ${' '}
        </span>
        {command}
      </code>
      <button
        type="button"
        className="btn btn-ghost btn-icon home-install__copy"
        aria-label={text('home.copyInstall')}
        onClick={copy}
        {...language}
      >
        <Icon name={state === 'copied' ? 'i-lucide-check' : 'i-lucide-copy'} />
      </button>
    </div>
  );
}
