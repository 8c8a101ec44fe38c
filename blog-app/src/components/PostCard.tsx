import type { PostRow } from '@site/contracts';
import { AuthorAvatars } from './AuthorAvatars.tsx';
import { PostMeta } from './PostMeta.tsx';
import { cardImageLoading, checkUrl, SiteLink } from '@site/kit';

/**
 * One post in the list grid: cover (16:9), category badge and date, title, description and
 * the authors' faces. The title link is stretched over the card (kit `.card-link`), so the
 * whole card is one target while screen readers hear just the title. `index` is the card's
 * place in its grid: the first cover loads eagerly (the largest paint of the list on a phone).
 */
export function PostCard({ post, index = Number.POSITIVE_INFINITY }: { post: PostRow; index?: number }) {
  return (
    <article className="card card-link post-card">
      {post.image ? (
        <div className="card-image">
          <img
            src={checkUrl(post.image.src, 'image') ?? undefined}
            alt={post.image.alt ?? ''}
            width={post.image.width ?? 640}
            height={post.image.height ?? 360}
            {...cardImageLoading(index)}
          />
        </div>
      ) : null}
      <PostMeta post={post} />
      <h2 className="card-title post-card__title">
        <SiteLink to={post.path}>{post.title}</SiteLink>
      </h2>
      {post.description ? <p className="post-card__description">{post.description}</p> : null}
      <AuthorAvatars authors={post.authors} />
    </article>
  );
}
