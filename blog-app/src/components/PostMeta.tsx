import type { PostRow } from '@site/contracts';
import { Badge, InterfaceText } from '@site/kit';
import { PostDate } from './PostDate.tsx';
import { useBlogText } from '../i18n/index.ts';

/** The small line above a post title: category (or release version) badge, draft flag in preview, date. */
export function PostMeta({ post, version }: { post: Pick<PostRow, 'category' | 'draft' | 'date'>; version?: string | null }) {
  const text = useBlogText();
  return (
    <p className="post-meta">
      {version ? <Badge className="post-version">{version}</Badge> : post.category ? <Badge>{post.category}</Badge> : null}
      {post.draft ? (
        <Badge color="warning">
          <InterfaceText>{text('blog.draft')}</InterfaceText>
        </Badge>
      ) : null}
      <PostDate date={post.date} />
    </p>
  );
}
