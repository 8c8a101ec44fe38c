/** Data the blog and changelog loaders return and their views render. */
import type { ListIntro, PostRow, Surround } from '@site/contracts';

export interface BlogListData {
  intro: ListIntro;
  posts: PostRow[];
}
export interface BlogPostData {
  post: PostRow;
  surround: Array<Surround | null>;
}
export interface ChangelogListData {
  intro: ListIntro;
  entries: PostRow[];
}
export interface ChangelogEntryData {
  entry: PostRow;
  surround: Array<Surround | null>;
}
