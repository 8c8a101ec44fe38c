import { ContentRenderer, ContentRegion } from '@site/kit';
import { changelogVersion } from './changelog-version.ts';
import { PostHeader } from './PostHeader.tsx';
import { SurroundNav } from './SurroundNav.tsx';
import { useBlogText } from '../i18n/index.ts';
import type { ChangelogEntryData } from '../page-data.ts';

/** /changelog/{slug}: one release with its version, date, notes and the neighbouring releases. */
export function ChangelogEntryView({ data }: { data: ChangelogEntryData }) {
  const { entry } = data;
  const text = useBlogText();
  return (
    // The region inside the article: the notice of a missing translation takes the article's width.
    <article className="container post-page changelog-entry">
      <ContentRegion article>
        <PostHeader post={entry} back={{ to: '/changelog', label: text('blog.changelog') }} version={changelogVersion(entry)} />
        <ContentRenderer body={entry.body} className="post-page__body" />
      </ContentRegion>
      {/* Interface, not the release notes: outside the region it takes the page's direction. */}
      <SurroundNav surround={data.surround} label={text('blog.otherReleases')} />
    </article>
  );
}
