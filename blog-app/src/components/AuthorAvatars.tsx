import type { Author } from '@site/contracts';
import { Avatar, formatList, useSite } from '@site/kit';
import { useBlogText } from '../i18n/index.ts';

/**
 * The authors of a post as a row of avatars (names in alt text), under a card in the list.
 * Their pictures wait for the page to be interactive (`Avatar defer`): small, under the
 * cover and text, each distinct face would be one more request before the list can be used.
 */
export function AuthorAvatars({ authors }: { authors: Author[] }) {
  const text = useBlogText();
  const { locale } = useSite();
  if (authors.length === 0) return null;
  const names = formatList(
    authors.map((a) => a.name),
    locale,
  );
  return (
    <ul className="author-avatars" aria-label={text('blog.writtenBy', { names })}>
      {authors.map((author) => (
        <li key={author.username ?? author.name}>
          <Avatar src={author.avatar?.src} alt={author.avatar?.alt || author.name} size={28} defer />
        </li>
      ))}
    </ul>
  );
}
