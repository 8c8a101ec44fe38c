import type { ReactNode } from 'react';
import { SiteLink, useLocaleHref, ContentRegion, InterfaceText, useInterfaceLanguage } from '@site/kit';
import { PostCard } from './PostCard.tsx';
import { useBlogText } from '../i18n/index.ts';
import type { BlogListData } from '../page-data.ts';

/** The changelog and feed links: the reader's words, among English posts (rendered inside the region to know it). */
function BlogLinks({ children }: { children: ReactNode }) {
  const language = useInterfaceLanguage();
  return (
    <p className="blog-links" {...language}>
      {children}
    </p>
  );
}

/** /blog: centred title and intro over a three-column grid of post cards. */
export function BlogListView({ data }: { data: BlogListData }) {
  const text = useBlogText();
  const localeHref = useLocaleHref();
  return (
    <ContentRegion className="container blog-page">
      <header className="page-hero">
        <h1>{data.intro.title}</h1>
        <p>{data.intro.description}</p>
        <BlogLinks>
          <SiteLink to="/changelog">{text('blog.changelog')}</SiteLink>{' '}
          {/* A feed is a file, not a page: a plain link, never the client router. */}
          <a href={localeHref('/blog/rss.xml')} type="application/rss+xml">
            {text('blog.feed')}
          </a>
        </BlogLinks>
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
        <p className="blog-empty">
          <InterfaceText>{text('blog.empty')}</InterfaceText>
        </p>
      )}
    </ContentRegion>
  );
}
