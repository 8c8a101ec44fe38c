import type { Author } from '@site/contracts';
import { Avatar, formatList, useInterfaceLabel, useSite } from '@site/kit';
import { useBlogText } from '../i18n/index.ts';

/**
 * The authors of a post as a row of avatars (names in alt text), under a card in the list.
 * Their pictures wait for the page to be interactive (`Avatar defer`): small, under the
 * cover and text, each distinct face would be one more request before the list can be used.
 */
export function AuthorAvatars({ authors }: { authors: Author[] }) {
  const text = useBlogText();
  const { locale } = useSite();
  const names = formatList(
    authors.map((a) => a.name),
    locale,
  );
  // "Written by …" is the interface's sentence, the names the authors' own.
  const label = useInterfaceLabel(text('blog.writtenBy', { names }));
  if (authors.length === 0) return null;
  return (
    <>
      {label.node}
      <ul className="author-avatars" {...label.props}>
        {authors.map((author) => (
          <li key={author.username ?? author.name}>
            <Avatar src={author.avatar?.src} alt={author.avatar?.alt || author.name} size={28} defer />
          </li>
        ))}
      </ul>
    </>
  );
}
