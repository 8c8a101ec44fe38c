/** Previous / next page cards under the page body. */
import { useDocsText } from '../i18n/index.ts';
import { AppLink, Icon, useLocaleHref } from '@site/kit';
import { localeTag } from '@site/contracts';
import type { DocsPageData } from '../page-data.ts';

type Neighbour = NonNullable<DocsPageData['surround'][number]>;

export function DocsSurround({ surround }: { surround: DocsPageData['surround'] }) {
  const t = useDocsText();
  const href = useLocaleHref();
  const [prev, next] = surround;
  if (!prev && !next) return null;
  const card = (item: Neighbour, kind: 'prev' | 'next') => {
    // An untranslated neighbour's title and description are read in their own language's voice.
    const lang = item.lang ? { lang: localeTag(item.lang), dir: 'auto' as const } : {};
    return (
      <div className={`card card-link${kind === 'next' ? ' card-next' : ''}`}>
        <Icon name={kind === 'prev' ? 'i-lucide-arrow-left' : 'i-lucide-arrow-right'} className="card-icon flip-rtl" />
        <p className="card-title">
          <AppLink href={href(item.path)} rel={kind}>
            <span className="sr-only">{`${kind === 'prev' ? t('docs.previousPage') : t('docs.nextPage')}: `}</span>
            <span {...lang}>{item.title}</span>
          </AppLink>
        </p>
        {item.description ? (
          <p className="card-body" {...lang}>
            {item.description}
          </p>
        ) : null}
      </div>
    );
  };
  return (
    <nav className="docs-surround" aria-label={`${t('docs.previousPage')} / ${t('docs.nextPage')}`}>
      {prev ? card(prev, 'prev') : null}
      {next ? card(next, 'next') : null}
    </nav>
  );
}
