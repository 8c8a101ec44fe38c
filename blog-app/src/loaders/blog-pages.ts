/** The loader of each page this remote exposes, over the post queries of posts.ts. */
import { defaultLocaleHead, type LoadContext, type LoadResult } from '@site/contracts';
import type { BlogListData, BlogPostData, ChangelogEntryData, ChangelogListData } from '../page-data.ts';
import { feedOf, loadPost, loadPostList } from './posts.ts';

export async function loadBlogList(ctx: LoadContext): Promise<LoadResult<BlogListData>> {
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
}

export function loadBlogPost(ctx: LoadContext): Promise<LoadResult<BlogPostData>> {
  return loadPost(ctx, 'blog');
}

export async function loadChangelogList(ctx: LoadContext): Promise<LoadResult<ChangelogListData>> {
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
}

export async function loadChangelogEntry(ctx: LoadContext): Promise<LoadResult<ChangelogEntryData>> {
  const result = await loadPost(ctx, 'changelog');
  return !('data' in result) ? result : { ...result, data: { entry: result.data.post, surround: result.data.surround } };
}
