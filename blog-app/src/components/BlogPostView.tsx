import type { BlogPostData } from '@site/kit';
import { ContentRenderer, Icon, SiteLink } from '@site/kit/ui';
import { AuthorByline } from './AuthorByline.tsx';
import { PostMeta } from './PostMeta.tsx';
import { SurroundNav } from './SurroundNav.tsx';
import { useBlogText } from './use-text.ts';

/** /blog/{slug}: title, date and authors, the cover, the body, then the neighbouring posts. */
export function BlogPostView({ data }: { data: BlogPostData }) {
  const { post } = data;
  const text = useBlogText();
  return (
    <article className="container post-page">
      <header className="post-page__header">
        <SiteLink to="/blog" className="post-page__back">
          <Icon name="i-lucide-arrow-left" className="flip-rtl" />
          {text('header.blog')}
        </SiteLink>
        <PostMeta post={post} />
        <h1 className="page-title post-page__title">{post.title}</h1>
        {post.description ? <p className="post-page__description">{post.description}</p> : null}
        <AuthorByline authors={post.authors} />
      </header>
      <img
        className="post-page__cover"
        src={post.image.src}
        alt={post.image.alt}
        width={post.image.width ?? 1280}
        height={post.image.height ?? 720}
        decoding="async"
      />
      <ContentRenderer body={post.body} className="post-page__body" />
      <SurroundNav surround={data.surround} label={text('blog.morePosts')} />
    </article>
  );
}
