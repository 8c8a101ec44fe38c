import type { ChangelogEntryData } from '@site/kit';
import { ContentRenderer, Icon, SiteLink } from '@site/kit/ui';
import { AuthorByline } from './AuthorByline.tsx';
import { changelogVersion } from './changelog-version.ts';
import { PostMeta } from './PostMeta.tsx';
import { SurroundNav } from './SurroundNav.tsx';
import { useBlogText } from './use-text.ts';

/** /changelog/{slug}: one release with its version, date, notes and the neighbouring releases. */
export function ChangelogEntryView({ data }: { data: ChangelogEntryData }) {
  const { entry } = data;
  const text = useBlogText();
  return (
    <article className="container post-page changelog-entry">
      <header className="post-page__header">
        <SiteLink to="/changelog" className="post-page__back">
          <Icon name="i-lucide-arrow-left" className="flip-rtl" />
          {text('blog.changelog')}
        </SiteLink>
        <PostMeta post={entry} version={changelogVersion(entry)} />
        <h1 className="page-title post-page__title">{entry.title}</h1>
        {entry.description ? <p className="post-page__description">{entry.description}</p> : null}
        <AuthorByline authors={entry.authors} />
      </header>
      <ContentRenderer body={entry.body} className="post-page__body" />
      <SurroundNav surround={data.surround} label={text('blog.otherReleases')} />
    </article>
  );
}
