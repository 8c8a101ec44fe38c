import type { TemplateRow } from '@site/contracts';
import { darkImage, displayName } from './template-model.ts';
import { TemplateBadges } from './TemplateBadges.tsx';
import { useTemplatesText } from './use-text.ts';
import { AfterHydration, cardCoverWaits, cardImageLoading, ColorModeImg, SiteLink } from '@site/kit';

/**
 * One template in a grid: main screenshot (its dark variant in dark mode), name, subtitle,
 * category and licence; the whole card links to it. `index` is its place in the grid: the
 * first screenshot loads eagerly; screenshots past the first row wait for the page to be
 * interactive, in a box of the same size (`.card-image` keeps 16:9), as the blog list's
 * covers do. Each is an SVG with text, which the browser lays out and paints on the page's
 * main thread: the three or four that native lazy loading would fetch below a phone's first
 * screen were most of the list's main-thread work after its first paint.
 */
export function TemplateCard({
  template,
  headingLevel = 2,
  index = Number.POSITIVE_INFINITY,
}: {
  template: TemplateRow;
  headingLevel?: 2 | 3;
  index?: number;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const name = displayName(template);
  const text = useTemplatesText();
  const screenshot = (
    <ColorModeImg
      light={template.mainScreen}
      dark={darkImage(template, 'mainScreen')}
      alt={text('templates.mainScreen', { name })}
      interfaceAlt
      width={640}
      height={360}
      {...cardImageLoading(index)}
    />
  );
  return (
    <article className="card card-link template-card">
      <div className="card-image">{cardCoverWaits(index) ? <AfterHydration>{screenshot}</AfterHydration> : screenshot}</div>
      <TemplateBadges template={template} />
      <Heading className="card-title template-card__title">
        <SiteLink to={template.path}>{name}</SiteLink>
      </Heading>
      <p className="template-card__subtitle">{template.subtitle}</p>
    </article>
  );
}
