/**
 * The docs page in the docs layout (VISUAL.md): sidebar with search and the docs navigation;
 * centre with section name, h1, page actions, description, body, prev/next and repository
 * links; right column with "On this page" and the community links. Below the large
 * breakpoint the sidebars give way to a collapsible "On this page" row (a native
 * <details>: works before hydration and costs no state machine; the navigation lives in
 * the header drawer).
 */
import { useId, type MouseEvent, type SyntheticEvent } from 'react';
import { useDocsText } from '../i18n/index.ts';
import type { PageBody } from '@site/contracts';
import { AppLink, ContentRegion, ContentRenderer, DocsNavigation, Icon, revealWithin, SearchButton, SiteLink, useSite } from '@site/kit';
import { localeTag, opensWithHero, opensWithTitle, PAGE_ELEMENT_IDS } from '@site/contracts';
import { DocsSurround } from './DocsSurround.tsx';
import { DocsToc, useActiveHeadings } from './DocsToc.tsx';
import { PageActions } from './PageActions.tsx';
import type { DocsPageData } from '../page-data.ts';

/** The page title is rendered above the body; drop the body's own leading `# Title` (the build's search sections agree). */
function withoutTitle(body: PageBody, title: string): PageBody {
  return opensWithTitle(body.value, title) ? { ...body, value: body.value.slice(1) } : body;
}

/** A choice in the phone "On this page" panel closes it, so it no longer covers the heading. */
function closeOnChoice(event: MouseEvent<HTMLDetailsElement>) {
  if ((event.target as Element).closest('a[href]')) event.currentTarget.open = false;
}

/** The phone panel opens at the entry of the section being read (a long list scrolls inside it). */
function revealActiveEntry(event: SyntheticEvent<HTMLDetailsElement>) {
  const panel = event.currentTarget;
  const list = panel.querySelector<HTMLElement>('.toc');
  if (panel.open && list) revealWithin(list, [...list.querySelectorAll('a[data-active]')].at(-1));
}

function issueUrl(repoUrl: string, title: string, path: string): string {
  const params = new URLSearchParams({ title: `Docs: ${title}`, body: `Page: ${path}\n\n` });
  return `${repoUrl}/issues/new?${params.toString()}`;
}

export function DocsPageView({ data }: { data: DocsPageData }) {
  const t = useDocsText();
  const { config, locale } = useSite();
  const { page } = data;
  const tocLinks = page.body?.toc?.links ?? [];
  const active = useActiveHeadings(tocLinks);
  const tocTitleId = useId();
  const mobileTocTitleId = useId();
  const communityLinks = page.links ?? [];
  // Headings of an English page standing in for a translation are English.
  const contentLang = data.fallback ? localeTag(data.contentLocale) : undefined;
  const body = withoutTitle(page.body, page.title);
  const hero = opensWithHero(body.value);

  return (
    <div className="container">
      <div className="docs-layout">
        {/* Not an <aside>: it only holds the search button and the navigation landmark, and a
            second complementary landmark would need a name of its own. */}
        {/* The "Skip to navigation" link's target. */}
        <div className="docs-aside-left" id={PAGE_ELEMENT_IDS.navigation} tabIndex={-1}>
          <SearchButton className="docs-search" full />
          <DocsNavigation navigation={data.navigation} path={page.path} config={config} locale={locale} />
        </div>

        {/* The "Skip to content" link's target: past the sidebar. */}
        <article className="docs-main" id={PAGE_ELEMENT_IDS.content} tabIndex={-1}>
          {tocLinks.length ? (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the links inside are activated by keyboard too (Enter fires click)
            <details className="toc-mobile" onClick={closeOnChoice} onToggle={revealActiveEntry}>
              {/* Sticky below the header: fragment targets land below both (data-sticky-offset). */}
              <summary className="toc-mobile-trigger" data-sticky-offset="">
                <Icon name="i-lucide-list" />
                {/* Names the list of headings, which may be in the content's language: the name stays the reader's. */}
                <span id={mobileTocTitleId}>{t('docs.onThisPage')}</span>
                <Icon name="i-lucide-chevron-down" className="nav-chevron" />
              </summary>
              <DocsToc links={tocLinks} active={active} titleId={mobileTocTitleId} {...(contentLang ? { lang: contentLang } : {})} />
            </details>
          ) : null}

          <ContentRegion
            article
            contentLocale={data.contentLocale}
            notice={t('docs.notTranslated')}
            {...(data.contributeUrl ? { contributeUrl: data.contributeUrl } : {})}
          >
            <header>
              {data.section ? <p className="docs-section-name">{data.section.title}</p> : null}
              <div className="docs-title-row">
                {/* A body opening with a hero shows the title and lead itself: one h1 on the page. */}
                {hero ? null : <h1 className="page-title">{page.title}</h1>}
                <PageActions collection={data.collection} path={page.path} />
              </div>
              {data.lead && !hero ? <p className="docs-description">{data.lead}</p> : null}
            </header>
            {hero ? null : <hr className="separator" />}

            <ContentRenderer body={body} />
          </ContentRegion>

          <DocsSurround surround={data.surround} />

          <div className="docs-page-links">
            <AppLink href={data.editUrl}>
              <Icon name="i-lucide-square-pen" />
              {t('docs.editPage')}
            </AppLink>
            <AppLink href={issueUrl(config.repository.url, page.title, page.path)}>
              <Icon name="i-lucide-circle-alert" />
              {t('docs.reportIssue')}
            </AppLink>
          </div>
        </article>

        <aside className="docs-aside-right" aria-label={t('docs.aside')}>
          {tocLinks.length ? (
            <>
              <p className="toc-title" id={tocTitleId}>
                {t('docs.onThisPage')}
              </p>
              <DocsToc links={tocLinks} active={active} titleId={tocTitleId} {...(contentLang ? { lang: contentLang } : {})} />
            </>
          ) : null}
          <div className="toc-community">
            <p className="toc-title">{t('docs.community')}</p>
            <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {communityLinks.map((link) => (
                <li key={link.to}>
                  <SiteLink to={link.to} {...(link.target ? { target: link.target } : {})}>
                    {link.icon ? <Icon name={link.icon} /> : null}
                    {link.label}
                  </SiteLink>
                </li>
              ))}
              {config.socials
                .filter((s) => !communityLinks.some((l) => l.to === s.href))
                .map((s) => (
                  <li key={s.href}>
                    <AppLink href={s.href}>
                      <Icon name={`i-simple-icons-${s.icon}`} />
                      {s.label}
                    </AppLink>
                  </li>
                ))}
            </ul>
          </div>
        </aside>
      </div>
    </div>
  );
}
