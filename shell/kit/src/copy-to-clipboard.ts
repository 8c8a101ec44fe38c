/**
 * Copies text and tells the reader how it went with a toast: success, or an error when the
 * browser refuses clipboard access (no secure context, no focus, permission denied) or the
 * text could not be produced. Never throws: a refused clipboard is a message, not a crash.
 */
import { notify } from './toaster.ts';

export interface CopyMessages {
  success: string;
  failure: string;
}

/** `text` may be a promise (a Markdown source still loading); its failure is reported too. */
export async function copyToClipboard(text: string | Promise<string>, messages: CopyMessages): Promise<boolean> {
  try {
    const value = await text;
    if (!navigator.clipboard?.writeText) throw new Error('this browser offers no clipboard access here');
    await navigator.clipboard.writeText(value);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.warn(`Copy to clipboard failed: ${reason}`);
    notify({ type: 'error', title: messages.failure, description: reason });
    return false;
  }
  notify({ type: 'success', title: messages.success });
  return true;
}
