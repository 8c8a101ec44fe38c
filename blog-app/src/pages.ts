/**
 * The pages this remote exposes to the shell (`./pages`): blog and changelog lists and entries.
 */
import type { RemotePage } from '@site/contracts';
import { BlogListView } from './components/BlogListView.tsx';
import { BlogPostView } from './components/BlogPostView.tsx';
import { ChangelogEntryView } from './components/ChangelogEntryView.tsx';
import { ChangelogListView } from './components/ChangelogListView.tsx';
import { loadPost, loadPostList } from './loaders/posts.ts';
import type { BlogListData, BlogPostData, ChangelogEntryData, ChangelogListData } from './page-data.ts';

const BlogList: RemotePage<BlogListData> = {
  async load(ctx) {
    const { intro, posts } = await loadPostList(ctx, 'blog');
    return { data: { intro, posts }, head: { title: intro.title, description: intro.description } };
  },
  Component: BlogListView,
};

const BlogPost: RemotePage<BlogPostData> = {
  async load(ctx) {
    return loadPost(ctx, 'blog');
  },
  Component: BlogPostView,
};

const ChangelogList: RemotePage<ChangelogListData> = {
  async load(ctx) {
    const { intro, posts } = await loadPostList(ctx, 'changelog');
    return { data: { intro, entries: posts }, head: { title: intro.title, description: intro.description } };
  },
  Component: ChangelogListView,
};

const ChangelogEntry: RemotePage<ChangelogEntryData> = {
  async load(ctx) {
    const result = await loadPost(ctx, 'changelog');
    return 'notFound' in result ? result : { ...result, data: { entry: result.data.post, surround: result.data.surround } };
  },
  Component: ChangelogEntryView,
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each page has its own data type
export const pages: Record<string, RemotePage<any>> = { BlogList, BlogPost, ChangelogList, ChangelogEntry };
