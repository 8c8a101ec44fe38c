/**
 * The pages this remote exposes to the shell (`./pages`): blog and changelog lists and entries.
 */
import { BLOG_TEXTS } from './i18n/index.ts';
import { loaderOnDemand, type RemotePage } from '@site/contracts';
import { BlogListView } from './components/BlogListView.tsx';
import { BlogPostView } from './components/BlogPostView.tsx';
import { ChangelogEntryView } from './components/ChangelogEntryView.tsx';
import { ChangelogListView } from './components/ChangelogListView.tsx';
import type { BlogListData, BlogPostData, ChangelogEntryData, ChangelogListData } from './page-data.ts';

const loaders = () => import('./loaders/blog-pages.ts');

const BlogList: RemotePage<BlogListData> = {
  load: loaderOnDemand(loaders, (m) => m.loadBlogList),
  Component: BlogListView,
  texts: BLOG_TEXTS,
};
const BlogPost: RemotePage<BlogPostData> = {
  load: loaderOnDemand(loaders, (m) => m.loadBlogPost),
  Component: BlogPostView,
  texts: BLOG_TEXTS,
};
const ChangelogList: RemotePage<ChangelogListData> = {
  load: loaderOnDemand(loaders, (m) => m.loadChangelogList),
  Component: ChangelogListView,
  texts: BLOG_TEXTS,
};
const ChangelogEntry: RemotePage<ChangelogEntryData> = {
  load: loaderOnDemand(loaders, (m) => m.loadChangelogEntry),
  Component: ChangelogEntryView,
  texts: BLOG_TEXTS,
};

// biome-ignore lint/suspicious/noExplicitAny: each page has its own data type
export const pages: Record<string, RemotePage<any>> = { BlogList, BlogPost, ChangelogList, ChangelogEntry };
