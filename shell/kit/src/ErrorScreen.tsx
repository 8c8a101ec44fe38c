/**
 * The error screen of spec §2: localised title and description, the status code when
 * present, the message only when it says more than the status title, and "Back to home",
 * which clears the error and goes to the redirect path (default `/`).
 */
import type { MouseEvent } from 'react';
import { navigate } from './navigation.ts';
import { useT } from './i18n/useT.ts';

export interface ErrorInfo {
  statusCode?: number;
  statusMessage?: string;
  message?: string;
}

export interface ErrorScreenProps {
  error: ErrorInfo;
  /** Where "Back to home" leads; default `/`. */
  redirect?: string;
  /** Clears the error state before navigating. */
  onClear?: () => void;
}

export function ErrorScreen({ error, redirect = '/', onClear }: ErrorScreenProps) {
  const t = useT();
  const code = error.statusCode;
  const fallbackTitle = error.statusMessage || t('error.title');
  const title = code ? t(`error.${code}`, { defaultValue: fallbackTitle }) : fallbackTitle;
  const description = code === 404 ? t('notFound.description') : t('error.description');
  const message = error.message?.trim();
  const showMessage = !!message && message !== title && message !== error.statusMessage;

  const backHome = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onClear?.();
    navigate(redirect);
  };

  return (
    <div className="status-screen container">
      {code ? <p className="status-code">{code}</p> : null}
      <h1>{title}</h1>
      <p>{description}</p>
      {/* The server's detail is English: isolated, so a right-to-left page keeps its order (".The content…"). */}
      {showMessage ? (
        <p className="error-message">
          <bdi lang="en">{message}</bdi>
        </p>
      ) : null}
      <a href={redirect} className="btn btn-primary btn-lg" onClick={backHome}>
        {t('common.backToHome')}
      </a>
    </div>
  );
}
