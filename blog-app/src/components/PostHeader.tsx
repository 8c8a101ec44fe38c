import type { PostRow } from '@site/contracts';
import { BackLink } from '@site/kit';
import { AuthorByline } from './AuthorByline.tsx';
import { PostMeta } from './PostMeta.tsx';

export interface PostHeaderProps {
  post: Pick<PostRow, 'title' | 'description' | 'authors' | 'category' | 'draft' | 'date'>;
  /** The list the back link returns to. */
  back: { to: string; label: string };
  /** A changelog entry's release version, shown instead of the category. */
  version?: string | null;
}

/** The header of a blog post or changelog entry: back link, badges and date, title, description, authors. */
export function PostHeader({ post, back, version }: PostHeaderProps) {
  return (
    <header className="post-page__header">
      <BackLink to={back.to} className="post-page__back">
        {back.label}
      </BackLink>
      <PostMeta post={post} version={version} />
      <h1 className="page-title post-page__title">{post.title}</h1>
      {post.description ? <p className="post-page__description">{post.description}</p> : null}
      <AuthorByline authors={post.authors} />
    </header>
  );
}
