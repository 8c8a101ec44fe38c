import type { Author } from '@site/contracts';
import { Avatar, SiteLink, useInterfaceLabel } from '@site/kit';
import { useBlogText } from '../i18n/index.ts';

/** Authors of one post with their faces, names and profile links. */
export function AuthorByline({ authors }: { authors: Author[] }) {
  const text = useBlogText();
  // "Authors" is the interface's word, the names the authors' own.
  const label = useInterfaceLabel(text('blog.authors'));
  if (authors.length === 0) return null;
  return (
    <>
      {label.node}
      <ul className="author-byline" {...label.props}>
        {authors.map((author) => (
          <li key={author.username ?? author.name} className="author-byline__item">
            <Avatar src={author.avatar?.src} alt={author.avatar?.alt || author.name} size={40} />
            <span className="author-byline__text">
              {author.to ? (
                <SiteLink to={author.to} className="author-byline__name">
                  {author.name}
                </SiteLink>
              ) : (
                <span className="author-byline__name">{author.name}</span>
              )}
              {author.username ? <span className="author-byline__username">{`@${author.username}`}</span> : null}
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}
