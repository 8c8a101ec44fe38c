/**
 * Link, anchor and image findings kept per page between checks, so that a dev rebuild does
 * not check every link of the site again. A page's findings depend on its own links, on
 * which paths have pages or files, and on the anchors of the pages its links reach. After a
 * change that keeps every path, only the changed pages and the pages whose links reach them
 * are checked again; after any other change (a page added, removed or moved, a file of the
 * content or public folder), every page.
 */
import type { Diagnostic } from '../errors.ts';
import { checkPageReferences, type LinkIndex } from './links.ts';
import type { ParsedPage } from './page.ts';

export class ReferenceFindings {
  private readonly byPage = new Map<string, Diagnostic[]>();
  /** A page's file → the files of the pages whose links reach it. */
  private readonly linkers = new Map<string, Set<string>>();
  /** A page's file → the files of the pages its links reach (to drop its old entries in `linkers`). */
  private readonly targets = new Map<string, Set<string>>();
  private readonly changed = new Set<string>();
  private everything = true;
  private filesKey: string | null = null;

  /** A page was loaded again at the same path: its anchors and links may differ. */
  pageChanged(rel: string): void {
    this.changed.add(rel);
  }

  /** The paths that exist changed: every link may resolve differently. */
  pathsChanged(): void {
    this.everything = true;
  }

  /**
   * Every finding, in the order of `pages`. `filesKey` names the static and public files the
   * links may reach (a change to it checks everything).
   */
  check(index: LinkIndex, pages: ReadonlyMap<string, ParsedPage>, filesKey: string): Diagnostic[] {
    if (filesKey !== this.filesKey) this.everything = true;
    this.filesKey = filesKey;
    let toCheck: Iterable<string>;
    if (this.everything) {
      this.byPage.clear();
      this.linkers.clear();
      this.targets.clear();
      toCheck = pages.keys();
    } else {
      const again = new Set(this.changed);
      for (const rel of this.changed) for (const linker of this.linkers.get(rel) ?? []) again.add(linker);
      toCheck = again;
    }
    for (const rel of toCheck) this.checkPage(index, rel, pages.get(rel));
    this.changed.clear();
    this.everything = false;
    const out: Diagnostic[] = [];
    for (const rel of pages.keys()) {
      const found = this.byPage.get(rel);
      if (found?.length) out.push(...found);
    }
    return out;
  }

  private checkPage(index: LinkIndex, rel: string, page: ParsedPage | undefined): void {
    for (const target of this.targets.get(rel) ?? []) this.linkers.get(target)?.delete(rel);
    this.targets.delete(rel);
    if (!page) {
      this.byPage.delete(rel);
      return;
    }
    const reached = new Set<string>();
    this.byPage.set(
      rel,
      checkPageReferences(index, page, (target) => reached.add(target.source.rel)),
    );
    this.targets.set(rel, reached);
    for (const target of reached) {
      let set = this.linkers.get(target);
      if (!set) {
        set = new Set();
        this.linkers.set(target, set);
      }
      set.add(rel);
    }
  }
}
