import { checkUrl, ContentRenderer, ContentRegion } from '@site/kit';
import { PostHeader } from './PostHeader.tsx';
import { SurroundNav } from './SurroundNav.tsx';
import { useBlogText } from '../i18n/index.ts';
import type { BlogPostData } from '../page-data.ts';

/** /blog/{slug}: title, date and authors, the cover, the body, then the neighbouring posts. */
export function BlogPostView({ data }: { data: BlogPostData }) {
  const { post } = data;
  const text = useBlogText();
  return (
    // The region inside the article: the notice of a missing translation takes the article's width.
    <article className="container post-page">
      <ContentRegion article>
        <PostHeader post={post} back={{ to: '/blog', label: text('header.blog') }} />
        {post.image ? (
          <img
            className="post-page__cover"
            src={checkUrl(post.image.src, 'image') ?? undefined}
            alt={post.image.alt ?? ''}
            width={post.image.width ?? 1280}
            height={post.image.height ?? 720}
            // The post's largest paint: asked for first, before the scripts.
            fetchPriority="high"
            decoding="async"
          />
        ) : null}
        <ContentRenderer body={post.body} className="post-page__body" />
      </ContentRegion>
      {/* Interface, not the post: outside the region it takes the page's direction (its cards and
          arrows mirror in a right-to-left locale, as the docs pages' do). */}
      <SurroundNav surround={data.surround} label={text('blog.morePosts')} />
    </article>
  );
}
