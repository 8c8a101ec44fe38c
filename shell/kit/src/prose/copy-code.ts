/**
 * Copies a code block's text and reads the result out through the page's one polite live
 * region: the copy buttons React renders (CopyButton) and those in server HTML
 * (server-html-behaviour.ts) both go through here.
 */
import { announce } from '../announce.ts';

export interface CopyCodeTexts {
  copied: string;
  failed: string;
}

/** How long a button shows that it copied. */
export const COPIED_MS = 2000;

export async function copyCode(code: string, texts: CopyCodeTexts): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(code);
  } catch (error) {
    console.warn('Copy to clipboard failed: the browser refused clipboard access (it needs a secure context and focus).', error);
    announce(texts.failed);
    return false;
  }
  announce(texts.copied);
  return true;
}
