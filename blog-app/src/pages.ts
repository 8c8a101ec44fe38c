/**
 * The pages this remote exposes to the shell (`./pages`): blog and changelog lists and entries.
 */
import { BLOG_TEXTS } from './i18n/index.ts';
import { defaultLocaleHead, type RemotePage } from '@site/contracts';
import { BlogListView } from './components/BlogListView.tsx';
import { BlogPostView } from './components/BlogPostView.tsx';
import { ChangelogEntryView } from './components/ChangelogEntryView.tsx';
import { ChangelogListView } from './components/ChangelogListView.tsx';
import { feedOf, loadPost, loadPostList } from './loaders/posts.ts';
import type { BlogListData, BlogPostData, ChangelogEntryData, ChangelogListData } from './page-data.ts';

const BlogList: RemotePage<BlogListData> = {
  async load(ctx) {
    const { intro, posts } = await loadPostList(ctx, 'blog');
    return {
      data: { intro, posts },
      head: {
        title: intro.title,
        description: intro.description,
        ...defaultLocaleHead(ctx.config, ctx.locale),
        feeds: [feedOf('blog', intro.title)],
      },
    };
  },
  Component: BlogListView,
  texts: BLOG_TEXTS,
};

const BlogPost: RemotePage<BlogPostData> = {
  async load(ctx) {
    return loadPost(ctx, 'blog');
  },
  Component: BlogPostView,
  texts: BLOG_TEXTS,
};

const ChangelogList: RemotePage<ChangelogListData> = {
  async load(ctx) {
    const { intro, posts } = await loadPostList(ctx, 'changelog');
    return {
      data: { intro, entries: posts },
      head: {
        title: intro.title,
        description: intro.description,
        ...defaultLocaleHead(ctx.config, ctx.locale),
        feeds: [feedOf('changelog', intro.title)],
      },
    };
  },
  Component: ChangelogListView,
  texts: BLOG_TEXTS,
};

const ChangelogEntry: RemotePage<ChangelogEntryData> = {
  async load(ctx) {
    const result = await loadPost(ctx, 'changelog');
    return !('data' in result) ? result : { ...result, data: { entry: result.data.post, surround: result.data.surround } };
  },
  Component: ChangelogEntryView,
  texts: BLOG_TEXTS,
};

// biome-ignore lint/suspicious/noExplicitAny: each page has its own data type
export const pages: Record<string, RemotePage<any>> = { BlogList, BlogPost, ChangelogList, ChangelogEntry };
