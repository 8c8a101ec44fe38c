/**
 * Each remote version's stylesheet, for pages to carry inline (html-document.ts): a page's
 * first paint then waits for no stylesheet request. A version's file is fetched once from
 * its asset server, by the first page that needs it; a failed fetch leaves pages linking the
 * file, and is tried again by a later page.
 */
import type { RemoteName } from '@site/contracts';

export class RemoteStyles {
  private readonly texts = new Map<string, Promise<string | undefined>>();

  constructor(
    private readonly assetUrl: (remote: RemoteName) => string,
    private readonly timeoutMs: number,
  ) {}

  text(remote: RemoteName, version: string): Promise<string | undefined> {
    const key = `${remote}/${version}`;
    let pending = this.texts.get(key);
    if (!pending) {
      pending = fetch(`${this.assetUrl(remote)}/_remotes/${remote}/${version}/browser/styles.css`, {
        signal: AbortSignal.timeout(this.timeoutMs),
      })
        .then((res) => (res.ok ? res.text() : Promise.reject(new Error(`HTTP ${res.status}`))))
        .catch(() => {
          this.texts.delete(key);
          return undefined;
        });
      this.texts.set(key, pending);
    }
    return pending;
  }
}
