import {
  draftStates,
  defaultLocaleHead,
  loadListIntro,
  neighbours,
  type ContentClient,
  type LoadContext,
  type LoadResult,
  type PostRow,
  seoHead,
} from '@site/contracts';

/** Columns a card needs; the body stays out of list pages' serialised state. */
const CARD_COLUMNS = ['id', 'title', 'description', 'path', 'stem', 'date', 'authors', 'image', 'category', 'categories', 'draft'] as const;

export type PostKind = 'blog' | 'changelog';

/** Posts of one kind, newest first: published ones, and drafts too in preview. */
async function listPosts(content: ContentClient, kind: PostKind, preview = false): Promise<PostRow[]> {
  return content
    .queryCollection<PostRow>('posts')
    .select(...CARD_COLUMNS)
    .where('path', 'LIKE', `/${kind}/%`)
    .where('draft', 'IN', draftStates({ preview }))
    .order('date', 'DESC')
    .order('stem', 'DESC')
    .all();
}

/** The feeds a list and its entries advertise in their head (served by the shell beside the list). */
export function feedOf(kind: PostKind, title: string) {
  return { title, path: `/${kind}` };
}

export async function loadPostList(ctx: LoadContext, kind: PostKind) {
  const [intro, posts] = await Promise.all([loadListIntro(ctx.content, `/${kind}`), listPosts(ctx.content, kind, ctx.preview)]);
  const fallbackTitle = kind === 'blog' ? 'Blog' : 'Changelog';
  return { intro: intro ?? { title: fallbackTitle, description: '' }, posts };
}

/** One published post with its neighbours in date order. */
export async function loadPost(
  ctx: LoadContext,
  kind: PostKind,
): Promise<LoadResult<{ post: PostRow; surround: ReturnType<typeof neighbours> }>> {
  const path = `/${kind}/${ctx.params.slug}`;
  const post = await ctx.content.queryCollection<PostRow>('posts').path(path).where('draft', 'IN', draftStates(ctx)).first();
  if (!post) return { notFound: true };
  const all = await listPosts(ctx.content, kind, ctx.preview);
  const listTitle = kind === 'blog' ? 'Blog' : 'Changelog';
  return {
    data: { post, surround: neighbours(all, path) },
    head: {
      ...seoHead(post),
      type: 'article',
      ...defaultLocaleHead(ctx.config, ctx.locale),
      ...(post.image?.src ? { image: post.image.src, lcpImage: post.image.src } : {}),
      article: { published: post.date, authors: (post.authors ?? []).map((a) => a.name) },
      breadcrumbs: [
        { title: listTitle, path: `/${kind}` },
        { title: post.title, path },
      ],
      feeds: [feedOf(kind, listTitle)],
    },
  };
}
