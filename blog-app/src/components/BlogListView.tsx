import { SiteLink, useLocaleHref, ContentRegion } from '@site/kit';
import { PostCard } from './PostCard.tsx';
import { useBlogText } from '../i18n/index.ts';
import type { BlogListData } from '../page-data.ts';

/** /blog: centred title and intro over a three-column grid of post cards. */
export function BlogListView({ data }: { data: BlogListData }) {
  const text = useBlogText();
  const localeHref = useLocaleHref();
  return (
    <ContentRegion className="container blog-page">
      <header className="page-hero">
        <h1>{data.intro.title}</h1>
        <p>{data.intro.description}</p>
        <p className="blog-links">
          <SiteLink to="/changelog">{text('blog.changelog')}</SiteLink>{' '}
          {/* A feed is a file, not a page: a plain link, never the client router. */}
          <a href={localeHref('/blog/rss.xml')} type="application/rss+xml">
            {text('blog.feed')}
          </a>
        </p>
      </header>
      {data.posts.length > 0 ? (
        <ul className="card-grid card-grid-3 blog-grid" role="list">
          {data.posts.map((post, index) => (
            <li key={post.id}>
              <PostCard post={post} index={index} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="blog-empty">{text('blog.empty')}</p>
      )}
    </ContentRegion>
  );
}
