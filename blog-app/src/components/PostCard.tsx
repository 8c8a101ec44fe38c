import type { PostRow } from '@site/contracts';
import { AuthorAvatars } from './AuthorAvatars.tsx';
import { PostMeta } from './PostMeta.tsx';
import { AfterHydration, cardCoverWaits, cardImageLoading, checkUrl, SiteLink } from '@site/kit';

/**
 * One post in the list grid: cover (16:9), category badge and date, title, description and
 * the authors' faces. The title link is stretched over the card (kit `.card-link`), so the
 * whole card is one target while screen readers hear just the title. `index` is the card's
 * place in its grid: the first cover loads eagerly (the largest paint of the list on a phone);
 * covers past the first row wait for the page to be interactive, in a box of the same size
 * (`.card-image` keeps 16:9), and then load lazily as before.
 */
export function PostCard({ post, index = Number.POSITIVE_INFINITY }: { post: PostRow; index?: number }) {
  const cover = post.image ? (
    <img
      src={checkUrl(post.image.src, 'image') ?? undefined}
      alt={post.image.alt ?? ''}
      width={post.image.width ?? 640}
      height={post.image.height ?? 360}
      {...cardImageLoading(index)}
    />
  ) : null;
  return (
    <article className="card card-link post-card">
      {cover ? <div className="card-image">{cardCoverWaits(index) ? <AfterHydration>{cover}</AfterHydration> : cover}</div> : null}
      <PostMeta post={post} />
      <h2 className="card-title post-card__title">
        <SiteLink to={post.path}>{post.title}</SiteLink>
      </h2>
      {post.description ? <p className="post-card__description">{post.description}</p> : null}
      <AuthorAvatars authors={post.authors} />
    </article>
  );
}
