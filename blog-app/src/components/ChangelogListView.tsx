import { changelogVersion, newestFirst, titleWithoutVersion } from './changelog-version.ts';
import { PostMeta } from './PostMeta.tsx';
import { useBlogText } from '../i18n/index.ts';
import { SiteLink, ContentRegion, InterfaceText } from '@site/kit';
import type { ChangelogListData } from '../page-data.ts';

/** /changelog: a vertical timeline of releases, newest first, each with version, date and summary. */
export function ChangelogListView({ data }: { data: ChangelogListData }) {
  const text = useBlogText();
  const entries = newestFirst(data.entries);
  return (
    <ContentRegion className="container changelog-page">
      <header className="page-hero">
        <h1>{data.intro.title}</h1>
        <p>{data.intro.description}</p>
      </header>
      {entries.length > 0 ? (
        <ol className="timeline" role="list">
          {entries.map((entry) => {
            const version = changelogVersion(entry);
            return (
              <li key={entry.id} className="timeline__entry">
                <PostMeta post={entry} version={version} />
                <h2 className="timeline__title">
                  <SiteLink to={entry.path}>{titleWithoutVersion(entry.title, version)}</SiteLink>
                </h2>
                {entry.description ? <p className="timeline__summary">{entry.description}</p> : null}
              </li>
            );
          })}
        </ol>
      ) : (
        <p className="blog-empty">
          <InterfaceText>{text('blog.changelogEmpty')}</InterfaceText>
        </p>
      )}
    </ContentRegion>
  );
}
