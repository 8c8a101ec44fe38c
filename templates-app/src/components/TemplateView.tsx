import { PAGE_ELEMENT_IDS } from '@site/contracts';
import {
  BackLink,
  checkUrl,
  ColorModeImg,
  ContentRegion,
  ContentRenderer,
  formatNumber,
  Icon,
  useInterfaceLanguage,
  useSite,
} from '@site/kit';
import { darkImage, displayName, type TemplateImageField, templateRepositoryUrl } from './template-model.ts';
import { TemplateBadges } from './TemplateBadges.tsx';
import { TemplateRepository } from './TemplateRepository.tsx';
import { TemplateCard } from './TemplateCard.tsx';
import { useTemplatesText } from './use-text.ts';
import type { TemplateData } from '../page-data.ts';

/** /templates/{slug}: what the template is, its screenshots, demo and repository links, and related templates. */
export function TemplateView({ data }: { data: TemplateData }) {
  return (
    // The region inside the article: the notice of a missing translation takes the article's width.
    <article className="container template-page">
      <ContentRegion article>
        <TemplateDetails data={data} />
      </ContentRegion>
    </article>
  );
}

/** Rendered inside the region, so its interface texts know they sit among the template's own language. */
function TemplateDetails({ data }: { data: TemplateData }) {
  const { template, related } = data;
  const name = displayName(template);
  const text = useTemplatesText();
  const { locale } = useSite();
  // The page's controls and labels are the reader's, also on an English template.
  const language = useInterfaceLanguage();
  // A missing image2 or image3 is simply absent; each may have a dark-mode variant.
  const screenshots = (['image1', 'image2', 'image3'] as TemplateImageField[]).flatMap((field) => {
    const light = template[field];
    return light ? [{ light, dark: darkImage(template, field) }] : [];
  });
  const repository = templateRepositoryUrl(template);
  return (
    <>
      <header className="template-page__header">
        <BackLink to="/templates" className="template-page__back">
          {text('header.templates')}
        </BackLink>
        <TemplateBadges template={template} />
        <h1 className="page-title template-page__title">{name}</h1>
        {template.subtitle ? <p className="template-page__subtitle">{template.subtitle}</p> : null}
        <div className="template-page__actions">
          {repository ? (
            <TemplateAction href={repository} icon="i-simple-icons-github" variant="primary">
              {text('templates.use')}
            </TemplateAction>
          ) : null}
          {template.demo ? (
            <TemplateAction href={template.demo} icon="i-lucide-external-link" variant="outline">
              {text('templates.demo')}
            </TemplateAction>
          ) : null}
        </div>
        {template.owner ? <TemplateRepository template={template} /> : null}
      </header>
      {template.description ? <p className="template-page__description">{template.description}</p> : null}
      {/* Templates written as markdown render their body here. */}
      {template.body?.value?.length ? <ContentRenderer body={template.body} className="template-page__body" /> : null}
      {/* The gallery: the first screenshot across the column, the others side by side below it. */}
      <ul className="template-gallery" role="list" aria-label={text('templates.screenshots', { name })} {...language}>
        {screenshots.map((shot, index) => (
          <li key={shot.light}>
            <ColorModeImg
              light={shot.light}
              dark={shot.dark}
              // Numbers in the reader's digits, as the list's count (Persian ۲ از ۳).
              alt={text('templates.screenshot', {
                name,
                index: formatNumber(index + 1, locale),
                total: formatNumber(screenshots.length, locale),
              })}
              interfaceAlt
              width={1280}
              height={720}
              loading={index === 0 ? 'eager' : 'lazy'}
              // The first screenshot is the page's largest paint: asked for first, before the scripts.
              fetchPriority={index === 0 ? 'high' : 'auto'}
            />
          </li>
        ))}
      </ul>
      {related.length > 0 ? (
        <section className="template-related" aria-labelledby={PAGE_ELEMENT_IDS.templateRelated}>
          <h2 id={PAGE_ELEMENT_IDS.templateRelated} {...language}>
            {text('templates.related')}
          </h2>
          <ul className="card-grid card-grid-3 templates-grid" role="list">
            {related.map((item) => (
              <li key={item.id}>
                <TemplateCard template={item} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

/** A template page's button to its repository or demo, opening in a new tab, in the reader's language. */
function TemplateAction({
  href,
  icon,
  variant,
  children,
}: {
  href: string;
  icon: string;
  variant: 'primary' | 'outline';
  children: string;
}) {
  const text = useTemplatesText();
  const language = useInterfaceLanguage();
  return (
    <a className={`btn btn-${variant} btn-lg`} href={checkUrl(href) ?? undefined} target="_blank" rel="noopener noreferrer" {...language}>
      <Icon name={icon} />
      {children}
      <span className="sr-only">{` ${text('common.opensInNewTab')}`}</span>
    </a>
  );
}
